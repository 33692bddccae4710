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

extension UIScrollView {
    /// Scrolls to the top of the content, below the bars, where a screen opens.
    func restAtTop() {
        contentOffset = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }
}
