#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The pull loop's own state: the engine that decides every pull (`MJRefreshPullEngine`: its gate and the release
/// waiting for the next layout pass) and the haptics that follow the finger.
struct MJRefreshPullLoop {
    var engine = MJRefreshPullEngine()
    var haptics = MJRefreshHaptics()
}

// The loop every component runs from its role: each offset change, pan change and layout pass goes to the role's
// decision in `MJRefreshCore` (`MJRefreshPullEngine` for the header, the back footer and the trailer; the auto
// footer overrides `scrollDidChange(_:role:)` and `panDidChange(_:)` with its own trigger), and the outcome is
// applied here: a new percent, a state, or the refresh the release fires (`MJRefreshRefreshCycle` takes it from
// there). A pull reads from the finger to the callback in three files: the observer, this loop with the engine,
// the cycle.
extension MJRefreshComponent {
    /// An offset change (`scrollViewContentOffsetDidChange(_:)`): measures the scroll view once (without the
    /// component's own share, which becomes `scrollViewOriginalInset`), re-places the component and decides.
    func followScroll() {
        followLayoutDirection()
        guard let scrollView, let role else { return }
        let metrics = insets.metrics(of: scrollView, excluding: role, remembering: true)
        place(metrics)
        scrollDidChange(metrics, role: role)
    }

    /// A pan change (`scrollViewPanStateDidChange(_:)`): hands the finger's new phase to the decision.
    func followPan() {
        guard role != nil, let event = observer?.panState.flatMap(MJRefreshPanEvent.init) else { return }
        panDidChange(event)
    }

    /// The pull decision of an offset change.
    func decidePull(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        let outcome = pullLoop.engine.offsetDidChange(
            pullInput(role, metrics), isAnotherComponentRefreshing: isAnotherComponentRefreshing)
        apply(outcome)
        if state != .refreshing {
            pullLoop.haptics.follow(pullingPercent: pullingPercent, isTracking: scrollView?.isTracking == true)
        }
    }

    /// The pull decision of a pan change.
    func decidePull(_ event: MJRefreshPanEvent) {
        apply(pullLoop.engine.panDidChange(event, state: state))
    }

    /// Runs a release the pan's end left for this layout pass; called from `layoutSubviews`.
    func runPendingRelease() {
        guard pullLoop.engine.isReleasePending else { return }
        apply(
            pullLoop.engine.layoutDidPass(state: state, isAnotherComponentRefreshing: isAnotherComponentRefreshing))
    }

    /// The engine's input for a decision of this pull component now.
    func pullInput(_ role: MJRefreshRole, _ metrics: MJRefreshScrollMetrics) -> MJRefreshPullInput {
        let extent = role.edge == .top || role.edge == .bottom ? mj_h : mj_w
        return MJRefreshPullInput(
            role: role, extent: extent, state: state, metrics: metrics,
            mayLoad: mayLoad(contentHeight: metrics.contentSize.height))
    }

    /// Whether another component of the same scroll view (header, footer or trailer) is refreshing. User
    /// gestures then arm or start nothing, so two components never refresh together from the user's hand;
    /// calls (`beginRefreshing()`) still work.
    var isAnotherComponentRefreshing: Bool {
        guard let scrollView else { return false }
        // Plain checks rather than an array of the components (which allocates).
        func isOther(_ component: MJRefreshComponent?) -> Bool { component !== self && component?.isRefreshing == true }
        return isOther(scrollView.mj_header) || isOther(scrollView.mj_footer) || isOther(scrollView.mj_trailer)
            || isOther(scrollView.mj_leader) || isOther(scrollView.mj_autoHeader)
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
            if oldState == .idle, state == .pulling {
                pullLoop.haptics.pullDidArm(isTracking: scrollView?.isTracking == true)
            }
        }
    }
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
