import MJRefresh

/// One scripted story of the tour: a screen, a component, what the finger and the app do, and what the
/// documented behaviour says must come of it.
@MainActor
struct Scenario {
    /// The name `--scenario` takes.
    let name: String
    let title: String
    /// What the scenario shows, in a sentence or two.
    let summary: String
    /// The components' state changes and callbacks MJRefresh's documented behaviour gives for this script, in
    /// order ("header: idle → pulling", "header: refreshingBlock"); the tour checks the recording against it.
    let expectedActivity: [String]
    /// The script: sets up the screen, calls `director.start`, then moves the finger and the clock.
    let play: @MainActor (Director) -> Void
}

extension Scenario {
    /// What MJRefresh documents for one refresh of `component`: the state changes through `states` (ending in
    /// `.refreshing`), the refreshing block and the begin-completion block, the change to `end`, then the end
    /// callbacks: the end-animation action and the completion block for pull components (their collapse
    /// animates), only the completion block for auto footers (nothing to animate).
    static func refresh(
        _ component: String, through states: [MJRefreshState], endingIn end: MJRefreshState = .idle,
        endAnimates: Bool = true
    ) -> [String] {
        let entering = zip(states, states.dropFirst()).map { "\($0.demoName) → \($1.demoName)" }
        let ending =
            endAnimates
            ? ["endRefreshingAnimationBeginAction", "endRefreshingCompletionBlock"] : ["endRefreshingCompletionBlock"]
        return
            (entering + ["refreshingBlock", "beginRefreshingCompletionBlock", "refreshing → \(end.demoName)"]
            + ending).map { "\(component): \($0)" }
    }
}
