/// The completions handed to single calls (`beginRefreshing(completionBlock:)`, `endRefreshing(completionBlock:)`
/// and their `async` forms), each run exactly once, for the call it was given to.
///
/// MJRefresh stored such a block in the persistent hook (`endRefreshingCompletionBlock`), so it ran again at
/// every later end, and never when the call found nothing to end: a continuation resumed from it crashed
/// ("resumed more than once") or hung. Here a block is taken out of its list before it runs, so it runs once
/// even when it calls the component again.
///
/// A class, so that running a block (which may begin or end again) holds no exclusive access to the component.
@MainActor
final class MJRefreshCallCompletions {
    /// Begin calls waiting for the refresh they asked for; told whether it reached its callbacks.
    private var beginWaiters: [@MainActor (_ calledBack: Bool) -> Void] = []
    /// End calls waiting for the collapse animations in progress to finish.
    private var endWaiters: [MJRefreshComponentAction] = []
    private var collapsesInProgress = 0

    /// A begin call whose refresh is revealing or waiting for a window.
    func waitForRefresh(_ completion: @escaping @MainActor (_ calledBack: Bool) -> Void) {
        beginWaiters.append(completion)
    }

    /// Completes the waiting begin calls: their refresh called back, or stopped (ended, detached, lost its scroll
    /// view) before it could. Either way nothing more will happen for them.
    func completeBeginCalls(calledBack: Bool) {
        guard !beginWaiters.isEmpty else { return }
        let waiters = beginWaiters
        beginWaiters = []
        for waiter in waiters { waiter(calledBack) }
    }

    /// An end call: its block runs when the collapses in progress have finished, or now when there are none.
    func afterCollapse(_ completion: @escaping MJRefreshComponentAction) {
        if collapsesInProgress > 0 {
            endWaiters.append(completion)
        } else {
            completion()
        }
    }

    func collapseDidStart() {
        collapsesInProgress += 1
    }

    func collapseDidFinish() {
        collapsesInProgress -= 1
        guard collapsesInProgress == 0, !endWaiters.isEmpty else { return }
        let waiters = endWaiters
        endWaiters = []
        for waiter in waiters { waiter() }
    }
}
