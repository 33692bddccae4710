// Showing a load the app started itself: the refreshing state on screen, without the refresh's callbacks. The
// settable `isRefreshing` begins as MJRefresh's `beginRefreshing()` does, running the action; an app that mirrors
// its own "loading" flag into it would start a second load from the first. `UIRefreshControl.beginRefreshing()`
// is the model here: it shows the control and sends no action.

extension MJRefreshComponent {
    /// Shows the refreshing state for a load the app started itself, without running the refresh's callbacks:
    /// `true` reveals the component and shows its refreshing look as `beginRefreshing()` does (when the scroll
    /// view comes on screen, if it is not yet), but `refreshingBlock`, `refreshingTask`, `refreshingResultTask`,
    /// the target's action and `beginRefreshingCompletionBlock` are not called; `false` ends as `endRefreshing()`
    /// does. Reads as `isRefreshing`. Setting the value it already has does nothing, so a refresh the user
    /// started with a pull is neither restarted nor silenced, and a footer that may not load stays `false`.
    ///
    /// Bind this, not `isRefreshing`, to a view model's own "is loading" flag:
    ///
    /// ```swift
    /// model.onLoadingChange = { [weak tableView] isLoading in tableView?.mj_header?.showsRefreshing = isLoading }
    /// ```
    ///
    /// The state changes as for any refresh (`stateDidChangeBlock` hears them), and the refresh may end with a
    /// result (`endRefreshing(with:)`).
    public var showsRefreshing: Bool {
        get { isRefreshing }
        set {
            guard newValue != isRefreshing else { return }
            if newValue { showRefreshing() } else { endRefreshing() }
        }
    }

    private func showRefreshing() {
        cycle.isShownOnly = true
        beginRefreshing()
        if !isRefreshing { cycle.isShownOnly = false }
    }

    /// A refresh, or the wait for one, stopped (ended, or the component left its scroll view): its task is
    /// cancelled and the next refresh calls back again.
    func refreshDidStop() {
        cancelRefreshingTask()
        cycle.isShownOnly = false
    }
}
