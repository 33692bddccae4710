#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// What a component calls back, as the app set it: the blocks and tasks of a refresh, and the target-action pair.
/// The component's public properties read and write these (`MJRefreshComponent+Callbacks`); the refresh cycle
/// (`MJRefreshRefreshCycle`) keeps and calls them. A class: a struct of this many closures would carry value
/// witnesses (copying and assigning all of them) that nothing needs, since the cycle keeps the one instance.
final class MJRefreshCallbacks {
    var refreshingBlock: MJRefreshComponentAction?
    var refreshingTask: (@MainActor () async -> Void)?
    var refreshingResultTask: (@MainActor () async -> MJRefreshResult)?
    var beginRefreshingCompletionBlock: MJRefreshComponentAction?
    var endRefreshingAnimationBeginAction: MJRefreshComponentAction?
    var endRefreshingCompletionBlock: MJRefreshComponentAction?
    var stateDidChangeBlock: MJRefreshStateChangeAction?
    #if canImport(ObjectiveC)
    /// Held weakly, as MJRefresh does.
    weak var refreshingTarget: AnyObject?
    var refreshingAction: Selector?
    #endif
}

/// How long the component's animations and its result's moment last.
struct MJRefreshDurations {
    var fast: TimeInterval = MJRefreshConstants.fastAnimationDuration
    var slow: TimeInterval = MJRefreshConstants.slowAnimationDuration
    var result: TimeInterval = MJRefreshConstants.resultDisplayDuration
    /// The reveal and the collapse change the inset and the offset at once, whatever `fast` and `slow` say (a
    /// header's `isCollectionViewAnimationBug`).
    var isInsetAnimationOff = false
}
