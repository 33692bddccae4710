#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// What a component calls back, as the app sets it: the blocks and tasks of a refresh, the target-action pair, and
// their chainable setters. The refresh cycle (`MJRefreshRefreshCycle`) keeps them and calls them.

extension MJRefreshComponent {
    /// A component that calls `refreshingBlock` when it refreshes: `MJRefreshNormalHeader { … }`.
    public convenience init(refreshingBlock: @escaping MJRefreshComponentAction) {
        self.init(frame: .zero)
        self.refreshingBlock = refreshingBlock
    }

    /// Called once each time the component enters `.refreshing` (after the reveal animation for pull controls).
    public final var refreshingBlock: MJRefreshComponentAction? {
        get { cycle.callbacks.refreshingBlock }
        set { cycle.callbacks.refreshingBlock = newValue }
    }

    /// An `async` refresh: started after `refreshingBlock` each time a refresh starts, on the main actor; the
    /// refresh ends by itself when it returns. If the task ends the refresh itself (a footer calling
    /// `endRefreshingWithNoMoreData()`, say), that call wins. A refresh that ends any other way than by its task
    /// returning (`endRefreshing()`, `isRefreshing = false`, `endRefreshing(with:)`, setting `state`, the component
    /// leaving its scroll view) cancels the task cooperatively: `Task.isCancelled` turns `true`, cancellable
    /// awaits throw, and what it returns is dropped. Capture `self` weakly as with any callback.
    public final var refreshingTask: (@MainActor () async -> Void)? {
        get { cycle.callbacks.refreshingTask }
        set { cycle.callbacks.refreshingTask = newValue }
    }

    /// An `async` refresh that says how it went: started like `refreshingTask` (after it, when both are set), and
    /// when it returns the refresh ends with `endRefreshing(with:)` and the result it returned.
    public final var refreshingResultTask: (@MainActor () async -> MJRefreshResult)? {
        get { cycle.callbacks.refreshingResultTask }
        set { cycle.callbacks.refreshingResultTask = newValue }
    }

    /// Called after `refreshingBlock`, each time a refresh starts.
    public final var beginRefreshingCompletionBlock: MJRefreshComponentAction? {
        get { cycle.callbacks.beginRefreshingCompletionBlock }
        set { cycle.callbacks.beginRefreshingCompletionBlock = newValue }
    }

    /// Called when the end-of-refresh animation starts, inside its animation block.
    public final var endRefreshingAnimationBeginAction: MJRefreshComponentAction? {
        get { cycle.callbacks.endRefreshingAnimationBeginAction }
        set { cycle.callbacks.endRefreshingAnimationBeginAction = newValue }
    }

    /// Called when the end-of-refresh animation has finished, at every end: the persistent hook. A block passed
    /// to `endRefreshing(completionBlock:)` is not stored here; it belongs to that call alone.
    public final var endRefreshingCompletionBlock: MJRefreshComponentAction? {
        get { cycle.callbacks.endRefreshingCompletionBlock }
        set { cycle.callbacks.endRefreshingCompletionBlock = newValue }
    }

    /// Sets `beginRefreshingCompletionBlock`.
    @discardableResult
    public final func afterBeginningAction(_ action: @escaping MJRefreshComponentAction) -> Self {
        beginRefreshingCompletionBlock = action
        return self
    }

    /// Sets `endRefreshingAnimationBeginAction`.
    @discardableResult
    public final func endingAnimationBeginningAction(_ action: @escaping MJRefreshComponentAction) -> Self {
        endRefreshingAnimationBeginAction = action
        return self
    }

    /// Sets `endRefreshingCompletionBlock`.
    @discardableResult
    public final func afterEndingAction(_ action: @escaping MJRefreshComponentAction) -> Self {
        endRefreshingCompletionBlock = action
        return self
    }

    #if canImport(ObjectiveC)
    /// A component that sends `action` to `target` when it refreshes (MJRefresh's target-action factory).
    public convenience init(refreshingTarget target: Any?, refreshingAction action: Selector) {
        self.init(frame: .zero)
        setRefreshingTarget(target, refreshingAction: action)
    }

    /// The target of `refreshingAction`, held weakly.
    public final var refreshingTarget: AnyObject? {
        get { cycle.callbacks.refreshingTarget }
        set { cycle.callbacks.refreshingTarget = newValue }
    }

    /// Sent to `refreshingTarget`, with the component as argument, when a refresh starts.
    public final var refreshingAction: Selector? {
        get { cycle.callbacks.refreshingAction }
        set { cycle.callbacks.refreshingAction = newValue }
    }

    /// Calls `action` on `target` when a refresh starts (after `refreshingBlock`).
    public final func setRefreshingTarget(_ target: Any?, refreshingAction action: Selector) {
        refreshingTarget = target as AnyObject?
        refreshingAction = action
    }
    #endif
}
