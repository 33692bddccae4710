@_spi(Engine) import MJRefresh  // checks its logs against the engine's rules

/// What one component did during a session: its transitions, entries into `.refreshing` and callbacks, and
/// the breaches seen at the moment they happened. Each callback is tagged with the entry into `.refreshing` it
/// belongs to, and must run while that refresh is current, once.
@MainActor
final class ComponentLog {
    let kind: MJRefreshRole
    /// The state the component is in, as far as its transitions (and detaching) tell.
    private(set) var lastState: MJRefreshState = .idle
    private(set) var entriesIntoRefreshing = 0
    /// The entry into `.refreshing` the last callback belonged to (0: none yet).
    private(set) var calledBackEntry = 0
    /// When the component last entered `.refreshing`, on the virtual clock.
    private var enteredRefreshingAt: TimeInterval = 0
    /// The component, to check at each callback that the refresh it belongs to is current.
    weak var component: MJRefreshComponent?
    /// The share of its edge's inset the component should add while refreshing, from the documented formula
    /// at the moment it began (back footer and trailer; the header's share follows the offset).
    private(set) var shareWhileRefreshing: CGFloat = 0
    /// Transitions outside the documented graph, state changes without a transition, extra callbacks.
    private(set) var breaches: [String] = []
    /// Set while the app's `beginRefreshing()` call runs: an entry into `.refreshing` then is the app's, not
    /// the user's.
    var isBeginCallRunning = false
    /// Whether another component of the same scroll view is refreshing (set by the rig).
    var isOtherComponentRefreshing: () -> Bool = { false }

    init(kind: MJRefreshRole) {
        self.kind = kind
    }

    /// The refreshing block every session component gets; it holds only this log.
    var refreshingBlock: MJRefreshComponentAction {
        { [self] in
            checkOwnership(of: "refreshing block")
            if calledBackEntry == entriesIntoRefreshing {
                breaches.append("\(kind) called back twice for refresh \(entriesIntoRefreshing)")
            }
            calledBackEntry = entriesIntoRefreshing
        }
    }

    /// The begin completion hook every session component gets: it runs after the refreshing block, for the same
    /// refresh.
    var beginCompletionHook: MJRefreshComponentAction {
        { [self] in
            checkOwnership(of: "begin completion hook")
            if calledBackEntry != entriesIntoRefreshing {
                breaches.append("\(kind)'s begin completion hook ran without the refreshing block of its refresh")
            }
        }
    }

    /// A callback runs only while the refresh that started it is current: the component refreshing, on its scroll
    /// view.
    private func checkOwnership(of callback: String) {
        guard let component else { return }
        if component.state != .refreshing || lastState != .refreshing {
            breaches.append("\(kind)'s \(callback) ran while it was \(component.state), not refreshing")
        } else if component.scrollView == nil || component.superview !== component.scrollView {
            breaches.append("\(kind)'s \(callback) ran after it left its scroll view")
        }
    }

    /// The last entry into `.refreshing` seen showing a result (see `noteResult()`).
    private var resultEntry = 0

    /// Notes a result on screen: a refresh that shows a result has ended for its callbacks when the result came
    /// (documented: a result before the reveal finishes calls nothing back), so its moment may outlast the reveal.
    /// The rig notes before every step, and the moment lasts far longer than a step, so a moment cut short by a
    /// removal was seen.
    func noteResult() {
        if component?.displayedResult != nil { resultEntry = entriesIntoRefreshing }
    }

    /// A refresh that stayed current through its reveal animation must have called back by the time it ends,
    /// unless it ended showing a result.
    private func checkCalledBack(leavingRefreshingAfter revealDuration: TimeInterval) {
        noteResult()
        guard lastState == .refreshing, calledBackEntry != entriesIntoRefreshing, resultEntry != entriesIntoRefreshing,
            UISimulation.now - enteredRefreshingAt > revealDuration + 2 * SessionRig.frameDuration
        else { return }
        breaches.append(
            """
            \(kind) refreshed for \(UISimulation.now - enteredRefreshingAt) s, past its reveal, and never called back
            """)
    }

    /// Records the change from `oldState` to `newState`; `share` is evaluated on entering `.refreshing`.
    func record(
        from oldState: MJRefreshState, to newState: MJRefreshState, revealDuration: TimeInterval,
        share: () -> CGFloat
    ) {
        if oldState != lastState {
            breaches.append("\(kind) changed \(lastState) → \(oldState) without a transition")
        }
        if !MJRefreshTransitions.isAllowed(from: oldState, to: newState, for: kind) {
            breaches.append("\(kind) went \(oldState) → \(newState), which its transition graph does not allow")
        }
        if oldState == .refreshing { checkCalledBack(leavingRefreshingAfter: revealDuration) }
        if newState == .refreshing {
            entriesIntoRefreshing += 1
            enteredRefreshingAt = UISimulation.now
            shareWhileRefreshing = share()
            // A pull or a scroll never starts a refresh while another component refreshes.
            if oldState != .willRefresh, !isBeginCallRunning, isOtherComponentRefreshing() {
                breaches.append("the user started a \(kind) refresh while another component was refreshing")
            }
        }
        lastState = newState
    }

    /// The component left its scroll view, which resets it to idle without a transition (documented).
    func didDetach(revealDuration: TimeInterval) {
        checkCalledBack(leavingRefreshingAfter: revealDuration)
        lastState = .idle
    }

    /// Whether the refresh the component is in now has called back.
    var hasCalledBackForCurrentRefresh: Bool { calledBackEntry == entriesIntoRefreshing }
}

/// A session component: an MJRefresh base component that reports its transitions to a `ComponentLog`.
///
/// The sessions use the base classes, not the labelled `Normal` ones: the states, insets and callbacks are
/// theirs, and measuring label text on every layout would make a session several times slower.
@MainActor
protocol LoggedComponent: MJRefreshComponent {
    var log: ComponentLog { get }
}

extension LoggedComponent {
    /// Records the change from `oldState` to the current state, then runs the component's own handling.
    func logTransition(from oldState: MJRefreshState, then handle: () -> Void) {
        log.record(from: oldState, to: state, revealDuration: revealDuration) { shareOnEnteringRefreshing }
        handle()
    }

    /// How long the component takes to call back after entering `.refreshing`: the reveal animation for pull
    /// components, nothing for the auto footer and the auto header.
    var revealDuration: TimeInterval {
        self is MJRefreshAutoFooter || self is MJRefreshAutoHeader ? 0 : fastAnimationDuration
    }

    /// The documented share of its edge the component adds when it begins refreshing now: the back footer's
    /// and the trailer's from their trigger geometry (the header's follows the offset, see the invariants).
    private var shareOnEnteringRefreshing: CGFloat {
        guard let scrollView else { return 0 }
        let metrics = MJRefreshScrollMetrics(
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
            boundsSize: scrollView.bounds.size, adjustedInset: MJRefreshInsets(scrollView.adjustedContentInset),
            isDragging: scrollView.isDragging, isTracking: scrollView.isTracking)
        if let footer = self as? MJRefreshBackFooter {
            return MJRefreshBackFooterTrigger(
                height: footer.mj_h, ignoredInsetBottom: footer.ignoredScrollViewContentInsetBottom
            )
            .refreshingInsetDelta(metrics)
        }
        if let leader = self as? MJRefreshLeader {
            return MJRefreshTrailerTrigger(
                width: leader.mj_w, ignoredInsetRight: leader.ignoredScrollViewContentInsetLeft, isRightToLeft: true
            )
            .refreshingInsetDelta(metrics)
        }
        if let trailer = self as? MJRefreshTrailer {
            return MJRefreshTrailerTrigger(
                width: trailer.mj_w, ignoredInsetRight: trailer.ignoredScrollViewContentInsetRight
            )
            .refreshingInsetDelta(metrics)
        }
        return 0
    }
}

extension MJRefreshInsets {
    init(_ inset: UIEdgeInsets) {
        self.init(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }
}

final class LoggedHeader: MJRefreshHeader, LoggedComponent {
    let log = ComponentLog(kind: .header)

    override func stateDidChange(from oldState: MJRefreshState) {
        logTransition(from: oldState) { super.stateDidChange(from: oldState) }
    }
}

final class LoggedAutoFooter: MJRefreshAutoFooter, LoggedComponent {
    let log = ComponentLog(kind: .autoFooter)

    override func stateDidChange(from oldState: MJRefreshState) {
        logTransition(from: oldState) { super.stateDidChange(from: oldState) }
    }
}

final class LoggedBackFooter: MJRefreshBackFooter, LoggedComponent {
    let log = ComponentLog(kind: .backFooter)

    override func stateDidChange(from oldState: MJRefreshState) {
        logTransition(from: oldState) { super.stateDidChange(from: oldState) }
    }
}

final class LoggedTrailer: MJRefreshTrailer, LoggedComponent {
    let log = ComponentLog(kind: .trailer)

    override func stateDidChange(from oldState: MJRefreshState) {
        logTransition(from: oldState) { super.stateDidChange(from: oldState) }
    }
}

final class LoggedLeader: MJRefreshLeader, LoggedComponent {
    // Left to right the leader pulls past the left edge, the right-to-left trailer's role.
    let log = ComponentLog(kind: .rightToLeftTrailer)

    override func stateDidChange(from oldState: MJRefreshState) {
        logTransition(from: oldState) { super.stateDidChange(from: oldState) }
    }
}

final class LoggedAutoHeader: MJRefreshAutoHeader, LoggedComponent {
    let log = ComponentLog(kind: .autoHeader)

    override func stateDidChange(from oldState: MJRefreshState) {
        logTransition(from: oldState) { super.stateDidChange(from: oldState) }
    }
}
