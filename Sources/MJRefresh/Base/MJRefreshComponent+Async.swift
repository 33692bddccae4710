extension MJRefreshComponent {
    /// A component whose refresh is an `async` function: refreshing ends by itself when `refreshingTask`
    /// returns, so the indicator stays exactly as long as the work runs.
    ///
    /// ```swift
    /// tableView.mj_header = MJRefreshNormalHeader(refreshingTask: { [weak self] in
    ///     await self?.reload()
    /// })
    /// ```
    public convenience init(refreshingTask: @escaping @MainActor () async -> Void) {
        self.init(frame: .zero)
        self.refreshingTask = refreshingTask
    }

    /// Runs `refreshingTask` for the refresh that just started, and ends that refresh when it returns, unless
    /// the task (or anyone) already ended or replaced it.
    func runRefreshingTask() {
        guard let refreshingTask else { return }
        let cycle = refreshCycle
        Task { @MainActor [weak self] in
            await refreshingTask()
            guard let self, self.state == .refreshing, self.refreshCycle == cycle else { return }
            self.endRefreshing()
        }
    }
}
