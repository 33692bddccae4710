import MJRefresh
import SimulationTesting
import XCTest

/// A hidden footer or one on empty content never loads, a pull down never fires a footer,
/// and the header and a footer never refresh together from user gestures.
final class AutoFooterGuardTests: SimulationTestCase {
    func testAHiddenFooterNeverLoadsAndGivesBackItsInset() {
        onMain {
            let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            footer.endRefreshingWithNoMoreData()
            footer.isHidden = true
            XCTAssertEqual(footer.state, .idle, "hiding leaves .noMoreData, as in MJRefresh")
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 12)
            stage.pushUp(1300, duration: 1)
            stage.release()
            footer.simulateTap()
            footer.beginRefreshing()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 2000 + 12 - 844, accuracy: 0.5)

            footer.isHidden = false
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 12 + 44)
            stage.pushUp(100, duration: 0.3)
            XCTAssertEqual(counter.count, 1, "shown again, it loads at the end")
            stage.release()
        }
    }

    func testAHiddenFooterLoadingIsEndedByHiding() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            footer.isHidden = true
            XCTAssertEqual(footer.state, .idle)
            XCTAssertFalse(footer.loadingView.isAnimating)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 0)
        }
    }

    func testAFooterOnEmptyContentNeverLoads() {
        onMain {
            let source = RowSource(rows: 0)
            let table = UITableView(frame: .zero)
            table.dataSource = source
            let stage = Stage(scrollView: table)
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            table.mj_footer = footer
            XCTAssertEqual(table.contentSize.height, 0)
            XCTAssertEqual(footer.frame.minY, 0)
            stage.pushUp(200)
            stage.release()
            footer.simulateTap()
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(footer.state, .idle)
            source.rows = 3
            table.reloadData()
            footer.simulateTap()
            XCTAssertEqual(counter.count, 1, "with rows, a tap loads")
        }
    }

    func testAPullDownNeverFiresTheFooterWhateverTheTriggerPercent() {
        onMain {
            for contentHeight in [CGFloat(300), 900, 2000] {
                for percent in [CGFloat(1), 0, -1, -30, 3] {
                    UISimulation.reset()
                    let stage = Stage(contentHeight: contentHeight)
                    let counter = CallCounter()
                    let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
                    footer.triggerAutomaticallyRefreshPercent = percent
                    stage.scrollView.mj_footer = footer
                    stage.pullDown(200)
                    stage.release()
                    stage.pullDown(50, duration: 0.1)
                    stage.release(velocity: CGPoint(x: 0, y: 3000))
                    XCTAssertEqual(counter.count, 0, "content \(contentHeight), percent \(percent)")
                }
            }
        }
    }

    func testTheHeadersEndNeverFiresTheFooter() {
        onMain {
            for contentHeight in [CGFloat(44), 1000] {
                UISimulation.reset()
                let stage = Stage(contentHeight: contentHeight)
                let counter = CallCounter()
                let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
                footer.triggerAutomaticallyRefreshPercent = -30  // the footer's zone starts above the top
                stage.scrollView.mj_footer = footer
                let header = MJRefreshNormalHeader {}
                stage.scrollView.mj_header = header
                stage.pullDown(150)
                stage.release()
                XCTAssertEqual(header.state, .refreshing)
                header.endRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(counter.count, 0, "content \(contentHeight)")
            }
        }
    }

    func testNoLoadByScrollOrTapWhileTheHeaderRefreshes() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            stage.pushUp(1400, duration: 1)
            stage.release()
            footer.simulateTap()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(footer.state, .idle)
            footer.beginRefreshing()
            XCTAssertEqual(counter.count, 1, "the app itself may still start a load")
            XCTAssertTrue(header.isRefreshing)
        }
    }

    func testNoHeaderRefreshByPullWhileTheFooterLoads() {
        onMain {
            let stage = Stage(contentHeight: 600)
            let headerCounter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: headerCounter.action)
            stage.scrollView.mj_header = header
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            stage.pullDown(200)
            XCTAssertEqual(header.state, .idle)
            stage.release()
            XCTAssertEqual(headerCounter.count, 0)
            XCTAssertEqual(header.state, .idle)
            footer.endRefreshing()
            stage.pullDown(200)
            stage.release()
            XCTAssertEqual(headerCounter.count, 1, "once the footer is done, a pull refreshes")
        }
    }
}
