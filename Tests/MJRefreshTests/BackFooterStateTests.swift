import MJRefresh
import SimulationTesting
import XCTest

/// The back footer's states: nothing loads by itself after an end, `.noMoreData`
/// blocks loads until reset, and hidden, empty or competing footers never load.
final class BackFooterStateTests: SimulationTestCase {
    func testAppendedRowsReloadedDataAndSettlingSizesNeverLoadAgain() {
        onMain {
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
            XCTAssertEqual(loads, 1)
            XCTAssertEqual(footer.frame.minY, 50 * 44)
            for height in [CGFloat(45), 47, 50] {
                table.rowHeight = height
                UISimulation.advance(by: 1.0 / 30)
                XCTAssertEqual(footer.frame.minY, table.contentSize.height, "never at a stale height")
            }
            UISimulation.runUntilIdle()
            XCTAssertEqual(loads, 1)
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
            XCTAssertTrue(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
            stage.pullUpPastTheEnd()
            XCTAssertEqual(loads, 2, "a new pull at the new end loads")
            stage.pullUpPastTheEnd()
            XCTAssertEqual(loads, 3, "the same data reloaded: only a new pull loads again")
            UISimulation.runUntilIdle()
            XCTAssertEqual(loads, 3)
        }
    }

    func testAFingerStillPullingWhenTheLoadEndsCannotLoadAgainUntilItLifts() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pullUpPastTheEnd()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 80))
            footer.endRefreshing()
            stage.pushUp(60, duration: 0.2)
            XCTAssertNotEqual(footer.state, .pulling)
            stage.release()
            XCTAssertEqual(counter.count, 1)
            stage.pullUpPastTheEnd()
            XCTAssertEqual(counter.count, 2)
        }
    }

    func testNoMoreDataBlocksPullsUntilReset() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pullUpPastTheEnd()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData)
            XCTAssertFalse(footer.isRefreshing)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 0)
            UISimulation.runUntilIdle()
            stage.scrollToBottom()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 66))
            XCTAssertEqual(footer.state, .noMoreData)
            XCTAssertEqual(footer.pullingPercent, 1.5, accuracy: 0.05, "the pull is still tracked")
            stage.release()
            footer.beginRefreshing()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(footer.state, .noMoreData)
            footer.resetNoMoreData()
            XCTAssertEqual(footer.state, .idle)
            stage.pullUpPastTheEnd()
            XCTAssertEqual(counter.count, 2)
            footer.endRefreshingWithNoMoreData()
            footer.resetNoMoreData()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData, "the last call wins")
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.state, .noMoreData)
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
        }
    }

    func testAHiddenFooterOrOneOnEmptyContentNeverLoads() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            footer.isHidden = true
            stage.pullUpPastTheEnd()
            footer.beginRefreshing()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(footer.state, .idle)
            footer.isHidden = false
            stage.scrollView.contentSize.height = 0
            XCTAssertEqual(footer.frame.minY, 844, "at the bottom of the visible area")
            stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
            XCTAssertEqual(footer.state, .idle, "it does not even arm")
            stage.release()
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
            stage.scrollView.contentSize.height = 10
            stage.pullUpPastTheEnd()
            XCTAssertEqual(counter.count, 1, "with content it loads")
        }
    }

    func testHidingTheFooterWhileItLoadsEndsTheLoadAndGivesBackTheInset() {
        onMain {
            let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 15, right: 0))
            let footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = footer
            stage.pullUpPastTheEnd()
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 15 + 44)
            footer.isHidden = true
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 15)
            UISimulation.runUntilIdle()
            XCTAssertTrue(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
        }
    }

    func testTheHeaderAndTheBackFooterNeverRefreshTogetherFromGestures() {
        onMain {
            let stage = Stage(contentHeight: 500)
            let headerCounter = CallCounter()
            let footerCounter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: headerCounter.action)
            let footer = MJRefreshBackNormalFooter(refreshingBlock: footerCounter.action)
            stage.scrollView.mj_header = header
            stage.scrollView.mj_footer = footer
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 100) + 54)
            XCTAssertEqual(footer.state, .idle)
            stage.release()
            XCTAssertEqual(footerCounter.count, 0)
            header.endRefreshing()
            UISimulation.runUntilIdle()

            stage.pullUpPastTheEnd()
            XCTAssertEqual(footer.state, .refreshing)
            stage.pullDown(300)
            XCTAssertEqual(header.state, .idle)
            stage.release()
            XCTAssertEqual(headerCounter.count, 1, "only the call refreshed the header")
            XCTAssertEqual(footerCounter.count, 1)
        }
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
