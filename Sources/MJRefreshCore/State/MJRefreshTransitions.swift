/// The documented state graph of each role: which state may follow which.
///
/// The component's own state changes are checked against it (an assertion in debug builds, see
/// ``isAllowedForLibrary(from:to:for:)``); an app may still set any state directly, as MJRefresh lets it.
@_spi(Engine) public enum MJRefreshTransitions {
    /// Whether `role` may go from `from` to `to`.
    ///
    /// Setting the state it already has is not a transition and returns `false`; callers
    /// treat it as a no-op, like MJRefresh's `MJRefreshCheckState`.
    /// - `idle`/`pulling` → `willRefresh` covers a begin requested while off screen.
    /// - `willRefresh` → `idle` covers an end requested before the component was shown.
    /// - Footers may enter `noMoreData` from any other state (apps call it on the first page),
    ///   and leave it only to `idle` (`resetNoMoreData`, or hiding the footer).
    public static func isAllowed(from: MJRefreshState, to: MJRefreshState, for role: MJRefreshRole) -> Bool {
        guard from != to else { return false }
        return allowedTargets(from: from, for: role).contains(to)
    }

    /// Whether the component may make the change from `from` to `to` itself (an end, a begin, a pull, hiding a
    /// footer): inside the graph, or from a state the graph never reaches for `role`. An app may put a component
    /// in any state (`header.state = .noMoreData`, MJRefresh allows it); what the component does from such a
    /// state, ending it for example, is not the component breaking the graph. Setting the current state again
    /// is always allowed (it does nothing).
    public static func isAllowedForLibrary(from: MJRefreshState, to: MJRefreshState, for role: MJRefreshRole) -> Bool {
        from == to || !isReachable(from, for: role) || isAllowed(from: from, to: to, for: role)
    }

    /// Every state `role` may move to from `from`; the basis of ``isAllowed(from:to:for:)``.
    public static func allowedTargets(from: MJRefreshState, for role: MJRefreshRole) -> Set<MJRefreshState> {
        graph(from: from, for: role)
    }

    /// The graph itself. Kept out of line: ``isReachable(_:for:)`` asks it once per state, and a copy of the whole
    /// switch in each of those calls made the engine larger in an app for no speed that matters.
    @inline(never)
    private static func graph(from: MJRefreshState, for role: MJRefreshRole) -> Set<MJRefreshState> {
        switch role {
        case .header, .trailer, .rightToLeftTrailer:
            switch from {
            case .idle: return [.pulling, .refreshing, .willRefresh]
            case .pulling: return [.idle, .refreshing, .willRefresh]
            case .refreshing: return [.idle]
            case .willRefresh: return [.refreshing, .idle]
            case .noMoreData: return []
            }
        case .autoFooter, .autoHeader:
            switch from {
            case .idle: return [.refreshing, .willRefresh, .noMoreData]
            case .pulling: return []
            case .refreshing: return [.idle, .noMoreData]
            case .willRefresh: return [.refreshing, .idle, .noMoreData]
            case .noMoreData: return [.idle]
            }
        case .backFooter:
            switch from {
            case .idle: return [.pulling, .refreshing, .willRefresh, .noMoreData]
            case .pulling: return [.idle, .refreshing, .willRefresh, .noMoreData]
            case .refreshing: return [.idle, .noMoreData]
            case .willRefresh: return [.refreshing, .idle, .noMoreData]
            case .noMoreData: return [.idle]
            }
        }
    }

    /// Whether `role` can ever be in `state` (the auto footer has no `pulling`; only
    /// footers have `noMoreData`).
    public static func isReachable(_ state: MJRefreshState, for role: MJRefreshRole) -> Bool {
        if state == .idle { return true }
        return MJRefreshState.allCases.contains { allowedTargets(from: $0, for: role).contains(state) }
    }
}
