import MJRefresh

/// A 390 × 844 pt phone: a visible window with the safe area of a notched iPhone (47 pt status bar on top, 34 pt
/// home indicator at the bottom), whose screens are UIKit's containers: a `UINavigationController` (its bar drawn
/// by the simulator, blurring what scrolls under it), a `UITabBarController`, a `UIPageViewController`. The
/// status bar and the home indicator, which UIKit draws outside the app, are drawn over the window's picture.
@MainActor
final class Phone {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The window's safe area: the status bar and the home indicator.
    static let windowSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// The safe area of a screen under a navigation bar without a large title: the 47 pt status bar and the
    /// 44 pt bar on top, the home indicator at the bottom.
    static let safeArea = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)

    let window: UIWindow

    /// Light or dark mode, for the window and everything in it.
    var style: UIUserInterfaceStyle = .light {
        didSet { window.overrideUserInterfaceStyle = style }
    }

    init() {
        window = UIWindow(frame: Self.bounds)
        window.backgroundColor = .systemBackground
        window.simulatedSafeAreaInsets = Self.windowSafeArea
        window.makeKeyAndVisible()
    }

    /// The controller of the screen: the top one of a navigation controller at the root, else the root.
    var screen: UIViewController? {
        let root = window.rootViewController
        return (root as? UINavigationController)?.topViewController ?? root
    }

    /// Makes `controller`, titled `title`, the root of a navigation controller on the screen, and returns that.
    @discardableResult
    func show(_ controller: UIViewController, title: String) -> UINavigationController {
        controller.title = title
        let navigation = UINavigationController(rootViewController: controller)
        show(root: navigation)
        return navigation
    }

    /// Makes `root` (a container, say a tab bar controller) the window's root view controller.
    func show(root: UIViewController) {
        window.rootViewController = root
        window.layoutIfNeeded()
    }

    /// The screen now, as an SVG document: the window (with its containers' bars), the status bar and the home
    /// indicator over it, and `overlay` (SVG elements in screen points) on top.
    func picture(overlay: String = "") -> String {
        let screen = window.renderSVG()
        let chrome = PhoneChrome.svg(
            in: Self.bounds, statusBarHeight: Self.windowSafeArea.top, style: style,
            isRightToLeft: window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard let end = screen.range(of: "</svg>", options: .backwards) else { return screen }
        return screen[..<end.lowerBound] + chrome + overlay + screen[end.lowerBound...]
    }
}
