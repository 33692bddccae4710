/// Shows one of several view controllers at a time, chosen with the tab bar at the bottom.
///
/// The selected controller's view fills the container under a translucent tab bar (or ends above an opaque one,
/// unless it asks for `extendedLayoutIncludesOpaqueBars` or leaves `.bottom` out of `edgesForExtendedLayout`), and
/// its safe area ends at the top of the bar, which sits above the home indicator. Switching tabs removes the old
/// view from the window (its touches are cancelled) and adds the new one, with the appearance callbacks of a push
/// (stand-in choice: no measured order for a tab switch was found). Only the selected controller's view loads.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, ContainerLayout {
    /// How the tab bar minimises while the content scrolls (iOS 26).
    @available(iOS 26.0, *)
    public enum MinimizeBehavior: Int, @unchecked Sendable {
        /// The system's default; the stand-in's is `.never` (stand-in choice: Apple does not say which it is).
        case automatic = 0
        /// The tab bar does not minimise.
        case never = 1
        /// The tab bar minimises when the content scrolls down, and expands when it scrolls back up.
        case onScrollDown = 2
        /// The tab bar minimises when the content scrolls up, and expands when it scrolls back down.
        case onScrollUp = 3
    }

    /// Asked about and told of the user's tab selections (see `UITabBarControllerDelegate`); held weakly.
    weak open var delegate: (any UITabBarControllerDelegate)?

    /// The bar the controller shows at the bottom.
    open private(set) var tabBar = UITabBar(frame: .zero)

    private var tabs: [UIViewController] = []
    private var selected = 0
    /// Whether the iOS 26 tab bar is minimised now.
    private(set) var isTabBarMinimized = false
    private var lastTrackedOffset: CGFloat?
    /// Whether a controller on the selected tab's navigation stack hides the bar (`hidesBottomBarWhenPushed`).
    private var isTabBarHiddenByStack = false

    /// How the tab bar minimises while the selected content scrolls; `.automatic` by default. Only iOS 26 bars
    /// minimise (`UISimulation.systemVersion`).
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior = .automatic {
        didSet { setTabBarMinimized(false) }
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// Decoding from a storyboard: the stand-in has none, so the controller starts without tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// A screen-sized container holding the tab bar and the selected controller's view.
    override open func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.layoutOwner = self
        container.addSubview(tabBar)
        view = container
        if let current = selectedViewController { install(current) }
        placeBarAndContent()
    }

    // MARK: Tabs

    /// The controllers of the tabs, in order; setting it replaces them without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays on the same controller if it is still a tab, else moves to the
    /// first. `animated` is ignored, as the stand-in's tab bar draws no items.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let new = viewControllers ?? []
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        let next = new.first { $0 === old } ?? new.first
        if next !== old {
            if onScreen {
                old?.beginAppearanceTransition(false, animated: false)
                next?.beginAppearanceTransition(true, animated: false)
            }
            old?.viewIfLoaded?.removeFromSuperview()
        }
        for tab in tabs where !new.contains(where: { $0 === tab }) {
            tab.willMove(toParent: nil)
            tab.removeFromParent()
        }
        for tab in new where tab.parent !== self { addChild(tab) }
        tabs = new
        selected = next.flatMap { controller in new.firstIndex { $0 === controller } } ?? 0
        if next !== old, let next {
            install(next)
            if onScreen {
                old?.endAppearanceTransition()
                next.endAppearanceTransition()
            }
        }
        for tab in new where tab.isMovingToParent { tab.didMove(toParent: self) }
        navigationStackDidChange()
        placeBarAndContent()
    }

    /// The index of the selected tab; setting an index out of range does nothing (stand-in choice: UIKit
    /// ignores it too, logging nothing).
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The controller of the selected tab; setting a controller that is not a tab does nothing.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    // MARK: Layout

    func layoutContainer() {
        placeBarAndContent()
    }

    override var barContentScrollView: UIScrollView? {
        selectedViewController?.barContentScrollView
    }

    override func safeRect(_ available: CGRect, forChildView child: UIViewController) -> CGRect {
        guard let container = viewIfLoaded, let window = container.window, !tabBar.isHidden else { return available }
        let barTop = container.convert(CGPoint(x: 0, y: tabBar.frame.minY), to: window).y
        var rect = available
        if barTop < rect.maxY { rect.size.height = max(0, barTop - rect.minY) }
        return rect
    }

    override func childLayoutPreferencesDidChange(_ child: UIViewController) {
        if child === selectedViewController { placeBarAndContent() }
    }

    /// Follows the selected content's scrolling to minimise or expand the iOS 26 tab bar.
    override func contentScrollViewDidChange(_ scrollView: UIScrollView) {
        super.contentScrollViewDidChange(scrollView)
        guard UISimulation.systemVersion == .iOS26, minimizesOnScroll != nil,
            scrollView === selectedViewController?.barContentScrollView
        else { return }
        let offset = scrollView.contentOffset.y
        defer { lastTrackedOffset = offset }
        guard let last = lastTrackedOffset, offset != last else { return }
        // Only scrolling within the content counts, not a bounce past its top or end.
        let top = -scrollView.adjustedContentInset.top
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        guard offset > top, offset < max(top, end) else { return }
        let scrollsDown = offset > last
        setTabBarMinimized(scrollsDown == (minimizesOnScroll == .down))
    }

    /// The tab bar's settings changed.
    func tabBarSettingsDidChange() {
        placeBarAndContent()
    }

    /// The selected tab's navigation stack may have changed: the bar hides while a controller on it asks with
    /// `hidesBottomBarWhenPushed` (the root included, and the controllers pushed above one that asks), and the
    /// content then takes the bar's place, its safe area ending at the home indicator. Stand-in choice: the bar
    /// hides and shows at once (UIKit slides it with the push and pop), and only for a navigation controller that
    /// is the tab itself.
    func navigationStackDidChange() {
        let stack = (selectedViewController as? UINavigationController)?.viewControllers ?? []
        let hides = stack.contains { $0.hidesBottomBarWhenPushed }
        guard hides != isTabBarHiddenByStack else { return }
        isTabBarHiddenByStack = hides
        tabBar.isHidden = hides
        placeBarAndContent()
    }

    // MARK: Internals

    private enum ScrollDirection { case down, up }

    /// The direction of scrolling that minimises the bar, `nil` when it never does.
    private var minimizesOnScroll: ScrollDirection? {
        switch tabBarMinimizeBehavior {
        case .onScrollDown: return .down
        case .onScrollUp: return .up
        case .automatic, .never: return nil
        }
    }

    /// Minimises or expands the tab bar. Stand-in choice: a minimised bar takes nothing from the safe area above
    /// the home indicator; no source measures what it takes.
    private func setTabBarMinimized(_ minimized: Bool) {
        guard minimized != isTabBarMinimized else { return }
        isTabBarMinimized = minimized
        placeBarAndContent()
    }

    private func select(_ controller: UIViewController) {
        guard let index = tabs.firstIndex(where: { $0 === controller }) else { return }
        let old = selectedViewController
        selected = index
        guard old !== controller, isViewLoaded else { return placeBarAndContent() }
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        if onScreen {
            old?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        install(controller)
        lastTrackedOffset = nil
        setTabBarMinimized(false)
        navigationStackDidChange()
        if onScreen {
            old?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
        placeBarAndContent()
    }

    private func install(_ controller: UIViewController) {
        guard let container = viewIfLoaded else { return }
        let child = controller.view!
        child.frame = contentFrame(for: controller)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(child, belowSubview: tabBar)
        if let scrollView = controller.barContentScrollView, scrollView.barTrackingController == nil {
            scrollView.barTrackingController = self
        }
    }

    /// The height of the tab bar over the container's bottom safe area (the home indicator).
    private var tabBarContentHeight: CGFloat {
        isTabBarMinimized ? 0 : BarMetrics.tabBarHeight
    }

    private func placeBarAndContent() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let height = tabBarContentHeight + container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if let current = selectedViewController, current.isViewLoaded, current.view.superview === container {
            current.view.frame = contentFrame(for: current)
            ViewGeometryEpoch.advance()
            current.view.propagateSafeAreaChange()
        }
        container.bringSubviewToFront(tabBar)
    }

    private func contentFrame(for child: UIViewController) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        let extendsUnderBar =
            child.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        let barHeight = isTabBarHiddenByStack ? 0 : tabBar.frame.height
        let height = extendsUnderBar ? bounds.height : bounds.height - barHeight
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, height))
    }
}
