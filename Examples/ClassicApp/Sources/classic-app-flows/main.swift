import ExampleFlows

// The app's screens, played as a user would: pull, scroll, wait for the server. Every check is about what the
// user or the app sees: states, rows, callbacks, texts.

MainActor.assumeIsolated {
    let runner = FlowRunner()
    runFeedFlows(runner)
    runOtherScreens(runner)
    runCustomHeaderFlows(runner)
    runBrandFooterFlow(runner)
    runLegacyClientFlows(runner)
    runner.finish()
}
