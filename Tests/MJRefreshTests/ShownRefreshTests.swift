import MJRefresh
import SimulationTesting
import Testing

/// `showsRefreshing`: the refreshing state for a load the app started itself, without the refresh's callbacks.
@MainActor
@Suite(.uiSimulation)
struct ShownRefreshTests {
    private let stage = Stage()

    /// Counts every callback a refresh can run.
    private final class Calls {
        var count = 0
    }

    private func header(counting calls: Calls) -> MJRefreshNormalHeader {
        let header = MJRefreshNormalHeader(refreshingBlock: { calls.count += 1 })
        header.refreshingTask = { calls.count += 1 }
        header.beginRefreshingCompletionBlock = { calls.count += 1 }
        return header
    }

    @Test func showingRevealsTheHeaderWithoutRunningTheAction() async {
        let calls = Calls()
        let header = header(counting: calls)
        stage.scrollView.mj_header = header
        header.showsRefreshing = true
        await UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(header.isRefreshing)
        #expect(header.showsRefreshing)
        #expect(abs(stage.scrollView.contentInset.top - 54) <= 0.001, "revealed as a refresh is")
        #expect(header.stateLabel?.text == "Loading...")
        await UISimulation.advance(by: 2)
        #expect(calls.count == 0, "no block, task or completion ran")
        #expect(header.state == .refreshing, "no task ends it: the app does")

        header.showsRefreshing = false
        await UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(stage.scrollView.contentInset.top == 0)
        #expect(calls.count == 0)
    }

    @Test func theNextRefreshRunsItsCallbacksAgain() async {
        let calls = Calls()
        let header = header(counting: calls)
        stage.scrollView.mj_header = header
        header.showsRefreshing = true
        await UISimulation.runUntilIdle()
        header.endRefreshing()
        await UISimulation.runUntilIdle()
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(calls.count == 3, "block, task and completion of the ordinary refresh")
    }

    @Test func aShownRefreshBeforeTheWindowStartsThereWithoutCallbacks() async {
        let calls = Calls()
        let header = header(counting: calls)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.mj_header = header
        header.showsRefreshing = true
        #expect(header.state == .willRefresh)
        stage.window.addSubview(scrollView)
        await UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(calls.count == 0)
    }

    @Test func aPullDuringAShownRefreshStartsNothing() async {
        let calls = Calls()
        let header = header(counting: calls)
        stage.scrollView.mj_header = header
        header.showsRefreshing = true
        await UISimulation.runUntilIdle()
        stage.pullDown(150)
        stage.release()
        await UISimulation.runUntilIdle()
        #expect(calls.count == 0)
        #expect(header.state == .refreshing)
    }

    @Test func showingDuringAPulledRefreshNeitherRestartsNorSilencesIt() async {
        let calls = Calls()
        let header = header(counting: calls)
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        let afterBegin = calls.count
        header.showsRefreshing = true
        await UISimulation.runUntilIdle()
        #expect(afterBegin == 3)
        #expect(calls.count == 3)
    }

    @Test func aFooterThatMayNotLoadStaysUnshown() {
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: {})
        stage.scrollView.contentSize = .zero
        stage.scrollView.mj_footer = footer
        footer.endRefreshingWithNoMoreData()
        footer.showsRefreshing = true
        #expect(!footer.showsRefreshing)
        #expect(footer.state == .noMoreData)
    }

    @Test func aShownLoadMayEndWithAResult() async {
        let calls = Calls()
        let header = header(counting: calls)
        stage.scrollView.mj_header = header
        header.showsRefreshing = true
        await UISimulation.runUntilIdle()
        header.endRefreshing(with: .failure(message: "Offline"))
        #expect(header.stateLabel?.text == "Refresh failed: Offline")
        #expect(await UISimulation.run(until: { header.state == .idle }))
        #expect(calls.count == 0)
    }
}
