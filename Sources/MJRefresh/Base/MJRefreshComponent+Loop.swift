#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// The loop every component runs from its role: each offset change, pan change, layout pass and state change
// goes to the role's decision in `MJRefreshCore` (`MJRefreshPullEngine` for the header, the back footer and the
// trailer; `MJRefreshAutoFooterTrigger` for the auto footer), and the outcome is applied here. The components
// only add where they sit (`place(_:)`) and, for the auto footer, its own trigger.

extension MJRefreshComponent {
    /// Whether another component of the same scroll view (header, footer or trailer) is refreshing. User
    /// gestures then arm or start nothing, so two components never refresh together from the user's hand;
    /// calls (`beginRefreshing()`) still work.
    var isAnotherComponentRefreshing: Bool {
        guard let scrollView else { return false }
        // Three checks rather than an array of the three (which allocates).
        func isOther(_ component: MJRefreshComponent?) -> Bool { component !== self && component?.isRefreshing == true }
        return isOther(scrollView.mj_header) || isOther(scrollView.mj_footer) || isOther(scrollView.mj_trailer)
    }

    /// The engine's input for a decision of this pull component now.
    func pullInput(_ role: MJRefreshRole, _ metrics: MJRefreshScrollMetrics) -> MJRefreshPullInput {
        let extent = role == .trailer || role == .rightToLeftTrailer ? mj_w : mj_h
        return MJRefreshPullInput(role: role, extent: extent, state: state, metrics: metrics, mayLoad: mayLoad)
    }

    /// An offset change: measures the scroll view once (without the component's own share), keeps
    /// `scrollViewOriginalInset` current, re-places the component and decides.
    func followScroll() {
        followLayoutDirection()
        guard let scrollView, let role else { return }
        let metrics = measure(scrollView, for: role)
        place(metrics)
        scrollDidChange(metrics, role: role)
    }

    /// Measures `scrollView` without `role`'s share, and keeps `scrollViewOriginalInset` to what it measured: the
    /// safe area and the bars change the effective inset without a `contentInset` change.
    func measure(_ scrollView: UIScrollView, for role: MJRefreshRole) -> MJRefreshScrollMetrics {
        let metrics = scrollMetrics(of: scrollView, excluding: role)
        scrollViewOriginalInset = UIEdgeInsets(metrics.baselineInset)
        return metrics
    }

    /// A pan change: hands the finger's new phase to the decision.
    func followPan() {
        guard role != nil, let event = panStateChange.new.flatMap(MJRefreshPanEvent.init) else { return }
        panDidChange(event)
    }

    /// The pull decision of an offset change (the auto footer has its own, see `MJRefreshAutoFooter`).
    func decidePull(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        let outcome = pullEngine.offsetDidChange(
            pullInput(role, metrics), isAnotherComponentRefreshing: isAnotherComponentRefreshing)
        apply(outcome)
        if state != .refreshing { prepareFeedbackIfPulling() }
    }

    /// The pull decision of a pan change.
    func decidePull(_ event: MJRefreshPanEvent) {
        apply(pullEngine.panDidChange(event, state: state))
    }

    /// Runs a release the pan's end left for this layout pass; called from `layoutSubviews`.
    func runPendingRelease() {
        apply(pullEngine.layoutDidPass(state: state, isAnotherComponentRefreshing: isAnotherComponentRefreshing))
    }

    /// Does what the engine decided. A pull armed under the finger gives the haptic impact.
    private func apply(_ outcome: MJRefreshPullOutcome) {
        if let percent = outcome.pullingPercent { pullingPercent = percent }
        if outcome.needsLayout { setNeedsLayout() }
        if outcome.beginsRefreshing {
            beginRefreshing()
        } else if let newState = outcome.newState {
            let oldState = state
            enter(newState)
            if oldState == .idle, state == .pulling { fingerDidCrossThreshold() }
        }
    }

    /// Runs the inset side of a state change of a pull component: entering `.refreshing` reveals it, leaving
    /// `.refreshing` collapses it.
    func followTransition(from oldState: MJRefreshState) {
        guard let role, role.isPull else { return }
        switch pullEngine.stateDidChange(from: oldState, to: state, isTracking: scrollView?.isTracking ?? false) {
        case .reveal: revealForRefreshing(role: role)
        case .collapse: collapseAfterRefreshing(role: role)
        case .none: break
        }
    }

    /// Readies the Taptic Engine as soon as a finger starts a pull, so that the impact at the threshold comes
    /// without delay; the generator is let go when the finger lifts or the pull is back at rest.
    private func prepareFeedbackIfPulling() {
        // Off by default: then this costs one read per offset change.
        guard isHapticFeedbackEnabled, pullingPercent > 0, scrollView?.isTracking == true else {
            if feedbackGenerator != nil { feedbackGenerator = nil }
            return
        }
        guard feedbackGenerator == nil else { return }
        let generator = UIImpactFeedbackGenerator(style: hapticFeedbackStyle)
        generator.prepare()
        feedbackGenerator = generator
    }

    /// Gives the impact of `isHapticFeedbackEnabled` when the pull armed: only under a finger (the engine arms no
    /// other pull; the check keeps it so whatever the engine does).
    private func fingerDidCrossThreshold() {
        guard isHapticFeedbackEnabled, scrollView?.isTracking == true else { return }
        (feedbackGenerator ?? UIImpactFeedbackGenerator(style: hapticFeedbackStyle)).impactOccurred()
    }

    /// Gives `role`'s edge the component's share and scrolls to the offset that shows it (the engine's reveal
    /// target) in the fast animation, then calls back. When the pan was cancelled as the refresh began, the
    /// insets stay as they are (MJRefresh's rule).
    ///
    /// The content moves to the target before the inset grows: a navigation bar's large title follows the offset
    /// relative to the adjusted top, and an inset that grew first would leave the content 'scrolled' by the share,
    /// collapsing the title for the whole refresh (eggswift/pull-to-refresh #151, MJRefresh #1134).
    private func revealForRefreshing(role: MJRefreshRole) {
        guard let scrollView else { return executeRefreshingCallback() }
        let wasCancelled = scrollView.panGestureRecognizer.state == .cancelled
        let cycle = refreshCycle
        UIView.animate(
            withDuration: fastAnimationDuration,
            animations: {
                guard !wasCancelled else { return }
                let metrics = self.scrollMetrics(of: scrollView, excluding: role)
                let destination = MJRefreshPullEngine.revealTarget(for: self.pullInput(role, metrics))
                scrollView.setContentOffset(destination.offset, animated: false)
                self.setInsetDelta(destination.delta, for: role)
                let offset = Self.offset(destination.offset, keptInRangeOf: scrollView, along: role.edge)
                scrollView.setContentOffset(offset, animated: false)
            },
            completion: { [weak scrollView] _ in
                // The callbacks belong to this refresh: not if it ended, the component left (or was replaced on) its
                // scroll view, or the scroll view was freed while the reveal ran.
                guard let scrollView else { return self.callCompletions.completeBeginCalls(calledBack: false) }
                guard self.isCurrentRefresh(cycle), self.scrollView === scrollView else { return }
                self.executeRefreshingCallback()
            })
    }

    /// `offset` moved, along the axis of `edge`, into the range `scrollView` can rest in with the inset it shows
    /// now. The reveal's offset lies on that range's edge when the host takes the component's whole share; a host
    /// whose setter or observer let less of it through gets its content at the edge it allows, not past it.
    static func offset(_ offset: CGPoint, keptInRangeOf scrollView: UIScrollView, along edge: MJRefreshEdge) -> CGPoint
    {
        let inset = scrollView.adjustedContentInset
        let content = scrollView.contentSize, view = scrollView.bounds.size
        func kept(_ value: CGFloat, leading: CGFloat, trailing: CGFloat, content: CGFloat, view: CGFloat) -> CGFloat {
            let minimum = -leading.mjFiniteValue
            let maximum = max(minimum, content.mjFiniteValue.clampedAtZero + trailing.mjFiniteValue - view)
            return min(max(value, minimum), maximum)
        }
        switch edge {
        case .top, .bottom:
            return CGPoint(
                x: offset.x,
                y: kept(
                    offset.y, leading: inset.top, trailing: inset.bottom,
                    content: content.height, view: view.height))
        case .left, .right:
            return CGPoint(
                x: kept(
                    offset.x, leading: inset.left, trailing: inset.right,
                    content: content.width, view: view.width), y: offset.y)
        }
    }

    /// Takes `role`'s share out of its edge in the slow animation, restoring the host's inset exactly.
    private func collapseAfterRefreshing(role: MJRefreshRole) {
        callCompletions.collapseDidStart()
        UIView.animate(
            withDuration: slowAnimationDuration,
            animations: {
                self.removeInsetDelta(for: role)
                self.endRefreshingAnimationBeginAction?()
                if self.isAutomaticallyChangeAlpha { self.alpha = 0 }
            },
            completion: { _ in
                if !self.isRefreshing { self.pullingPercent = 0 }
                self.endRefreshingCompletionBlock?()
                self.callCompletions.collapseDidFinish()
            })
    }
}

extension CGFloat {
    /// Non-finite geometry counts as 0, as everywhere in the components.
    fileprivate var mjFiniteValue: CGFloat { isFinite ? self : 0 }
    fileprivate var clampedAtZero: CGFloat { Swift.max(self, 0) }
}

extension MJRefreshPanEvent {
    /// The engine's view of a pan state: began, ended, or interrupted (cancelled or failed); `nil` for the
    /// others (changed, possible).
    init?(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began: self = .began
        case .ended: self = .ended
        case .cancelled, .failed: self = .interrupted
        default: return nil
        }
    }
}
