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

    /// Runs `refreshingTask`, then `refreshingResultTask`, for the refresh that just started, and ends that
    /// refresh when they return (with the result, if there is one), unless the tasks (or anyone) already ended or
    /// replaced it.
    func runRefreshingTask() {
        let task = refreshingTask, resultTask = refreshingResultTask
        guard task != nil || resultTask != nil else { return }
        let number = cycle.number
        cycle.task = Task { @MainActor [weak self] in
            // The task starts on a later turn: not at all if its refresh is no longer current by then.
            guard self?.isCurrentRefresh(number) == true else { return }
            await task?()
            guard self?.isCurrentRefresh(number) == true else { return }
            let result = await resultTask?()
            guard let self, self.isCurrentRefresh(number) else { return }
            self.cycle.task = nil
            if let result { self.endRefreshing(with: result) } else { self.endRefreshing() }
        }
    }

    /// Cancels the task of the current refresh, which has ended some other way than by the task returning: the
    /// task sees `Task.isCancelled`, its cancellable awaits (a `URLSession` load, `Task.sleep`) throw, and
    /// whatever it returns is dropped. It is cooperative: code that ignores cancellation runs on.
    func cancelRefreshingTask() {
        cycle.task?.cancel()
        cycle.task = nil
    }

    // MARK: Awaiting calls

    /// Begins refreshing and returns once the refresh this call started has run its callbacks (after the
    /// reveal animation for pull controls): `true`. Returns `false` when the call started nothing (a footer that
    /// may not load) or its refresh ended, or the component left its scroll view, before calling back. While
    /// the scroll view is not in a window it waits for the refresh to start there.
    ///
    /// The `async` form of `beginRefreshing(completionBlock:)`; named apart from `beginRefreshing()` so that
    /// existing calls in `async` code keep meaning the synchronous method.
    @discardableResult
    public func beginRefreshingAndWait() async -> Bool {
        await withCheckedContinuation { continuation in
            beginRefreshing(calling: { continuation.resume(returning: $0) })
        }
    }

    /// Ends refreshing and returns once the collapse animation has finished (at once when there is nothing to
    /// collapse). The `async` form of `endRefreshing(completionBlock:)`, so no one has to bridge it with a
    /// continuation; named apart from `endRefreshing()` so that existing calls in `async` code keep compiling.
    public func endRefreshingAndWait() async {
        await withCheckedContinuation { continuation in
            endRefreshing(completionBlock: { continuation.resume() })
        }
    }

    /// Begins refreshing and hands `completion`, once, whether the refresh this call started reached its
    /// callbacks (see `beginRefreshing(completionBlock:)`).
    func beginRefreshing(calling completion: @escaping @MainActor (_ calledBack: Bool) -> Void) {
        beginRefreshing()
        if state == .refreshing, cycle.calledBack == cycle.number {
            completion(true)
        } else if isRefreshing {
            cycle.completions.waitForRefresh(completion)
        } else {
            completion(false)
        }
    }
}
