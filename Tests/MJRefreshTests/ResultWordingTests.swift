import MJRefresh
import SimulationTesting
import Testing

/// A footer words its results as loading more; `.quiet` ends without a result; the two "no more data" ends.
@MainActor
@Suite(.uiSimulation)
struct ResultWordingTests {
    private let stage = Stage()

    private func loadingFooter() async -> MJRefreshAutoNormalFooter {
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: {})
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(footer.state == .refreshing)
        return footer
    }

    @Test func aFooterFailureReadsAsLoading() async {
        let footer = await loadingFooter()
        footer.endRefreshing(with: .failure(message: "No connection"))
        #expect(footer.stateLabel?.text == "Loading failed: No connection")
    }

    @Test func aFooterFailureWithoutAMessageAndItsSuccess() async {
        let footer = await loadingFooter()
        footer.endRefreshing(with: .failure())
        #expect(footer.stateLabel?.text == "Loading failed")
        #expect(await UISimulation.run(until: { footer.state == .idle }))
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        footer.endRefreshing(with: .success)
        #expect(footer.stateLabel?.text == "Loading succeeded")
    }

    @Test func aBackFooterFailureReadsAsLoading() async {
        let footer = MJRefreshBackNormalFooter(refreshingBlock: {})
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        footer.endRefreshing(with: .failure(message: "Timeout"))
        #expect(footer.stateLabel?.text == "Loading failed: Timeout")
    }

    @Test(.refreshConfig(language: "de"))
    func aFooterFailureInAnotherLanguage() async {
        let footer = await loadingFooter()
        footer.endRefreshing(with: .failure(message: "Offline"))
        #expect(footer.stateLabel?.text == "Laden fehlgeschlagen: Offline")
    }

    @Test func aHeaderKeepsTheRefreshWording() async {
        let header = MJRefreshNormalHeader(refreshingBlock: {})
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        header.endRefreshing(with: .failure(message: "No connection"))
        #expect(header.stateLabel?.text == "Refresh failed: No connection")
    }

    @Test func aQuietResultEndsAtOnceShowingNothing() async {
        let header = MJRefreshNormalHeader(refreshingBlock: {})
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        header.endRefreshing(with: .quiet)
        #expect(header.state == .idle, "no moment")
        #expect(header.displayedResult == nil)
        #expect(header.stateLabel?.text == "Pull down to refresh")
    }

    @Test func aResultTaskReturningQuietShowsNoSuccess() async {
        var texts: [String?] = []
        let header = MJRefreshNormalHeader(refreshingResultTask: { .quiet })
        header.stateDidChangeBlock = { [weak header] _ in texts.append(header?.stateLabel?.text) }
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { header.state == .idle }))
        #expect(header.displayedResult == nil)
        #expect(!texts.contains("Refresh succeeded"))
        await UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
    }

    @Test func noMoreDataAsAResultShowsItThenEndsInTheSameState() async {
        let footer = await loadingFooter()
        footer.endRefreshing(with: .noMoreData)
        #expect(footer.state == .refreshing, "the result's moment")
        #expect(footer.displayedResult == .noMoreData)
        #expect(await UISimulation.run(until: { footer.state == .noMoreData }))

        let direct = MJRefreshBackNormalFooter(refreshingBlock: {})
        stage.scrollView.mj_footer = direct
        direct.beginRefreshing()
        await UISimulation.runUntilIdle()
        direct.endRefreshingWithNoMoreData()
        #expect(direct.state == .noMoreData, "at once")
        #expect(direct.displayedResult == nil)
    }
}
