/// The sizes and timings of the bars the containers draw, for the iOS version the simulation plays.
///
/// Each number names its public source in `Simulator/Reference/Containers.md`; the ones no source gives are
/// marked "stand-in choice" there and here.
@MainActor
enum BarMetrics {
    /// The navigation bar without a large title or search field, on an iPhone in portrait: 44 pt through iOS 18
    /// (Use Your Loaf, "Supporting iPhone X"). Stand-in choice for iOS 26: 54 pt, the collapsed resting offset of
    /// −116 pt measured on an iPhone 17 (hotwired/hotwire-native-ios #199) less a 62 pt status area.
    static var navigationBarHeight: CGFloat {
        UISimulation.systemVersion == .iOS26 ? 54 : 44
    }

    /// What an expanded large title adds below the bar: 52 pt (hacknicity, iOS 11; the same Δ measured on
    /// iOS 26 in hotwired/hotwire-native-ios #199).
    static let largeTitleHeight: CGFloat = 52

    /// What a search field in the navigation item adds below the title. Stand-in choice: 52 pt; Apple gives no
    /// number and no measurement was found (a standalone `UISearchBar` is 56 pt).
    static let searchFieldHeight: CGFloat = 52

    /// The tab bar above the home indicator: 49 pt (hacknicity; 83 = 49 + 34 measured on iOS 26 in
    /// code-payments/code-ios-app #640).
    static let tabBarHeight: CGFloat = 49

    /// How long an animated push or pop slides. Stand-in choice: 0.3 s, which react-native-router-flux #352 chose
    /// to match the native transition; Apple documents none.
    static let transitionDuration: TimeInterval = 0.3

    /// How long a released swipe back takes to finish or snap back, at most. Stand-in choice: 0.3 s, as a push.
    static let interactiveSettleDuration: TimeInterval = 0.3
}

extension UISimulation {
    /// The iOS version whose bars the simulation plays.
    public enum SystemVersion: Sendable {
        /// iOS 17 (and the iOS 13–18 bars in general): bars with a background, a 44 pt navigation bar.
        case iOS17
        /// iOS 26: bars float over the content with a scroll edge effect; the tab bar may minimise while
        /// scrolling (`UITabBarController.tabBarMinimizeBehavior`).
        case iOS26
    }

    /// The iOS version the simulated bars behave as; `.iOS17` (the SDK the library is checked against) until set,
    /// and again after `reset()`. Set it before building the screen. Linux-only test-driving API.
    public static var systemVersion: SystemVersion {
        get { SystemVersionSetting.current }
        set { SystemVersionSetting.current = newValue }
    }
}

/// The storage behind `UISimulation.systemVersion`, reset with the simulation.
@MainActor
enum SystemVersionSetting {
    static var current = UISimulation.SystemVersion.iOS17

    static func reset() {
        current = .iOS17
    }
}
