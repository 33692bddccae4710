import MJRefresh
import SimulationTesting
import Testing

/// Bad input has defined behaviour and never crashes.
@MainActor
@Suite(.uiSimulation)
struct HeaderBadInputTests {
    @Test func headerAddedToAViewThatIsNotAScrollViewIsInert() {
        let window = makeWindow()
        let plain = UIView(frame: window.bounds)
        window.addSubview(plain)
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        plain.addSubview(header)
        #expect(header.scrollView == nil)
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing, "a call still changes the state")
        #expect(counter.count == 1, "and calls back")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(UISimulation.invalidGeometryReports.isEmpty)
    }

    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: CGFloat.nan),
        CGSize(width: CGFloat.infinity, height: -CGFloat.infinity),
        CGSize(width: -100, height: -500),
    ])
    func nonFiniteAndNegativeContentSizesNeverProduceInvalidGeometry(size: CGSize) {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        stage.scrollView.contentSize = size
        stage.pullDown(150)
        stage.release()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(stage.scrollView.contentInset == .zero, "\(size)")
        #expect(stage.scrollView.contentOffset.y.isFinite)
        #expect(UISimulation.invalidGeometryReports.isEmpty, "\(UISimulation.invalidGeometryReports)")
    }

    @Test func zeroHeightScrollViewAndZeroHeightHeader() {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
        window.addSubview(scrollView)
        let header = MJRefreshNormalHeader {}
        scrollView.mj_header = header
        header.mj_h = 0
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(scrollView.contentInset.top == 0, "a zero-height header adds nothing")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(scrollView.contentInset == .zero)
        #expect(UISimulation.invalidGeometryReports.isEmpty)
    }

    @Test func callsInAnyOrderOnADetachedHeader() {
        let header = MJRefreshNormalHeader {}
        header.endRefreshing()
        header.beginRefreshing()
        header.beginRefreshing()
        header.endRefreshing()
        header.state = .pulling
        header.endRefreshing(completionBlock: {})
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
    }
}
