#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

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
            let oldState = state
            state = newState
            if oldState == .idle, state == .pulling { fingerDidCrossThreshold() }
        }
        prepareFeedbackIfPulling()
    }

    /// Readies the Taptic Engine as soon as a finger starts a pull, so that the impact at the threshold comes
    /// without delay; the generator is let go when the finger lifts or the pull is back at rest.
    private func prepareFeedbackIfPulling() {
        guard isHapticFeedbackEnabled, pullingPercent > 0, scrollView?.isTracking == true else {
            feedbackGenerator = nil
            return
        }
        guard feedbackGenerator == nil else { return }
        let generator = UIImpactFeedbackGenerator(style: hapticFeedbackStyle)
        generator.prepare()
        feedbackGenerator = generator
    }

    /// Gives the impact of `isHapticFeedbackEnabled` when the pull armed: only under a finger (the trigger
    /// geometry arms no other pull; the check keeps it so whatever the geometry does).
    private func fingerDidCrossThreshold() {
        guard isHapticFeedbackEnabled, scrollView?.isTracking == true else { return }
        (feedbackGenerator ?? UIImpactFeedbackGenerator(style: hapticFeedbackStyle)).impactOccurred()
    }

    /// Follows the finger on the scroll view: the trigger geometry (`outcome`, given the metrics measured without
    /// `owner`'s share and whether a pull may arm now) decides the percent and the state. Ignored while refreshing.
    func followPull(
        excluding owner: MJRefreshInsetOwner, mayArm: Bool = true,
        _ outcome: (MJRefreshScrollMetrics, _ gateOpen: Bool) -> MJRefreshDragOutcome
    ) {
        guard let scrollView, state != .refreshing else { return }
        followPull(scrollMetrics(of: scrollView, excluding: owner), mayArm: mayArm, outcome)
    }

    /// As `followPull(excluding:mayArm:_:)`, with metrics the caller has already measured.
    func followPull(
        _ metrics: MJRefreshScrollMetrics, mayArm: Bool = true,
        _ outcome: (MJRefreshScrollMetrics, _ gateOpen: Bool) -> MJRefreshDragOutcome
    ) {
        guard let scrollView, state != .refreshing else { return }
        pullGate.observe(isTracking: scrollView.isTracking)
        applyPullOutcome(outcome(metrics, pullGate.isOpen && mayArm))
    }

    /// Runs the inset side of a state change of a pull component: entering `.refreshing` reveals it (`target`
    /// gives the share of `owner`'s edge and the offset that shows it), leaving `.refreshing` collapses it.
    func applyPullTransition(
        from oldState: MJRefreshState, owner: MJRefreshInsetOwner,
        target: @escaping (MJRefreshScrollMetrics) -> (delta: CGFloat, offset: CGPoint)
    ) {
        switch (oldState, state) {
        case (_, .refreshing): revealForRefreshing(owner: owner, target: target)
        case (.refreshing, .idle), (.refreshing, .noMoreData): collapseAfterRefreshing(owner: owner)
        default: break
        }
    }

    /// Starts the refresh a finger armed: when the pan ends past the threshold. An interrupted pan (cancelled
    /// by the system, or failed) disarms instead.
    ///
    /// The refresh starts at the next layout pass, not inside this observation. UIKit reports `.ended` to
    /// observers before the scroll view handles the lift: only then does it plan where the content goes (a page,
    /// the target a delegate set in `scrollViewWillEndDragging`, a deceleration) and start moving it. Revealing
    /// after that plan, with `setContentOffset(_:animated:)`, stops it, so a paging or snapping scroll view cannot
    /// carry the refreshing component out of view.
    func handlePullPanState(_ change: [AnyHashable: Any]?) {
        guard state == .pulling, let newState = change?["new"] as? UIGestureRecognizer.State else { return }
        switch newState {
        case .ended:
            isReleasePending = true
            setNeedsLayout()
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
    func revealForRefreshing(
        owner: MJRefreshInsetOwner,
        target: @escaping (MJRefreshScrollMetrics) -> (delta: CGFloat, offset: CGPoint)
    ) {
        isReleasePending = false
        guard let scrollView else { return executeRefreshingCallback() }
        let wasCancelled = scrollView.panGestureRecognizer.state == .cancelled
        let cycle = refreshCycle
        UIView.animate(
            withDuration: fastAnimationDuration,
            animations: {
                guard !wasCancelled else { return }
                let destination = target(self.scrollMetrics(of: scrollView, excluding: owner))
                self.setInsetDelta(destination.delta, for: owner)
                let offset = Self.offset(destination.offset, keptInRangeOf: scrollView, along: owner.edge)
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

    /// Takes `owner`'s share out of its edge in the slow animation, restoring the host's inset exactly; a
    /// finger still down cannot pull again until it lifts.
    func collapseAfterRefreshing(owner: MJRefreshInsetOwner) {
        pullGate.refreshDidEnd(isTracking: scrollView?.isTracking ?? false)
        callCompletions.collapseDidStart()
        UIView.animate(
            withDuration: slowAnimationDuration,
            animations: {
                self.removeInsetDelta(for: owner)
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
