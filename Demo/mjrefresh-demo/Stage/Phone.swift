import MJRefresh

/// A 390 × 844 pt phone: a visible window with the safe area of a notched iPhone under a navigation bar, and
/// the bars drawn on top of the app (status bar with the time, a title and a back button, the home indicator).
///
/// The safe area includes the navigation bar (47 pt status bar + 44 pt bar on top, 34 pt home indicator at the
/// bottom), as a `UINavigationController` makes it for its screens, so a table's content starts below the bar
/// and a header pulled down appears right under it.
@MainActor
final class Phone {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)

    let window: UIWindow
    let bar = NavigationBar(width: Phone.bounds.width, height: Phone.safeArea.top)
    private let homeIndicator = UIView()
    /// Pushed screens, kept alive as a navigation controller keeps its stack.
    private var pushed: [UIViewController] = []

    /// Light or dark mode, for the window and the bars.
    var style: UIUserInterfaceStyle = .light {
        didSet {
            window.overrideUserInterfaceStyle = style
            bar.overrideUserInterfaceStyle = style
        }
    }

    init() {
        window = UIWindow(frame: Self.bounds)
        window.backgroundColor = .systemBackground
        window.simulatedSafeAreaInsets = Self.safeArea
        window.makeKeyAndVisible()
        homeIndicator.frame = CGRect(
            x: (Self.bounds.width - 134) / 2, y: Self.bounds.height - 13,
            width: 134, height: 5)
        homeIndicator.backgroundColor = .label
        homeIndicator.isUserInteractionEnabled = false
        window.addSubview(homeIndicator)
    }

    /// Makes `controller` the screen, under the bars.
    func show(_ controller: UIViewController, title: String) {
        window.rootViewController = controller
        bar.show(title: title, backTitle: nil)
        window.bringSubviewToFront(homeIndicator)
        window.layoutIfNeeded()
    }

    /// Slides `controller`'s view in from the right over `duration`, as a navigation controller pushes, and
    /// runs its appearance callbacks; the screen it covers leaves when the slide ends. The bar gets a back button
    /// titled with the covered screen's title.
    func push(_ controller: UIViewController, title: String, duration: TimeInterval) {
        let covered = window.subviews.first { $0 !== homeIndicator }
        pushed.append(controller)
        controller.beginAppearanceTransition(true, animated: true)
        let view: UIView = controller.view
        let width = Self.bounds.width * (window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1)
        view.frame = Self.bounds.offsetBy(dx: width, dy: 0)
        window.insertSubview(view, belowSubview: homeIndicator)
        bar.show(title: title, backTitle: bar.title)
        UIView.animate(
            withDuration: duration,
            animations: {
                view.frame = Self.bounds
                covered?.frame = Self.bounds.offsetBy(dx: -width / 3, dy: 0)
            },
            completion: { _ in
                covered?.removeFromSuperview()
                controller.endAppearanceTransition()
            })
    }

    /// The screen now, as an SVG document: the window, the navigation bar over it, and `overlay` (SVG elements in
    /// screen points) on top.
    func picture(overlay: String = "") -> String {
        ScreenPicture.compose(screen: window.renderSVG(), bar: bar.renderSVG(), barFrame: bar.frame, overlay: overlay)
    }
}
