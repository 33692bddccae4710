/// A stack of view controllers with a navigation bar: push one to show it over the others, pop it to go back.
///
/// The top controller's view fills the container under a translucent bar (or starts below an opaque one, unless
/// it asks for `extendedLayoutIncludesOpaqueBars` or leaves `.top` out of `edgesForExtendedLayout`), and its safe
/// area ends at the bottom of the bar. With `navigationBar.prefersLargeTitles`, the bar's large title collapses
/// and stretches with the top controller's content scroll view; a search controller in the navigation item adds
/// its field under the title. Pushes and pops slide over `BarMetrics.transitionDuration`; the view that leaves is
/// removed from the window (its touches are cancelled) and the appearance callbacks run in UIKit's order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, ContainerLayout {
    /// The duration of `setNavigationBarHidden(_:animated:)`'s slide. Stand-in choice: 0.2 s, the value a
    /// UIKit-constants compatibility layer gives `UINavigationControllerHideShowBarDuration` (Apple prints none).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Told when a push, pop or `setViewControllers(_:animated:)` shows a controller; held weakly. Stand-in
    /// choice: the root shown when the navigation controller first appears, and a swipe back, are not announced.
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// The bar the controller shows at the top.
    open private(set) var navigationBar = UINavigationBar(frame: .zero)
    /// The edge swipe that pops the top controller; disable it to keep the user from swiping back.
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer? = UIPanGestureRecognizer()

    private var stack: [UIViewController] = []
    private var barHidden = false
    /// The bars' parts for the top item and its scroll position.
    private(set) var bands = NavigationBarBands()
    /// The push or pop sliding now, finished at once by the next one.
    private var transition: NavigationTransition?
    private weak var trackedScrollView: UIScrollView?
    private var isFollowingScrollView = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        adopt(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// An empty navigation controller.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// Decoding from a storyboard: the stand-in has none, so the controller starts empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    /// A screen-sized container holding the bar and the top controller's view.
    override open func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.layoutOwner = self
        container.addSubview(navigationBar)
        if let interactivePopGestureRecognizer { container.addGestureRecognizer(interactivePopGestureRecognizer) }
        view = container
        if let top = stack.last { install(top) }
        updateBars()
    }

    // MARK: The stack

    /// The controllers on the stack, root first; setting it replaces them without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view shows: the top one (the stand-in presents nothing modally).
    open var visibleViewController: UIViewController? { stack.last }

    /// Pushes `viewController` on the stack and slides its view in (at once when not `animated`). A controller
    /// already on the stack, or a navigation controller, is refused (UIKit raises).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }), !(viewController is UINavigationController) else {
            return
        }
        finishTransition()
        let from = stack.last
        adopt(viewController)
        show(viewController, replacing: from, animated: animated, isPush: true) {
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller and slides back to the one below; returns the popped controller, `nil` when only
    /// the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        finishTransition()
        guard stack.count > 1 else { return nil }
        let from = stack.removeLast()
        from.willMove(toParent: nil)
        show(stack[stack.count - 1], replacing: from, animated: animated, isPush: false) {
            from.removeFromParent()
        }
        return from
    }

    /// Pops every controller above the root; returns them (`nil` when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them (`nil` when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishTransition()
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            return stack.contains(where: { $0 === viewController }) ? [] : nil
        }
        let popped = Array(stack[(index + 1)...])
        let from = stack.removeLast()
        for middle in popped.dropLast() {
            middle.willMove(toParent: nil)
            middle.removeFromParent()
        }
        stack.removeAll { popped.contains($0) }
        from.willMove(toParent: nil)
        show(viewController, replacing: from, animated: animated, isPush: false) { from.removeFromParent() }
        return popped
    }

    /// Replaces the stack; the new top slides in as a push when `animated` (stand-in choice: always as a push).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishTransition()
        let from = stack.last
        for old in stack where !viewControllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old !== from { old.removeFromParent() }
        }
        stack.removeAll()
        for controller in viewControllers where !(controller is UINavigationController) { adopt(controller) }
        guard let to = stack.last, to !== from else {
            if let from, !stack.contains(where: { $0 === from }) { from.removeFromParent() }
            return updateBars()
        }
        show(to, replacing: from, animated: animated, isPush: true) {
            if let from, !self.stack.contains(where: { $0 === from }) { from.removeFromParent() }
            for controller in self.stack where controller.isMovingToParent { controller.didMove(toParent: self) }
        }
    }

    // MARK: The bar

    /// Whether the bar is hidden; setting it hides or shows the bar at once.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it over `hideShowBarDuration` when `animated`. The safe area of the top
    /// controller's view changes at once (the slide is the bar's picture).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { self.updateBars() }
        } else {
            updateBars()
        }
    }

    // MARK: The toolbar (stored only)

    /// Whether the toolbar is hidden; `true` by default. Stand-in choice: stored only; the stand-in has no
    /// toolbar, so showing it takes nothing from the content's safe area.
    open var isToolbarHidden = true
    /// Hides or shows the toolbar (see `isToolbarHidden`).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Whether an upward swipe hides the bars; `false` by default. Stand-in choice: stored only, the bars stay.
    @available(iOS 8.0, *)
    open var hidesBarsOnSwipe = false
    /// Whether a tap on the content hides and shows the bars; `false` by default. Stored only, as
    /// `hidesBarsOnSwipe`.
    @available(iOS 8.0, *)
    open var hidesBarsOnTap = false

    // MARK: Layout

    /// The container's size or its own safe area (the status bar the bar sits under) may have changed: the bar
    /// moves, and the content hears its new safe area.
    func layoutContainer() {
        updateBars()
    }

    override var barContentScrollView: UIScrollView? {
        stack.last?.barContentScrollView
    }

    override func safeRect(_ available: CGRect, forChildView child: UIViewController) -> CGRect {
        guard !barHidden, let container = viewIfLoaded, let window = container.window else { return available }
        let barBottom = container.convert(CGPoint(x: 0, y: coveredBarBottom), to: window).y
        var rect = available
        if barBottom > rect.minY {
            rect.size.height = max(0, rect.maxY - barBottom)
            rect.origin.y = barBottom
        }
        return rect
    }

    override func childLayoutPreferencesDidChange(_ child: UIViewController) {
        if child === stack.last { updateBars() }
    }

    override func contentScrollViewDidChange(_ scrollView: UIScrollView) {
        // Out of a window the content has no safe area to scroll against: the bar keeps its state.
        if scrollView === trackedScrollView, !isFollowingScrollView, scrollView.window != nil {
            isFollowingScrollView = true
            let next = bands.following(scrolled: scrolledPastExpandedTop(scrollView))
            stack.last?.navigationItem.barCollapse = next.collapse
            if next != bands {
                bands = next
                placeBarAndContent()
                announceSafeAreaToVisibleChildren()
            }
            isFollowingScrollView = false
        }
        super.contentScrollViewDidChange(scrollView)
    }

    /// Under the bar, the content may move down by the large title's collapsed part: the title expands as it does
    /// and the safe area grows with it, so a flick back to the top expands the title instead of bouncing off the
    /// collapsed bar (UIKit shows the large title expanded when the content reaches its top).
    override func contentScrollViewTopExpansion(_ scrollView: UIScrollView) -> CGFloat {
        guard scrollView === trackedScrollView, scrollView.window != nil, safeAreaFollowsBar(scrollView) else {
            return super.contentScrollViewTopExpansion(scrollView)
        }
        return bands.collapsedLargeTitle
    }

    /// A finger lifting with the content heading for a rest inside the large title's collapse snaps it to the
    /// nearer end (UIKit adjusts the target offset this way; flutter/flutter #126028 describes it).
    override func contentScrollViewRestingTarget(_ scrollView: UIScrollView, for target: CGPoint) -> CGPoint {
        guard scrollView === trackedScrollView, scrollView.window != nil, !barHidden else {
            return super.contentScrollViewRestingTarget(scrollView, for: target)
        }
        let expandedTop = self.expandedTop(of: scrollView)
        let collapse = min(max(target.y + expandedTop, 0), bands.collapsible)
        // Half a pixel: a title that close to an end (a rounding error off) is not moved.
        let resting = bands.restingCollapse(for: collapse, tolerance: 0.5 / UIScreen.main.scale)
        guard resting != collapse else { return target }
        // Stand-in choice: on the pixel grid, so that the rounding errors of the bar's geometry do not leave the
        // content a hair off the end it snaps to.
        let scale = UIScreen.main.scale
        return CGPoint(x: target.x, y: ((resting - expandedTop) * scale).rounded() / scale)
    }

    /// The navigation item of the top controller changed what the bar shows.
    func navigationItemDidChange(_ item: UINavigationItem) {
        if item === stack.last?.navigationItem { updateBars() }
    }

    /// The bar's translucency or large-title preference changed.
    func barSettingsDidChange() {
        updateBars()
    }

    // MARK: Internals

    /// The bottom of the bar's part of the safe area, in the container's coordinates (the stretch left out).
    private var coveredBarBottom: CGFloat {
        barTop + titleRowHeight + bands.coveredHeight
    }

    /// The title row's height: none while a presented search hides it.
    var titleRowHeight: CGFloat {
        bands.hidesTitleRow ? 0 : BarMetrics.navigationBarHeight
    }

    /// The top of the bar: below the status bar, that is, at the container's own top safe-area inset.
    private var barTop: CGFloat {
        viewIfLoaded?.safeAreaInsets.top ?? 0
    }

    /// How far `scrollView` has scrolled past the top it would have with the bar's parts all shown.
    private func scrolledPastExpandedTop(_ scrollView: UIScrollView) -> CGFloat {
        scrollView.contentOffset.y + expandedTop(of: scrollView)
    }

    /// The adjusted top inset `scrollView` would have with the bar's parts all shown.
    ///
    /// Under the bar, its safe area would grow by what the bar has collapsed; below an opaque bar its view moves
    /// down instead and the safe area stays (a view that only touches the bar reads a top inset of a few ulps
    /// there, from its frame stored as centre and size, which must not count as sitting under it).
    private func expandedTop(of scrollView: UIScrollView) -> CGFloat {
        scrollView.adjustedContentInset.top + (safeAreaFollowsBar(scrollView) ? bands.collapse : 0)
    }

    /// Whether `scrollView`'s adjusted top grows as the bar's parts expand: it sits under the bar and takes the safe
    /// area into its inset.
    private func safeAreaFollowsBar(_ scrollView: UIScrollView) -> Bool {
        stack.last.map(extendsUnderBar) == true
            && scrollView.adjustedContentInset.top - scrollView.contentInset.top > 0
    }

    /// Puts `controller` on the stack as a child, telling its item who shows it.
    private func adopt(_ controller: UIViewController) {
        addChild(controller)
        stack.append(controller)
        controller.navigationItem.navigationController = self
    }

    /// Whether the item at `index` shows a large title.
    private func showsLargeTitle(at index: Int) -> Bool {
        guard navigationBar.prefersLargeTitles, stack.indices.contains(index) else { return false }
        switch stack[index].navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic: return index == 0 || showsLargeTitle(at: index - 1)
        }
    }

    /// Reads the top item's bar settings, follows its scroll view, places everything and tells the views whose
    /// safe area changed.
    func updateBars() {
        guard isViewLoaded else { return }
        let top = stack.last
        var next = NavigationBarBands()
        if let top, !barHidden {
            next.largeTitle = showsLargeTitle(at: stack.count - 1) ? BarMetrics.largeTitleHeight : 0
            if let search = top.navigationItem.searchController {
                next.searchField = BarMetrics.searchFieldHeight
                next.searchFieldHides = top.navigationItem.hidesSearchBarWhenScrolling
                if search.isActive { next.presentSearch(hidingTitleRow: search.hidesNavigationBarDuringPresentation) }
                if search.searchBar.superview !== navigationBar { navigationBar.addSubview(search.searchBar) }
            }
        }
        for subview in navigationBar.subviews where subview !== top?.navigationItem.searchController?.searchBar {
            subview.removeFromSuperview()
        }
        let scrollView = top?.barContentScrollView
        if trackedScrollView !== scrollView {
            if trackedScrollView?.barTrackingController === self { trackedScrollView?.barTrackingController = nil }
            trackedScrollView = scrollView
            scrollView?.barTrackingController = self
        }
        // Content keeps how far it collapsed the bar, also across a push and pop (its offset, kept while away,
        // says so on a device). The first time, a search field that hides while scrolling starts hidden, and
        // pulling the content down shows it (mozilla-mobile/firefox-ios #6703: apps scroll to show it).
        let initialCollapse = next.searchFieldHides ? next.searchField : 0
        next.collapse = min(top?.navigationItem.barCollapse ?? initialCollapse, next.collapsible)
        // The content learns its safe area first (a list resting at its top moves below the bar), then the bar
        // follows where it rests.
        isFollowingScrollView = true
        bands = next
        placeBarAndContent()
        announceSafeAreaToVisibleChildren()
        isFollowingScrollView = false
        if let scrollView, !barHidden { contentScrollViewDidChange(scrollView) }
        tabBarController?.navigationStackDidChange()
    }

    /// Sets the bar's frame from the bands, the search field's inside it, and the visible children's frames.
    private func placeBarAndContent() {
        guard let container = viewIfLoaded else { return }
        let width = container.bounds.width
        let height = titleRowHeight + bands.coveredHeight + bands.stretch
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -height : barTop, width: width, height: height)
        navigationBar.isHidden = barHidden
        if let searchBar = stack.last?.navigationItem.searchController?.searchBar {
            let searchTop = titleRowHeight + bands.visibleLargeTitle + bands.stretch
            searchBar.frame = CGRect(x: 0, y: searchTop, width: width, height: bands.visibleSearchField)
        }
        for child in stack where child.isViewLoaded && child.view.superview === container {
            let x = child.view.frame.minX
            child.view.frame = contentFrame(for: child, x: x)
        }
        container.bringSubviewToFront(navigationBar)
    }

    /// Where `child`'s view goes: the whole container when it extends under the bar, else below the bar.
    func contentFrame(for child: UIViewController, x: CGFloat) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? .zero
        let top = extendsUnderBar(child) ? 0 : coveredBarBottom
        return CGRect(x: x, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// Whether `child`'s view fills the container under the bar rather than starting below it.
    private func extendsUnderBar(_ child: UIViewController) -> Bool {
        barHidden
            || (child.edgesForExtendedLayout.contains(.top)
                && (navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars))
    }

    /// Every child view in the container hears it: also the one a swipe back is taking off the stack, which
    /// still shows (and rests within the limits of the bars it now sits under).
    private func announceSafeAreaToVisibleChildren() {
        ViewGeometryEpoch.advance()
        guard let container = viewIfLoaded else { return }
        for view in container.subviews where view.owningViewController != nil {
            view.propagateSafeAreaChange()
        }
    }

    /// Adds `controller`'s view to the container (below the bar), sized for it.
    func install(_ controller: UIViewController, below other: UIViewController? = nil, x: CGFloat = 0) {
        guard let container = viewIfLoaded else { return }
        let child = controller.view!
        child.frame = contentFrame(for: controller, x: x)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let other, other.isViewLoaded, other.view.superview === container {
            container.insertSubview(child, belowSubview: other.view)
        } else {
            container.insertSubview(child, belowSubview: navigationBar)
        }
    }

    /// Shows `to` in place of `from`, sliding when `animated` and on screen, with the appearance callbacks; runs
    /// `completion` (the containment call that ends the move) when the views are in place.
    private func show(
        _ to: UIViewController, replacing from: UIViewController?, animated: Bool, isPush: Bool,
        completion: @escaping () -> Void
    ) {
        guard let container = viewIfLoaded else { return completion() }
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        if onScreen {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let width = container.bounds.width
        let slides = animated && onScreen && from != nil && UIView.areAnimationsEnabled
        if isPush {
            install(to, x: slides ? width : 0)
        } else {
            install(to, below: from, x: slides ? -width * 0.3 : 0)
        }
        updateBars()
        delegate?.navigationController(self, willShow: to, animated: animated)
        let running = NavigationTransition(
            from: from, to: to, onScreen: onScreen, animated: animated, completion: completion)
        transition = running
        guard slides, let from else { return finish(running) }
        UIView.animate(
            withDuration: BarMetrics.transitionDuration, delay: 0, options: [],
            animations: {
                to.view.frame.origin.x = 0
                from.view.frame.origin.x = isPush ? -width * 0.3 : width
            },
            completion: { _ in self.finish(running) })
    }

    /// Ends `running` if it is still the transition under way: the old view leaves, the `did` callbacks run.
    func finish(_ running: NavigationTransition) {
        guard transition === running else { return }
        transition = nil
        if let from = running.from, from !== stack.last, from.isViewLoaded {
            from.view.removeFromSuperview()
            from.view.frame.origin.x = 0
        }
        if running.onScreen {
            running.from?.endAppearanceTransition()
            running.to.endAppearanceTransition()
        }
        running.completion()
        delegate?.navigationController(self, didShow: running.to, animated: running.animated)
    }

    /// Finishes the slide under way at once, so that the next push or pop starts from a settled stack.
    func finishTransition() {
        interactivePop?.finishAtOnce()
        if let transition {
            transition.to.view.frame.origin.x = 0
            finish(transition)
        }
    }

    /// The swipe back under way, if any (see `UINavigationController+InteractivePop.swift`).
    var interactivePop: InteractivePop?

    /// For the swipe back: the stack without its top, which the swipe settles.
    func removeTopForSwipeBack() -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return stack.removeLast()
    }

    /// For a cancelled swipe back: the top goes back on the stack.
    func restoreTopAfterSwipeBack(_ controller: UIViewController) {
        stack.append(controller)
        updateBars()
    }
}

/// A push or pop whose slide is under way.
@MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController
    let onScreen: Bool
    let animated: Bool
    let completion: () -> Void

    init(
        from: UIViewController?, to: UIViewController, onScreen: Bool, animated: Bool,
        completion: @escaping () -> Void
    ) {
        self.from = from
        self.to = to
        self.onScreen = onScreen
        self.animated = animated
        self.completion = completion
    }
}
