/// A footer you pull up past the end of the content and release to load, like the header upside down.
///
/// It sits right after the content, or at the bottom of the visible area when the content is shorter. While
/// loading it adds to the bottom inset what keeps it in view (its height, plus the empty gap of a short list);
/// ending removes exactly that, and the offset comes to rest in the valid range (the top, for a short list).
/// Geometry: `MJRefreshBackFooterTrigger`.
@MainActor
open class MJRefreshBackFooter: MJRefreshFooter {
    var trigger: MJRefreshBackFooterTrigger {
        MJRefreshBackFooterTrigger(height: mj_h, ignoredInsetBottom: ignoredScrollViewContentInsetBottom)
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        placeAfterContent()
    }

    override open func placeSubviews() {
        super.placeSubviews()
        placeAfterContent()
    }

    override open func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentSizeDidChange(change)
        placeAfterContent()
    }

    private func placeAfterContent() {
        guard let scrollView else { return }
        let metrics = scrollMetrics(of: scrollView, excluding: .backFooter)
        let y = trigger.frameY(metrics)
        if mj_y != y { mj_y = y }
        // Below short content the footer is pinned to the bottom of the visible area: a flexible top margin lets
        // a resize of the scroll view carry it along at once.
        autoresizingMask = trigger.contentOverflow(metrics) < 0 ? [.flexibleWidth, .flexibleTopMargin] : [.flexibleWidth]
    }

    override open func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        guard let scrollView, state != .refreshing else { return }
        pullGate.observe(isTracking: scrollView.isTracking)
        applyPullOutcome(trigger.outcome(state: state, metrics: scrollMetrics(of: scrollView, excluding: .backFooter),
                                         gateOpen: pullGate.isOpen && mayLoad))
    }

    override open func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewPanStateDidChange(change)
        handlePullPanState(change)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch (oldState, state) {
        case (_, .refreshing):
            let trigger = self.trigger
            revealForRefreshing(owner: .backFooter) { metrics in
                (trigger.refreshingInsetDelta(metrics),
                 CGPoint(x: metrics.contentOffset.x, y: trigger.refreshingOffsetY(metrics)))
            }
        case (.refreshing, .idle), (.refreshing, .noMoreData):
            collapseAfterRefreshing(owner: .backFooter)
        default:
            break
        }
    }
}
