#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The refresh cycle's bookkeeping: the pull loop's state (which decides when a pull starts a refresh), what the app
/// set to be called back and how long the animations last, which refresh is current, whether it called back, the
/// completions handed to single calls, the result on screen, and the parts told of each state change. The component
/// keeps these in one stored property, not one each: each stored property of the component takes room in the metadata
/// of every component class. Every callback carries the number of the refresh that started it and runs only while that
/// refresh is current.
///
/// A class, so that running a callback (which may begin or end again) holds no exclusive access to the component.
@MainActor
final class MJRefreshRefreshCycle {
    /// The blocks, tasks and target-action pair the app set (`MJRefreshComponent+Callbacks`).
    let callbacks = MJRefreshCallbacks()
    /// How long the reveal, the collapse and a result's moment last (`MJRefreshComponent+Animation`).
    var durations = MJRefreshDurations()
    /// Counts refreshes: each entry into `.refreshing` starts a new one.
    private(set) var number = 0
    /// The last refresh whose callbacks started, so a begin on a refresh that already called back completes at once.
    var calledBack = 0
    /// The completions handed to `beginRefreshing(completionBlock:)` and `endRefreshing(completionBlock:)`.
    let completions = MJRefreshCallCompletions()
    /// The result on screen while `endRefreshing(with:)` waits to collapse (see `MJRefreshComponent+Result`).
    var resultMoment: MJRefreshResultMoment?
    /// The task running the current refresh's `refreshingTask` and `refreshingResultTask`, until that refresh ends.
    var task: Task<Void, Never>?
    /// Whether the current (or pending) refresh only shows an app's own load, and calls nothing back
    /// (`showsRefreshing`).
    var isShownOnly = false
    /// The result a refresh is ending with while `end(with:)` ends it (a result shown for no time has no moment).
    var endingResult: MJRefreshResult?
    /// The parts told of every state change, in order (`changeState(to:)`).
    var stateListeners = MJRefreshStateListeners()
    /// The pull loop's decision (`MJRefreshScrollViewObserver`): the gate and the release waiting for the next
    /// layout pass.
    @exclusivity(unchecked) var pullEngine = MJRefreshPullEngine()
    /// The impact a pull gives as the finger carries it past the threshold.
    @exclusivity(unchecked) var haptics = MJRefreshHaptics()

    func refreshDidStart() { number += 1 }
}

// The cycle of a refresh, from the state change that starts it to the callbacks, and from its end to the collapse:
// a state change runs the component's `stateDidChange(from:)` and then tells the parts that listen
// (`MJRefreshStateListeners`); entering `.refreshing` reveals a pull component (its share of the inset and the
// offset that shows it, as the engine says) and then calls back; leaving it collapses the share. The auto footer
// and header, whose height is always in the inset, call back at once.
extension MJRefreshComponent {
    /// The `state` setter: a change runs `stateDidChange(from:)` (the subclasses' views, then the reveal or
    /// collapse in the base), then the listeners, each of which acts on the changes it cares about.
    func changeState(to newState: MJRefreshState) {
        guard newState != storedState else { return }
        let oldState = storedState
        stateWillChange(to: newState)
        storedState = newState
        if newState == .refreshing { cycle.refreshDidStart() }
        stateDidChange(from: oldState)
        cycle.stateListeners.tell(self, from: oldState)
    }

    /// Makes a state change of the component's own (see `state`): debug builds assert that it keeps to the role's
    /// graph, from any state the graph reaches (a state an app set outside the graph may be left as the calls
    /// say). The change itself goes through the `state` setter, so a subclass overriding it sees every change.
    func enter(_ newState: MJRefreshState) {
        if let role {
            assert(
                MJRefreshTransitions.isAllowedForLibrary(from: state, to: newState, for: role),
                "\(role) may not go from \(state) to \(newState)")
        }
        state = newState
    }

    /// Goes back to `.idle` without telling the component's hooks or parts, as the component leaves its scroll
    /// view; the app's observers still hear it.
    func leaveStateSilently() {
        guard storedState != .idle else { return }
        let oldState = storedState
        stateWillChange(to: .idle)
        storedState = .idle
        refreshDidStop()
        stateDidChangePublicly(from: oldState)
    }

    /// `beginRefreshing()`: shows the component and refreshes at once when the scroll view is in a window, else
    /// waits (`.willRefresh`) for its first layout in one.
    func startRefreshing() {
        UIView.animate(withDuration: fastAnimationDuration) { self.alpha = 1 }
        pullingPercent = 1
        if window != nil {
            enter(.refreshing)
        } else if state != .refreshing {
            enter(.willRefresh)
            setNeedsLayout()
        }
    }

    /// A refresh asked for before the scroll view was on screen starts at its first layout in a window.
    func startRefreshingIfWaiting() {
        if storedState == .willRefresh, window != nil { enter(.refreshing) }
    }

    /// Runs the inset side of a state change of a pull component: entering `.refreshing` reveals it, leaving
    /// `.refreshing` collapses it.
    func followRefreshCycle(from oldState: MJRefreshState) {
        guard let role, role.isPull else { return }
        switch cycle.pullEngine.stateDidChange(from: oldState, to: state, isTracking: scrollView?.isTracking ?? false)
        {
        case .reveal: revealForRefreshing(role: role)
        case .collapse: collapseAfterRefreshing(role: role)
        case .none: break
        }
    }

    /// The cycle of a component whose height is always in the inset (the auto footer and header), run after the
    /// base's state change: it is already in view, so it calls back as soon as it refreshes; as a refresh ends it
    /// tells `refreshDidEnd` the content height the refresh ended at, then calls `endRefreshingCompletionBlock`.
    @inline(__always)  // a closure call would cost more than the switch it shares
    func followRefreshCycleInView(from oldState: MJRefreshState, refreshDidEnd: (_ contentHeight: CGFloat) -> Void) {
        switch (oldState, state) {
        case (_, .refreshing):
            executeRefreshingCallback()
        case (.refreshing, .idle), (.refreshing, .noMoreData):
            refreshDidEnd(scrollView?.contentSize.height ?? 0)
            endRefreshingCompletionBlock?()
        default:
            break
        }
    }

    /// Told after every state change (a listener); acts when a refresh, or the wait for one, is over: the result's
    /// moment ends, and the begin calls still waiting learn whether their refresh called back. A wait for a window that
    /// ends in its refresh (`.willRefresh` to `.refreshing`) is not over: its begin calls wait for that refresh's
    /// callbacks.
    func refreshDidEnd(from oldState: MJRefreshState) {
        guard oldState == .refreshing || oldState == .willRefresh else { return }
        if oldState == .refreshing { resultMomentDidEnd() }
        guard !isRefreshing else { return }
        refreshDidStop()
        cycle.completions.completeBeginCalls(calledBack: oldState == .refreshing && cycle.calledBack == cycle.number)
    }

    /// Calls the refreshing block, starts the refreshing tasks, calls the target's action, then
    /// `beginRefreshingCompletionBlock`, each only while the refresh that runs them is still current (the
    /// refreshing block may end it), then completes the begin calls waiting for this refresh.
    func callBack() {
        let number = cycle.number
        cycle.calledBack = number
        guard !cycle.isShownOnly else { return cycle.completions.completeBeginCalls(calledBack: true) }
        cycle.callbacks.refreshingBlock?()
        if isCurrentRefresh(number) { runRefreshingTask() }
        #if canImport(ObjectiveC)
        if isCurrentRefresh(number), let target = refreshingTarget as? NSObject, let action = refreshingAction,
            target.responds(to: action)
        {
            _ = target.perform(action, with: self)
        }
        #endif
        if isCurrentRefresh(number) { cycle.callbacks.beginRefreshingCompletionBlock?() }
        cycle.completions.completeBeginCalls(calledBack: true)
    }

    /// Whether the refresh numbered `number` is still the one running: the component has not ended it (a refresh
    /// showing its result has ended for its callbacks), been detached, or started another since.
    func isCurrentRefresh(_ number: Int) -> Bool {
        state == .refreshing && cycle.number == number && cycle.resultMoment == nil
    }

    /// Gives `role`'s edge the component's share and scrolls to the offset that shows it (the engine's reveal
    /// target) in the fast animation, then calls back. When the pan was cancelled as the refresh began, the
    /// insets stay as they are (MJRefresh's rule).
    ///
    /// A navigation bar's search field and large title follow the offset relative to the adjusted top. The inset
    /// grows first, so that the content never passes that top: content moved down first would read as a pull
    /// and show a search field that hides while scrolling. The grown inset alone leaves the content 'scrolled' by
    /// the share, which collapses a large title (eggswift/pull-to-refresh #151, MJRefresh #1134); the move to the
    /// target follows at once, in the same animation, and expands it again.
    private func revealForRefreshing(role: MJRefreshRole) {
        guard let scrollView else { return executeRefreshingCallback() }
        let wasCancelled = scrollView.panGestureRecognizer.state == .cancelled
        let number = cycle.number
        UIView.animate(
            withDuration: fastAnimationDuration,
            animations: {
                let metrics = self.insets.metrics(of: scrollView, excluding: role)
                guard !wasCancelled,
                    let destination = MJRefreshPullEngine.revealTarget(for: self.pullInput(role, metrics))
                else { return }
                self.setInsetDelta(destination.delta, for: role)
                scrollView.setContentOffset(destination.offset, animated: false)
                let offset = Self.offset(destination.offset, keptInRangeOf: scrollView, along: role.edge)
                scrollView.setContentOffset(offset, animated: false)
            },
            completion: { [weak scrollView] _ in
                // The callbacks belong to this refresh: not if it ended, the component left (or was replaced on) its
                // scroll view, or the scroll view was freed while the reveal ran.
                guard let scrollView else { return self.cycle.completions.completeBeginCalls(calledBack: false) }
                guard self.isCurrentRefresh(number), self.scrollView === scrollView else { return }
                self.executeRefreshingCallback()
            })
    }

    /// `offset` moved, along the axis of `edge`, into the range `scrollView` can rest in with the inset it shows
    /// now. The reveal's offset lies on that range's edge when the host takes the component's whole share; a host
    /// whose setter or observer let less of it through gets its content at the edge it allows, not past it.
    static func offset(_ offset: CGPoint, keptInRangeOf scrollView: UIScrollView, along edge: MJRefreshEdge) -> CGPoint
    {
        self.offset(offset, keptInRangeOf: scrollView, showing: scrollView.adjustedContentInset, along: edge)
    }

    /// `offset` moved, along the axis of `edge`, into the range `scrollView` can rest in when it shows `inset`.
    static func offset(
        _ offset: CGPoint, keptInRangeOf scrollView: UIScrollView, showing inset: UIEdgeInsets,
        along edge: MJRefreshEdge
    ) -> CGPoint {
        let content = scrollView.contentSize, view = scrollView.bounds.size
        func kept(_ value: CGFloat, leading: CGFloat, trailing: CGFloat, content: CGFloat, view: CGFloat) -> CGFloat {
            let minimum = -leading.mjFinite
            let maximum = max(minimum, content.mjFiniteNonNegative + trailing.mjFinite - view)
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

    /// Takes `role`'s share out of its edge in the slow animation, restoring the host's inset exactly, and puts
    /// content that rested inside the share at the edge it rests at without it.
    private func collapseAfterRefreshing(role: MJRefreshRole) {
        cycle.completions.collapseDidStart()
        UIView.animate(
            withDuration: slowAnimationDuration,
            animations: {
                let resting = self.restingOffsetWithoutShare(of: role)
                self.removeInsetDelta(for: role)
                // Kept in range of the inset the view shows now: a host that rewrites insets (one that keeps a
                // minimum top) may have kept part of what the removal gave back.
                if let resting, let scrollView = self.scrollView {
                    let kept = Self.offset(resting, keptInRangeOf: scrollView, along: role.edge)
                    if scrollView.contentOffset != kept { scrollView.setContentOffset(kept, animated: false) }
                }
                self.endRefreshingAnimationBeginAction?()
                if self.isAutomaticallyChangeAlpha { self.alpha = 0 }
            },
            completion: { _ in
                if !self.isRefreshing { self.pullingPercent = 0 }
                self.endRefreshingCompletionBlock?()
                self.cycle.completions.collapseDidFinish()
            })
    }

    /// Where the content rests once `role`'s share is gone, measured before it goes: content inside the share
    /// moves to the edge without it. The removal alone leaves the content past the top a navigation bar tracks
    /// (the adjusted top inset), which the bar reads as a pull: it shows a search field that hides while
    /// scrolling, and the scroll view, resting at its top, follows the field down. Writing this offset after the
    /// removal, in the same animation, scrolls the field away again. (Moving the content before the removal would
    /// read as a scroll into the content while the share is still there: an auto footer would load, and a table
    /// that pins its section headers at offset changes would pin them the share too low.) `nil` when the scroll
    /// view is not the component's to move: under a finger, still moving, or out of a window (no bar tracks it
    /// there, and its offset keeps the safe area it had).
    private func restingOffsetWithoutShare(of role: MJRefreshRole) -> CGPoint? {
        guard let scrollView, scrollView.window != nil, !scrollView.isTracking, !scrollView.isDecelerating else {
            return nil
        }
        let withoutShare = insets.baseline(of: scrollView, for: role)
        return Self.offset(scrollView.contentOffset, keptInRangeOf: scrollView, showing: withoutShare, along: role.edge)
    }
}
