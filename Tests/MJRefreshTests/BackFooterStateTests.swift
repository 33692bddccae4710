import MJRefresh
import SimulationTesting
import Testing

/// The back footer's states: nothing loads by itself after an end, `.noMoreData`
/// blocks loads until reset, and hidden, empty or competing footers never load.
@MainActor
@Suite(.uiSimulation)
struct BackFooterStateTests {
    @Test func appendedRowsReloadedDataAndSettlingSizesNeverLoadAgain() {
        let (stage, table, source) = makeListStage()
        var loads = 0
        let footer = MJRefreshBackNormalFooter()
        footer.refreshingBlock = { [unowned footer, unowned table] in
            loads += 1
            if loads == 1 { source.rows += 20 }
            table.reloadData()
            footer.endRefreshing()
        }
        table.mj_footer = footer
        stage.pullUpPastTheEnd()
        #expect(loads == 1)
        #expect(footer.frame.minY == CGFloat(50 * 44))
        for height in [CGFloat(45), 47, 50] {
            table.rowHeight = height
            UISimulation.advance(by: 1.0 / 30)
            #expect(footer.frame.minY == table.contentSize.height, "never at a stale height")
        }
        UISimulation.runUntilIdle()
        #expect(loads == 1)
        #expect(stage.scrollView.contentInset == .zero)
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
        stage.pullUpPastTheEnd()
        #expect(loads == 2, "a new pull at the new end loads")
        stage.pullUpPastTheEnd()
        #expect(loads == 3, "the same data reloaded: only a new pull loads again")
        UISimulation.runUntilIdle()
        #expect(loads == 3)
    }

    @Test func aFingerStillPullingWhenTheLoadEndsCannotLoadAgainUntilItLifts() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        stage.pullUpPastTheEnd()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 80))
        footer.endRefreshing()
        stage.pushUp(60, duration: 0.2)
        #expect(footer.state != .pulling)
        stage.release()
        #expect(counter.count == 1)
        stage.pullUpPastTheEnd()
        #expect(counter.count == 2)
    }

    @Test func noMoreDataBlocksPullsUntilReset() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        stage.pullUpPastTheEnd()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        #expect(!footer.isRefreshing)
        #expect(stage.scrollView.contentInset.bottom == 0)
        UISimulation.runUntilIdle()
        stage.scrollToBottom()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 66))
        #expect(footer.state == .noMoreData)
        #expect(abs(footer.pullingPercent - 1.5) <= 0.05, "the pull is still tracked")
        stage.release()
        footer.beginRefreshing()
        #expect(counter.count == 1)
        #expect(footer.state == .noMoreData)
        footer.resetNoMoreData()
        #expect(footer.state == .idle)
        stage.pullUpPastTheEnd()
        #expect(counter.count == 2)
        footer.endRefreshingWithNoMoreData()
        footer.resetNoMoreData()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData, "the last call wins")
        UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData)
        #expect(stage.scrollView.contentInset == .zero)
    }

    @Test func aHiddenFooterOrOneOnEmptyContentNeverLoads() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        footer.isHidden = true
        stage.pullUpPastTheEnd()
        footer.beginRefreshing()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
        footer.isHidden = false
        stage.scrollView.contentSize.height = 0
        #expect(footer.frame.minY == 844, "at the bottom of the visible area")
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.state == .idle, "it does not even arm")
        stage.release()
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
        #expect(stage.scrollView.contentInset == .zero)
        stage.scrollView.contentSize.height = 10
        stage.pullUpPastTheEnd()
        #expect(counter.count == 1, "with content it loads")
    }

    @Test func hidingTheFooterWhileItLoadsEndsTheLoadAndGivesBackTheInset() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 15, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        stage.pullUpPastTheEnd()
        #expect(stage.scrollView.contentInset.bottom == CGFloat(15 + 44))
        footer.isHidden = true
        #expect(footer.state == .idle)
        #expect(stage.scrollView.contentInset.bottom == 15)
        UISimulation.runUntilIdle()
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
    }

    @Test func theHeaderAndTheBackFooterNeverRefreshTogetherFromGestures() {
        let stage = Stage(contentHeight: 500)
        let (header, headerCounter) = stage.attachCounting(MJRefreshNormalHeader())
        let (footer, footerCounter) = stage.attachCounting(MJRefreshBackNormalFooter())
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 100) + 54)
        #expect(footer.state == .idle)
        stage.release()
        #expect(footerCounter.count == 0)
        header.endRefreshing()
        UISimulation.runUntilIdle()

        stage.pullUpPastTheEnd()
        #expect(footer.state == .refreshing)
        stage.pullDown(300)
        #expect(header.state == .idle)
        stage.release()
        #expect(headerCounter.count == 1, "only the call refreshed the header")
        #expect(footerCounter.count == 1)
    }
}

extension Stage {
    /// Scrolls to the bottom, pulls the content up to show `overscroll` points past its end (60: past a back
    /// footer's 44 pt threshold) and releases.
    func pullUpPastTheEnd(overscroll: CGFloat = 60) {
        scrollToBottom()
        pushUp(Stage.fingerTravel(forOverscroll: overscroll))
        release()
    }
}
