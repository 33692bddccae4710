import MJRefresh
import SimulationTesting
import XCTest

/// `endRefreshingWithNoMoreData()` stops every load until `resetNoMoreData()`, and the
/// last call made wins.
final class AutoFooterNoMoreDataTests: SimulationTestCase {
    func testNoMoreDataIsSetBeforeTheCallReturnsAndBlocksScrollAndTap() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pushUp(1300, duration: 1)
            XCTAssertEqual(footer.state, .refreshing)
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData)
            XCTAssertFalse(footer.isRefreshing)
            XCTAssertEqual(footer.stateLabel.text, "No more data")
            XCTAssertFalse(footer.loadingView.isAnimating)
            stage.release()
            stage.pushUp(300, duration: 0.3)
            stage.release()
            footer.simulateTap()
            XCTAssertEqual(counter.count, 1, "nothing loads with no more data")
            XCTAssertEqual(footer.state, .noMoreData)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44, "the footer stays in view to say so")

            footer.resetNoMoreData()
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
            footer.simulateTap()
            XCTAssertEqual(counter.count, 2, "after the reset a tap loads")
        }
    }

    func testNoMoreDataOnTheFirstPageIsVisibleAndAScrollAfterTheResetLoads() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoStateFooter(refreshingBlock: counter.action)
            footer.isAutomaticallyChangeAlpha = false
            stage.scrollView.mj_footer = footer
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData)
            XCTAssertEqual(footer.alpha, 1)
            stage.pushUp(1300, duration: 1)
            stage.release()
            XCTAssertEqual(counter.count, 0)
            footer.beginRefreshing()
            XCTAssertEqual(counter.count, 0, "a call does not leave .noMoreData either; only resetNoMoreData does")
            footer.resetNoMoreData()
            stage.pushUp(50, duration: 0.1)
            XCTAssertEqual(counter.count, 1, "a new drag at the end loads")
            stage.release()
        }
    }

    func testTheLastCallWins() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            footer.endRefreshingWithNoMoreData()
            footer.resetNoMoreData()
            XCTAssertEqual(footer.state, .idle)
            footer.resetNoMoreData()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData)
            footer.endRefreshing()
            XCTAssertEqual(footer.state, .idle, "ending (there may be more) leaves .noMoreData")
            footer.beginRefreshing()
            footer.endRefreshing()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData)
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.state, .noMoreData, "nothing deferred overrides it")
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44)
        }
    }

    func testCallsFromABackgroundThreadApplyOnTheMainThreadInTheirOrder() {
        onMain {
            for footer in [MJRefreshAutoNormalFooter {}, MJRefreshBackNormalFooter {}] as [MJRefreshFooter] {
                UISimulation.reset()
                let stage = Stage()
                stage.scrollView.mj_footer = footer
                footer.beginRefreshing()
                UISimulation.runUntilIdle()
                for (calls, expected) in [
                    (["noMore", "reset"], MJRefreshState.idle),
                    (["reset", "noMore"], .noMoreData),
                    (["noMore", "end"], .idle),
                    (["end", "noMore", "reset", "noMore"], .noMoreData),
                ] {
                    let done = DispatchSemaphore(value: 0)
                    DispatchQueue.global().async {
                        callIgnoringIsolation {
                            for call in calls {
                                switch call {
                                case "noMore": footer.endRefreshingWithNoMoreData()
                                case "reset": footer.resetNoMoreData()
                                default: footer.endRefreshing()
                                }
                            }
                        }
                        done.signal()
                    }
                    done.wait()
                    XCTAssertNotEqual(footer.state, expected, "\(footer) \(calls): nothing applied off the main thread")
                    UISimulation.advance(by: 1.0 / 60)
                    XCTAssertEqual(footer.state, expected, "\(footer) \(calls)")
                }
                UISimulation.runUntilIdle()
                let share: CGFloat = footer is MJRefreshAutoFooter ? 44 : 0
                XCTAssertEqual(stage.scrollView.contentInset.bottom, share, "\(footer)")
            }
        }
    }
}
