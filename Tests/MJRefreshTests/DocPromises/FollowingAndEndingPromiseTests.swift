import MJRefresh
import SimulationTesting
import Testing

/// What "Following, stopping and reporting a refresh"
/// (Sources/MJRefresh/MJRefresh.docc/FollowingAndEndingARefresh.md) promises, with its snippets.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct FollowingAndEndingPromiseTests {
    @Test func theStopButtonSnippetFollowsTheRefreshAndStopsIt() async {
        let screen = StopButtonScreen()
        let header = screen.header
        #expect(!screen.stopButton.isEnabled, "nothing to stop yet")
        screen.stage.pullDown(Stage.fingerTravel(forOverscroll: 150))
        #expect(header.state == .pulling)
        #expect(!screen.stopButton.isEnabled, "arming is a change, but not a refresh")
        screen.stage.release()
        await UISimulation.runUntilIdle()
        #expect(screen.taskStarted, "the refresh's task runs")
        #expect(screen.stopButton.isEnabled)
        #expect(screen.changes == [.idle, .pulling], "the state it left, once per change")

        header.isRefreshing = false  // the Stop button's action
        #expect(!screen.stopButton.isEnabled, "the block ran before the call returned")
        await UISimulation.run(until: { screen.taskWasCancelled != nil })
        #expect(screen.taskWasCancelled == true, "a Stop cancels the refresh's task")
        #expect(screen.changes == [.idle, .pulling, .refreshing])
        header.state = .idle
        #expect(screen.changes.count == 3, "setting the state it has calls nothing")
    }

    @Test func aResultIsShownForResultDisplayDurationThenCollapses() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        #expect(header.resultDisplayDuration == 0.8)
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .failure(message: "No connection"))
        #expect(header.stateLabel.text == "Refresh failed: No connection")
        UISimulation.advance(by: 0.75)
        #expect(header.state == .refreshing, "still showing the result")
        UISimulation.advance(by: 0.1)
        #expect(header.state == .idle)

        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_footer = footer
        for (result, title) in [
            (MJRefreshResult.failure(message: "No connection"), "Loading failed: No connection"),
            (.failure(), "Loading failed"), (.success, "Loading succeeded"),
        ] {
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            footer.endRefreshing(with: result)
            #expect(footer.stateLabel.text == title)
            UISimulation.runUntilIdle()
            footer.resetNoMoreData()  // a failure's wait for a retry ends here
        }
    }

    @Test func aFooterSaysNoMoreDataTwoWays() {
        let stage = Stage()
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData, "at once")
        #expect(footer.stateLabel.text == "No more data")

        footer.resetNoMoreData()
        footer.beginRefreshing()
        footer.endRefreshing(with: .noMoreData)
        #expect(footer.state == .refreshing, "first the load's result for the moment")
        #expect(footer.stateLabel.text == "No more data")
        UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData)
    }
}

/// A screen with a Stop button wired as the article's snippet does.
@MainActor
private final class StopButtonScreen {
    let stage = Stage()
    let stopButton = UIButton(type: .system)
    let header: MJRefreshNormalHeader
    private(set) var changes: [MJRefreshState] = []
    private(set) var taskStarted = false
    private(set) var taskWasCancelled: Bool?

    init() {
        header = MJRefreshNormalHeader(refreshingTask: {})
        stopButton.isEnabled = false
        header.refreshingTask = { [weak self] in
            self?.taskStarted = true
            try? await Task.sleep(nanoseconds: 60_000_000_000)
            self?.taskWasCancelled = Task.isCancelled
        }
        header.stateDidChangeBlock = { [weak self, weak header] oldState in
            self?.stopButton.isEnabled = header?.isRefreshing == true
            self?.changes.append(oldState)
        }
        stage.scrollView.mj_header = header
    }
}
