import MJRefresh
import SimulationTesting
import Testing

/// The app's own loading state, as the README's snippet has it: `model.isLoading`.
@MainActor
private final class InboxModel {
    var isLoading = false
}

/// A screen built around the README's "Following, stopping and showing a refresh" lines, word for word: a Stop
/// button enabled while the header refreshes, the Stop action, and the app's own load shown.
@MainActor
private final class InboxScreen {
    let header: MJRefreshNormalHeader
    let stopButton = UIButton(type: .system)
    let model = InboxModel()
    private(set) var taskRuns = 0
    private(set) var taskCancelled = false

    init(stage: Stage) {
        let header = MJRefreshNormalHeader(refreshingTask: {})
        self.header = header
        header.refreshingTask = { [weak self] in
            self?.taskRuns += 1
            while !Task.isCancelled { await Task.yield() }
            self?.taskCancelled = true
        }
        stage.scrollView.mj_header = header
        stopButton.isEnabled = false
        header.stateDidChangeBlock = { [weak self, weak header] oldState in  // after every change of `state`
            self?.stopButton.isEnabled = header?.isRefreshing == true
        }
    }

    func stop() {
        header.isRefreshing = false  // the Stop button: ends the refresh and cancels its task
    }

    func showOwnLoad() {
        header.showsRefreshing = model.isLoading  // the app's own load: shown, the refreshing block does not run
    }
}

/// README "Results": the snippet that follows, stops and shows a refresh does what its comments say.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct ResultsSnippetTests {
    @Test func theStopButtonFollowsTheRefreshAndStopsItsTask() async {
        let stage = Stage()
        let screen = InboxScreen(stage: stage)
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        stage.release()
        #expect(screen.header.state == .refreshing)
        #expect(screen.stopButton.isEnabled)
        #expect(await UISimulation.run(until: { screen.taskRuns == 1 }))
        screen.stop()
        #expect(screen.header.state == .idle)
        #expect(!screen.stopButton.isEnabled)
        #expect(await UISimulation.run(until: { screen.taskCancelled }), "the task sees Task.isCancelled")
    }

    @Test func theAppsOwnLoadIsShownWithoutRunningTheRefresh() async {
        let stage = Stage()
        let screen = InboxScreen(stage: stage)
        screen.model.isLoading = true
        screen.showOwnLoad()
        await UISimulation.runUntilIdle()
        #expect(screen.header.isRefreshing)
        #expect(screen.stopButton.isEnabled)
        #expect(stage.scrollView.contentInset.top == 54)
        await UISimulation.advance(by: 1)
        #expect(screen.taskRuns == 0, "the refreshing task does not run")
        screen.model.isLoading = false
        screen.showOwnLoad()
        #expect(screen.header.state == .idle)
        #expect(!screen.stopButton.isEnabled)
    }
}
