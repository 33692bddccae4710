import MJRefresh
import SimulationTesting
import Testing

/// A hidden footer or one on empty content never loads, a pull down never fires a footer,
/// and the header and a footer never refresh together from user gestures.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterGuardTests {
    @Test func aHiddenFooterNeverLoadsAndGivesBackItsInset() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        footer.endRefreshingWithNoMoreData()
        footer.isHidden = true
        #expect(footer.state == .idle, "hiding leaves .noMoreData, as in MJRefresh")
        #expect(stage.scrollView.contentInset.bottom == 12)
        stage.pushUp(1300, duration: 1)
        stage.release()
        footer.simulateTap()
        footer.beginRefreshing()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
        #expect(abs(stage.scrollView.contentOffset.y - (2000 + 12 - 844)) <= 0.5)

        footer.isHidden = false
        #expect(stage.scrollView.contentInset.bottom == CGFloat(12 + 44))
        stage.pushUp(100, duration: 0.3)
        #expect(counter.count == 1, "shown again, it loads at the end")
        stage.release()
    }

    @Test func aHiddenFooterLoadingIsEndedByHiding() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.beginRefreshing()
        footer.isHidden = true
        #expect(footer.state == .idle)
        #expect(!footer.loadingView.isAnimating)
        #expect(stage.scrollView.contentInset.bottom == 0)
    }

    @Test func aFooterOnEmptyContentNeverLoads() {
        let source = RowSource(rows: 0)
        let table = UITableView(frame: .zero)
        table.dataSource = source
        let stage = Stage(scrollView: table)
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        table.mj_footer = footer
        #expect(table.contentSize.height == 0)
        #expect(footer.frame.minY == 0)
        stage.pushUp(200)
        stage.release()
        footer.simulateTap()
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
        source.rows = 3
        table.reloadData()
        footer.simulateTap()
        #expect(counter.count == 1, "with rows, a tap loads")
    }

    @Test(arguments: [300, 900, 2000] as [CGFloat], [1, 0, -1, -30, 3] as [CGFloat])
    func aPullDownNeverFiresTheFooterWhateverTheTriggerPercent(contentHeight: CGFloat, percent: CGFloat) {
        let stage = Stage(contentHeight: contentHeight)
        let (_, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) {
            $0.triggerAutomaticallyRefreshPercent = percent
        }
        stage.pullDown(200)
        stage.release()
        stage.pullDown(50, duration: 0.1)
        stage.release(velocity: CGPoint(x: 0, y: 3000))
        #expect(counter.count == 0, "content \(contentHeight), percent \(percent)")
    }

    @Test(arguments: [44, 1000] as [CGFloat])
    func theHeadersEndNeverFiresTheFooter(contentHeight: CGFloat) {
        let stage = Stage(contentHeight: contentHeight)
        // The footer's zone starts above the top.
        let (_, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) {
            $0.triggerAutomaticallyRefreshPercent = -30
        }
        let header = stage.attach(MJRefreshNormalHeader {})
        stage.pullDown(150)
        stage.release()
        #expect(header.state == .refreshing)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(counter.count == 0, "content \(contentHeight)")
    }

    @Test func noLoadByScrollOrTapWhileTheHeaderRefreshes() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.pushUp(1400, duration: 1)
        stage.release()
        footer.simulateTap()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
        footer.beginRefreshing()
        #expect(counter.count == 1, "the app itself may still start a load")
        #expect(header.isRefreshing)
    }

    @Test func noHeaderRefreshByPullWhileTheFooterLoads() {
        let stage = Stage(contentHeight: 600)
        let (header, headerCounter) = stage.attachCounting(MJRefreshNormalHeader())
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.beginRefreshing()
        stage.pullDown(200)
        #expect(header.state == .idle)
        stage.release()
        #expect(headerCounter.count == 0)
        #expect(header.state == .idle)
        footer.endRefreshing()
        stage.pullDown(200)
        stage.release()
        #expect(headerCounter.count == 1, "once the footer is done, a pull refreshes")
    }
}
