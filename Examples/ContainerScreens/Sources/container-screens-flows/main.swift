import Foundation
import MJRefresh

// The container screens, played as a user would: pull, scroll, switch tabs, push and swipe back. Every check is
// about what the user or the app sees: states, positions against the bars, callbacks.

MainActor.assumeIsolated {
    let runner = FlowRunner()
    runInboxFlows(runner)
    print("\(runner.checks - runner.failures) of \(runner.checks) checks passed")
    if runner.failures > 0 { exit(1) }
}
