import MJRefresh
import SimulationTesting
import Testing

/// `isRefreshing` as a flag to set: `true` begins and `false` ends, with the calls' animations, callbacks and
/// rules, so bindings and reactive code can drive a component with one property.
@MainActor
@Suite(.uiSimulation)
struct RefreshingFlagTests {
    @Test func trueBeginsOnceAndFalseEndsWithTheCollapse() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())

        header.isRefreshing = true
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
        #expect(abs(stage.scrollView.contentInset.top - 54) <= 0.001)

        header.isRefreshing = true
        UISimulation.runUntilIdle()
        #expect(counter.count == 1, "setting the value it has does nothing")

        header.isRefreshing = false
        #expect(header.state == .idle, "on the main actor, at once, as endRefreshing()")
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.top) <= 0.001)
        #expect(abs(stage.scrollView.contentOffset.y) <= 0.5)
    }

    @Test func trueBeforeTheWindowWaitsAsBeginRefreshingDoes() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        scrollView.mj_header = header
        header.isRefreshing = true
        #expect(header.state == .willRefresh)
        #expect(header.isRefreshing)
        let window = makeWindow()
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
    }

    @Test func aFooterThatMayNotLoadStaysFalse() {
        let stage = Stage(contentHeight: 0)
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        footer.isRefreshing = true
        UISimulation.runUntilIdle()
        #expect(!footer.isRefreshing, "no content to load below")
        #expect(counter.count == 0)

        footer.endRefreshingWithNoMoreData()
        stage.scrollView.contentSize.height = 2000
        footer.isRefreshing = true
        #expect(footer.state == .noMoreData, "no load after no more data, as beginRefreshing()")
        footer.isRefreshing = false
        #expect(footer.state == .noMoreData, "false is already the value: nothing changes")
    }
}
