// The pull-to-refresh mechanics shared by the header, the back footer and the trailer: each pulls past one
// edge, arms (`.pulling`) past a threshold, refreshes when the finger lifts, and while refreshing keeps a
// share of that edge's inset. Only the geometry differs, and it comes from `MJRefreshCore`.

extension MJRefreshComponent {
    /// Whether another component of the same scroll view (header, footer or trailer) is refreshing. User
    /// gestures then arm or start nothing, so two components never refresh together from the user's hand;
    /// calls (`beginRefreshing()`) still work.
    var isAnotherComponentRefreshing: Bool {
        guard let scrollView else { return false }
        // Asked on every offset change: three checks rather than an array of the three (which allocates).
        func isOther(_ component: MJRefreshComponent?) -> Bool { component !== self && component?.isRefreshing == true }
        return isOther(scrollView.mj_header) || isOther(scrollView.mj_footer) || isOther(scrollView.mj_trailer)
    }

    /// Applies what the trigger geometry decided after an offset change of an idle or pulling component. It does
    /// not arm while another component refreshes.
    ///
    /// A release seen here (the offset moved after the finger lifted) is not acted on inside the offset
    /// observation: it is handled at the next layout pass, so no inset is written re-entrantly.
    func applyPullOutcome(_ outcome: MJRefreshDragOutcome) {
        if let percent = outcome.pullingPercent { pullingPercent = percent }
        if outcome.beginsRefreshing {
            isReleasePending = true
            setNeedsLayout()
        } else if let newState = outcome.newState, newState != .pulling || !isAnotherComponentRefreshing {
            state = newState
        }
    }

    /// Follows the finger on the scroll view: the trigger geometry (`outcome`, given the metrics measured without
    /// `owner`'s share and whether a pull may arm now) decides the percent and the state. Ignored while refreshing.
    func followPull(excluding owner: MJRefreshInsetOwner, mayArm: Bool = true,
                    _ outcome: (MJRefreshScrollMetrics, _ gateOpen: Bool) -> MJRefreshDragOutcome) {
        guard let scrollView, state != .refreshing else { return }
        pullGate.observe(isTracking: scrollView.isTracking)
        applyPullOutcome(outcome(scrollMetrics(of: scrollView, excluding: owner), pullGate.isOpen && mayArm))
    }

    /// Runs the inset side of a state change of a pull component: entering `.refreshing` reveals it (`target`
    /// gives the share of `owner`'s edge and the offset that shows it), leaving `.refreshing` collapses it.
    func applyPullTransition(from oldState: MJRefreshState, owner: MJRefreshInsetOwner,
                             target: @escaping (MJRefreshScrollMetrics) -> (delta: CGFloat, offset: CGPoint)) {
        switch (oldState, state) {
        case (_, .refreshing): revealForRefreshing(owner: owner, target: target)
        case (.refreshing, .idle), (.refreshing, .noMoreData): collapseAfterRefreshing(owner: owner)
        default: break
        }
    }

    /// Starts the refresh a finger armed: when the pan ends past the threshold. An interrupted pan (cancelled
    /// by the system, or failed) disarms instead.
    func handlePullPanState(_ change: [AnyHashable: Any]?) {
        guard state == .pulling, let newState = change?["new"] as? UIGestureRecognizer.State else { return }
        switch newState {
        case .ended: release()
        case .cancelled, .failed: state = .idle
        default: break
        }
    }

    /// The finger lifted past the threshold: refresh, unless another component started refreshing since this
    /// one armed (then it disarms, so the two never refresh together from the user's hand).
    private func release() {
        if isAnotherComponentRefreshing {
            state = .idle
        } else {
            beginRefreshing()
        }
    }

    /// Runs a release that `applyPullOutcome` postponed; called from `layoutSubviews`.
    func runPendingRelease() {
        guard isReleasePending else { return }
        isReleasePending = false
        if state == .pulling { release() }
    }

    /// Gives `owner`'s edge `delta` more inset and scrolls to `offset` in the fast animation, then calls back.
    /// When the pan was cancelled as the refresh began, the insets stay as they are (MJRefresh's rule).
    func revealForRefreshing(owner: MJRefreshInsetOwner,
                             target: @escaping (MJRefreshScrollMetrics) -> (delta: CGFloat, offset: CGPoint)) {
        isReleasePending = false
        guard let scrollView else { return executeRefreshingCallback() }
        let wasCancelled = scrollView.panGestureRecognizer.state == .cancelled
        let cycle = refreshCycle
        UIView.animate(withDuration: fastAnimationDuration, animations: {
            guard !wasCancelled else { return }
            let destination = target(self.scrollMetrics(of: scrollView, excluding: owner))
            self.setInsetDelta(destination.delta, for: owner)
            scrollView.setContentOffset(destination.offset, animated: false)
        }, completion: { [weak scrollView] _ in
            // The callbacks belong to this refresh: not if it ended, the component left (or was replaced on) its
            // scroll view, or the scroll view was freed while the reveal ran.
            guard let scrollView else { return self.callCompletions.refreshDidStop(calledBack: false) }
            guard self.isCurrentRefresh(cycle), self.scrollView === scrollView else { return }
            self.executeRefreshingCallback()
        })
    }

    /// Takes `owner`'s share out of its edge in the slow animation, restoring the host's inset exactly; a
    /// finger still down cannot pull again until it lifts.
    func collapseAfterRefreshing(owner: MJRefreshInsetOwner) {
        pullGate.refreshDidEnd(isTracking: scrollView?.isTracking ?? false)
        callCompletions.collapseDidStart()
        UIView.animate(withDuration: slowAnimationDuration, animations: {
            self.removeInsetDelta(for: owner)
            self.endRefreshingAnimationBeginAction?()
            if self.isAutomaticallyChangeAlpha { self.alpha = 0 }
        }, completion: { _ in
            if !self.isRefreshing { self.pullingPercent = 0 }
            self.endRefreshingCompletionBlock?()
            self.callCompletions.collapseDidFinish()
        })
    }
}
