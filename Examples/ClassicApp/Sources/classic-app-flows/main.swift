import ClassicApp
import Dispatch
import Foundation
import LegacyClient
import MJRefresh

// The app's screens, played as a user would: pull, scroll, wait for the server. Every check is about what the
// user or the app sees: states, rows, callbacks, texts.

MainActor.assumeIsolated {
    let runner = FlowRunner()
    runFeedFlows(runner)
    runOtherScreens(runner)
    runCustomHeaderFlows(runner)
    runBrandFooterFlow(runner)
    runLegacyClientFlows(runner)
    print("\(runner.checks - runner.failures) of \(runner.checks) checks passed")
    if runner.failures > 0 { exit(1) }
}
