/// A footer that loads by itself when the user scrolls it into view.
///
/// It sits right after the content and keeps its height in the bottom inset while attached and visible, so
/// it can be scrolled into view. After a load ends it does not load again by itself until the user reaches
/// the new end of the content (or starts a new drag): appending rows, settling estimated sizes or reloading
/// the same data never start a load. See `MJRefreshAutoFooterTrigger` for the geometry and the limits.
@MainActor
open class MJRefreshAutoFooter: MJRefreshFooter {
    private var trigger = MJRefreshAutoFooterTrigger()

    /// Whether scrolling to the footer loads; `true`. When `false` only a tap or a call starts a load.
    open var isAutomaticallyRefresh: Bool {
        get { trigger.automaticallyRefresh }
        set { trigger.automaticallyRefresh = newValue }
    }

    /// How much of the footer must be visible before it loads: 1 (all of it) by default.
    open var triggerAutomaticallyRefreshPercent: CGFloat {
        get { trigger.triggerPercent }
        set { trigger.triggerPercent = newValue }
    }

    /// How many loads one drag may start; 1 by default, −1 for no limit. Loads started while the content
    /// decelerates, by a tap or by a call are not counted.
    open var autoTriggerTimes: Int {
        get { trigger.autoTriggerTimes }
        set { trigger.autoTriggerTimes = newValue }
    }

    override open var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden {
                state = .idle
                removeInsetDelta(for: .autoFooter)
            } else {
                setInsetDelta(mj_h, for: .autoFooter)
                placeAfterContent()
            }
        }
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        trigger.height = mj_h
        placeAfterContent()
        if !isHidden { setInsetDelta(mj_h, for: .autoFooter) }
    }

    override open func placeSubviews() {
        super.placeSubviews()
        placeAfterContent()
    }

    private func placeAfterContent() {
        guard let scrollView else { return }
        trigger.ignoredInsetBottom = ignoredScrollViewContentInsetBottom
        let y = trigger.frameY(contentHeight: scrollView.contentSize.height)
        if mj_y != y { mj_y = y }
    }

    override open func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentSizeDidChange(change)
        placeAfterContent()
    }

    override open func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        guard let scrollView, !isOtherComponentRefreshing else { return }
        let previous = (change?["old"] as? CGPoint)?.y ?? scrollView.contentOffset.y
        // The trigger measures from the adjusted inset, footer included: its height is part of what can be
        // scrolled to.
        let metrics = scrollMetrics(of: scrollView, excluding: .autoFooter)
        if trigger.scrollDidChange(state: state, metrics: metrics, previousOffsetY: previous, isHidden: isHidden) {
            state = .refreshing
        }
    }

    override open func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewPanStateDidChange(change)
        guard let scrollView, let newState = change?["new"] as? UIGestureRecognizer.State else { return }
        switch newState {
        case .began:
            trigger.panDidBegin()
        case .ended where !isOtherComponentRefreshing:
            let metrics = scrollMetrics(of: scrollView, excluding: .autoFooter)
            if trigger.panDidEnd(state: state, metrics: metrics, isHidden: isHidden) { state = .refreshing }
        default:
            break
        }
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch (oldState, state) {
        case (_, .refreshing):
            // The footer is already in view (its height is in the inset): load at once.
            executeRefreshingCallback()
        case (.refreshing, .idle), (.refreshing, .noMoreData):
            trigger.refreshingDidEnd(contentHeight: scrollView?.contentSize.height ?? 0)
            endRefreshingCompletionBlock?()
        default:
            break
        }
    }

    /// Starts a load now, whatever the drag history (a tap or a call is always the user's intent).
    /// Ignored while hidden, and while the content is empty (the footer then has nothing to follow).
    override open func beginRefreshing() {
        guard !isHidden, (scrollView?.contentSize.height ?? 0) > 0 else { return }
        super.beginRefreshing()
    }
}
