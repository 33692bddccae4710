#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A normal header with a second floor: pulled past `secondFloorThreshold` (a second, larger threshold) and
/// released, it opens `secondFloorView`, a page as tall as the scroll view below its top inset, above the list,
/// instead of refreshing. Released between its own height and that threshold it refreshes as any header.
///
/// Opening gives the header's share of the top inset the page's height (the scroll view's height less the top
/// inset it had) and scrolls the page into view; `closeSecondFloor()` takes exactly that out and scrolls back to the
/// top of the list. While the page is open no pull arms and no refresh starts. VoiceOver gets "Open second floor"
/// and "Close second floor" actions on the list, beside "Refresh".
@preconcurrency @MainActor
open class MJRefreshTwoLevelHeader: MJRefreshNormalHeader {
    /// The page above the list; the header puts it in the scroll view while it is open. `nil`: the second floor
    /// opens empty (the list moves away from an empty area).
    public final var secondFloorView: UIView?

    /// How far past the top, in points, a pull opens the second floor on release; 150 by default. A value at or
    /// below the header's height, or not finite, leaves only the second floor (no refresh by pull).
    public final var secondFloorThreshold: CGFloat = 150

    /// Called each time the second floor has opened (after its animation).
    public final var secondFloorOpenedBlock: MJRefreshComponentAction?
    /// Called each time the second floor has closed (after its animation).
    public final var secondFloorClosedBlock: MJRefreshComponentAction?

    /// Whether the page is open.
    public final private(set) var isSecondFloorOpen = false
    /// Whether the finger holds the pull past `secondFloorThreshold`: releasing now opens the second floor.
    public final private(set) var isSecondFloorArmed = false {
        didSet { if isSecondFloorArmed != oldValue { showArmedTitle() } }
    }

    /// The "Open second floor" and "Close second floor" actions this header put on its scroll view.
    private final var actions: (open: UIAccessibilityCustomAction, close: UIAccessibilityCustomAction)?

    /// Sets `secondFloorView` and `secondFloorOpenedBlock`.
    @discardableResult
    public final func secondFloor(_ view: UIView?, opened: MJRefreshComponentAction? = nil) -> Self {
        secondFloorView = view
        secondFloorOpenedBlock = opened
        return self
    }

    /// Opens the second floor: at once, animated, whatever the pull. Does nothing while detached, refreshing, or
    /// already open.
    public final func openSecondFloor() {
        guard let scrollView, !isSecondFloorOpen, !isRefreshing else { return }
        isSecondFloorOpen = true
        isSecondFloorArmed = false
        let top = insets.baseline(of: scrollView, for: .header).top
        let height = max(0, scrollView.bounds.height - top)
        if let page = secondFloorView {
            page.frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
            scrollView.insertSubview(page, aboveSubview: self)
        }
        UIView.animate(
            withDuration: slowAnimationDuration,
            animations: {
                self.setInsetDelta(height, for: .header)
                scrollView.setContentOffset(
                    CGPoint(x: scrollView.contentOffset.x, y: -(top + height)), animated: false)
            },
            completion: { _ in if self.isSecondFloorOpen { self.secondFloorOpenedBlock?() } })
    }

    /// Closes the second floor: takes its share of the inset out and scrolls back to the top of the list,
    /// animated. Does nothing when it is not open.
    public final func closeSecondFloor() {
        guard let scrollView, isSecondFloorOpen else { return }
        isSecondFloorOpen = false
        UIView.animate(
            withDuration: slowAnimationDuration,
            animations: {
                self.removeInsetDelta(for: .header)
                let top = self.insets.baseline(of: scrollView, for: .header).top
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -top), animated: false)
            },
            completion: { _ in
                guard !self.isSecondFloorOpen else { return }
                self.secondFloorView?.removeFromSuperview()
                self.secondFloorClosedBlock?()
            })
    }

    /// No refresh starts while the page is open.
    override open func beginRefreshing() {
        guard !isSecondFloorOpen else { return }
        super.beginRefreshing()
    }

    /// No pull arms while the page is open.
    override func mayLoad(contentHeight: CGFloat?) -> Bool { !isSecondFloorOpen }

    override func scrollDidChange(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        super.scrollDidChange(metrics, role: role)
        let pulled = -metrics.contentOffset.y.mjFinite - metrics.baselineInset.top.mjFinite
        isSecondFloorArmed =
            state == .pulling && metrics.isDragging && !isSecondFloorOpen && pulled > secondFloorThreshold.mjFinite
    }

    /// A release past the second threshold opens the page instead of refreshing.
    override func panDidChange(_ event: MJRefreshPanEvent) {
        guard event == .ended, isSecondFloorArmed else { return super.panDidChange(event) }
        enter(.idle)
        openSecondFloor()
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        if state != .pulling { isSecondFloorArmed = false }
        super.stateDidChange(from: oldState)
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        let localizer = MJRefreshConfig.default
        let open = UIAccessibilityCustomAction(name: localizer.text(for: .accessibilityOpenSecondFloorAction)) {
            [weak self] _ in
            guard let self, !self.isSecondFloorOpen, !self.isRefreshing else { return false }
            self.openSecondFloor()
            return true
        }
        let close = UIAccessibilityCustomAction(name: localizer.text(for: .accessibilityCloseSecondFloorAction)) {
            [weak self] _ in
            guard let self, self.isSecondFloorOpen else { return false }
            self.closeSecondFloor()
            return true
        }
        actions = (open, close)
        scrollView.accessibilityCustomActions = (scrollView.accessibilityCustomActions ?? []) + [open, close]
    }

    /// Leaving the scroll view closes the page at once (the base class takes the inset share out).
    override func scrollViewWillDetach(_ scrollView: UIScrollView) {
        isSecondFloorOpen = false
        isSecondFloorArmed = false
        secondFloorView?.removeFromSuperview()
        var remaining: [UIAccessibilityCustomAction] = []
        for action in scrollView.accessibilityCustomActions ?? [] {
            if action !== actions?.open && action !== actions?.close { remaining.append(action) }
        }
        scrollView.accessibilityCustomActions = remaining.isEmpty ? nil : remaining
        actions = nil
        super.scrollViewWillDetach(scrollView)
    }

    /// The state's title the armed one replaced, put back when the pull comes back under the threshold.
    private final var titleBeforeArming: String?

    /// "Release to open" while armed, the state's title otherwise.
    private final func showArmedTitle() {
        let label: UILabel = stateLabel
        if isSecondFloorArmed {
            titleBeforeArming = label.text
            label.text = MJRefreshConfig.default.text(for: .secondFloorPulling)
        } else {
            label.text = titleBeforeArming
        }
        setNeedsLayout()
    }
}
