/// Asked about and told of the user's tab selections. Every requirement is optional, as in UIKit, which calls
/// them for taps on the bar only, never for the app's own writes to `selectedIndex` or `selectedViewController`.
/// Stand-in choice: the stand-in's bar has no items to tap, so nothing calls them.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether a tap may select `viewController`'s tab; `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// A tap selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows every selection by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing by default.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
}
