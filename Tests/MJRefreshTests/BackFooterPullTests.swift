import MJRefresh
import SimulationTesting
import XCTest

/// The back footer sits after the content (or at the bottom of the visible area), loads
/// when pulled past and released, and gives its inset back exactly when loading ends.
///
/// Default stage: 2000 pt of content in an 844 pt view; the largest resting offset is 1156, the footer starts to
/// show past it and arms 44 pt further, at 1200.
final class BackFooterPullTests: SimulationTestCase {
    func testSitsAfterTheContentOrAtTheBottomOfTheVisibleArea() {
        onMain {
            let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.frame, CGRect(x: 0, y: 2000, width: 390, height: 44))
            XCTAssertEqual(stage.scrollView.contentInset, .zero, "an idle back footer adds no inset")
            stage.scrollView.contentSize.height = 300
            XCTAssertEqual(footer.frame.minY, 844 - 47 - 34, "short content: at the bottom of the visible area")
            UISimulation.runUntilIdle()  // nothing left to lay out
            footer.ignoredScrollViewContentInsetBottom = 10
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(footer.frame.minY, 844 - 47 - 34 + 10)
            stage.scrollView.contentSize.height = 1500
            XCTAssertEqual(footer.frame.minY, 1510)
        }
    }

    func testPullingPastTheFooterAndReleasingLoadsOnceWithTheFooterInView() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 40))
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(footer.pullingPercent, 40.0 / 44.0, accuracy: 0.02)
            stage.pushUp(Stage.fingerTravel(forOverscroll: 50) - Stage.fingerTravel(forOverscroll: 40), duration: 0.1)
            XCTAssertEqual(footer.state, .pulling)
            XCTAssertEqual(counter.count, 0, "arming calls nothing")
            stage.release()
            XCTAssertEqual(footer.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 1200, accuracy: 0.5, "the whole footer in view")
            XCTAssertEqual(footer.frame.minY, 2000)

            footer.endRefreshing()
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 0, "given back exactly when loading ends")
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentOffset.y, 1156, accuracy: 0.5)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testThresholdCrossedBackDisarms() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 60))
            XCTAssertEqual(footer.state, .pulling)
            stage.pushUp(-60, duration: 0.2)
            XCTAssertEqual(footer.state, .idle)
            stage.release()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 1156, accuracy: 0.5)
            XCTAssertEqual(footer.pullingPercent, 0, accuracy: 0.01)
        }
    }

    func testAShortListLoadsAndComesToRestAtTheTop() {
        onMain {
            let host = UIEdgeInsets(top: 8, left: 0, bottom: 6, right: 0)
            let stage = Stage(
                contentHeight: 300, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                contentInset: host)
            let counter = CallCounter()
            let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            let visible: CGFloat = 844 - 55 - 40
            XCTAssertEqual(footer.frame.minY, visible)
            stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
            XCTAssertEqual(footer.state, .pulling)
            stage.release()
            XCTAssertEqual(counter.count, 1)
            // The inset keeps the footer right under the visible area: its height plus the empty gap.
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 6 + 44 + (visible - 300), accuracy: 0.001)
            XCTAssertEqual(stage.scrollView.contentOffset.y, -55 + 44, accuracy: 0.5)
            footer.endRefreshing()
            XCTAssertEqual(stage.scrollView.contentInset, host)
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentOffset.y, -55, accuracy: 0.5, "at the top")
        }
    }

    func testAShortPullBouncesBackAndAPullDownNeverFiresTheFooter() {
        onMain {
            for contentHeight in [CGFloat(300), 2000] {
                UISimulation.reset()
                let stage = Stage(contentHeight: contentHeight)
                let counter = CallCounter()
                let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
                stage.scrollView.mj_footer = footer
                stage.pullDown(300)
                XCTAssertEqual(footer.state, .idle)
                XCTAssertEqual(footer.pullingPercent, 0)
                stage.release()
                stage.scrollToBottom()
                stage.pushUp(Stage.fingerTravel(forOverscroll: 30))
                stage.release()
                XCTAssertEqual(counter.count, 0, "content \(contentHeight)")
                XCTAssertEqual(footer.state, .idle)
                XCTAssertEqual(stage.scrollView.contentInset, .zero)
                XCTAssertTrue(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
            }
        }
    }

    func testCallbacksAroundALoad() {
        onMain {
            let stage = Stage()
            var events: [String] = []
            let footer = MJRefreshBackNormalFooter { events.append("load") }
            footer.beginRefreshingCompletionBlock = { events.append("began") }
            footer.endRefreshingAnimationBeginAction = { events.append("collapse") }
            stage.scrollView.mj_footer = footer
            stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 60))
            stage.release()
            footer.endRefreshing { events.append("ended") }
            XCTAssertEqual(events, ["load", "began", "collapse"])
            UISimulation.runUntilIdle()
            XCTAssertEqual(events, ["load", "began", "collapse", "ended"])
        }
    }

    func testAHostInsetWrittenDuringALoadIsKept() {
        onMain {
            let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
            let footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = footer
            stage.pushUp(1176 + Stage.fingerTravel(forOverscroll: 60))
            stage.release()
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 64)
            stage.scrollView.contentInset.bottom = 50
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 94)
            footer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 50)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 2000 + 50 - 844, accuracy: 0.5)
        }
    }
}
