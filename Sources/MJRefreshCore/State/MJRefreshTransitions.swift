/// The documented state graph of each component kind: which state may follow which.
///
/// The UIKit layer asks this before changing state so that impossible transitions
/// (a header entering `noMoreData`, an auto footer entering `pulling`, leaving `noMoreData`
/// except through a reset) are refused in one place and are covered by tests.
@_spi(Engine) public enum MJRefreshTransitions {
    /// Whether `kind` may go from `from` to `to`.
    ///
    /// Setting the state it already has is not a transition and returns `false`; callers
    /// treat it as a no-op, like MJRefresh's `MJRefreshCheckState`.
    /// - `idle`/`pulling` → `willRefresh` covers a begin requested while off screen.
    /// - `willRefresh` → `idle` covers an end requested before the component was shown.
    /// - Footers may enter `noMoreData` from any other state (apps call it on the first page),
    ///   and leave it only to `idle` (`resetNoMoreData`, or hiding the footer).
    public static func isAllowed(from: MJRefreshState, to: MJRefreshState, for kind: MJRefreshComponentKind) -> Bool {
        guard from != to else { return false }
        return allowedTargets(from: from, for: kind).contains(to)
    }

    /// Every state `kind` may move to from `from`; the basis of ``isAllowed(from:to:for:)``.
    public static func allowedTargets(from: MJRefreshState, for kind: MJRefreshComponentKind) -> Set<MJRefreshState> {
        switch kind {
        case .header, .trailer:
            switch from {
            case .idle: return [.pulling, .refreshing, .willRefresh]
            case .pulling: return [.idle, .refreshing, .willRefresh]
            case .refreshing: return [.idle]
            case .willRefresh: return [.refreshing, .idle]
            case .noMoreData: return []
            }
        case .autoFooter:
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

    /// Whether `kind` can ever be in `state` (the auto footer has no `pulling`; only
    /// footers have `noMoreData`).
    public static func isReachable(_ state: MJRefreshState, for kind: MJRefreshComponentKind) -> Bool {
        if state == .idle { return true }
        return MJRefreshState.allCases.contains { allowedTargets(from: $0, for: kind).contains(state) }
    }
}
