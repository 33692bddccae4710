import MJRefresh

/// What one component did during a session: its transitions, entries into `.refreshing` and callbacks, and
/// the breaches seen at the moment they happened.
@MainActor
final class ComponentLog {
    let kind: MJRefreshComponentKind
    /// The state the component is in, as far as its transitions (and detaching) tell.
    private(set) var lastState: MJRefreshState = .idle
    private(set) var entriesIntoRefreshing = 0
    private(set) var callbacks = 0
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

    init(kind: MJRefreshComponentKind) {
        self.kind = kind
    }

    /// The refreshing block every session component gets; it holds only this log.
    var refreshingBlock: MJRefreshComponentAction {
        { [self] in
            callbacks += 1
            if callbacks > entriesIntoRefreshing {
                breaches.append("\(kind) called back \(callbacks) times for \(entriesIntoRefreshing) refreshes")
            }
        }
    }

    /// Records the change from `oldState` to `newState`; `share` is evaluated on entering `.refreshing`.
    func record(from oldState: MJRefreshState, to newState: MJRefreshState, share: () -> CGFloat) {
        if oldState != lastState {
            breaches.append("\(kind) changed \(lastState) → \(oldState) without a transition")
        }
        if !MJRefreshTransitions.isAllowed(from: oldState, to: newState, for: kind) {
            breaches.append("\(kind) went \(oldState) → \(newState), which its transition graph does not allow")
        }
        if newState == .refreshing {
            entriesIntoRefreshing += 1
            shareWhileRefreshing = share()
            // A pull or a scroll never starts a refresh while another component refreshes (field report B4).
            if oldState != .willRefresh, !isBeginCallRunning, isOtherComponentRefreshing() {
                breaches.append("the user started a \(kind) refresh while another component was refreshing")
            }
        }
        lastState = newState
    }

    /// The component left its scroll view, which resets it to idle without a transition (documented).
    func didDetach() {
        lastState = .idle
    }
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
        log.record(from: oldState, to: state) { shareOnEnteringRefreshing }
        handle()
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
            return MJRefreshBackFooterTrigger(height: footer.mj_h, ignoredInsetBottom: footer.ignoredScrollViewContentInsetBottom)
                .refreshingInsetDelta(metrics)
        }
        if let trailer = self as? MJRefreshTrailer {
            return MJRefreshTrailerTrigger(width: trailer.mj_w, ignoredInsetRight: trailer.ignoredScrollViewContentInsetRight)
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
