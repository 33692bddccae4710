import ExampleFlows
import MJRefresh

// The container screens, played as a user would: pull, scroll, switch tabs, push and swipe back. Every check is
// about what the user or the app sees: states, positions against the bars, callbacks.

MainActor.assumeIsolated {
    // A phone with a 59 pt status area and a 34 pt home indicator.
    let runner = FlowRunner(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    runInboxFlows(runner)
    runner.finish()
}
