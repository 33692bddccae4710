import MJRefresh
import SimulationTesting
import XCTest

/// The auto footer sits after the content, keeps its height in the bottom inset, and
/// loads once when the user scrolls it into view; `autoTriggerTimes` and taps.
///
/// Geometry of the default stage: an 844 pt view over 2000 pt of content; with the footer's 44 pt in the bottom
/// inset the largest resting offset is 2000 + 44 − 844 = 1200, where the footer is fully in view.
final class AutoFooterLoadTests: SimulationTestCase {
    func testSitsRightAfterTheContentAndAddsItsHeightToTheBottomInset() {
        onMain {
            let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            XCTAssertTrue(stage.scrollView.mj_footer === footer)
            XCTAssertEqual(footer.scrollView, stage.scrollView)
            XCTAssertEqual(footer.frame, CGRect(x: 0, y: 2000, width: 390, height: 44))
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 10 + 44)
            XCTAssertEqual(footer.state, .idle)
            XCTAssertTrue(footer.isAutomaticallyRefresh)
            XCTAssertEqual(footer.triggerAutomaticallyRefreshPercent, 1)
            XCTAssertEqual(footer.autoTriggerTimes, 1)
            XCTAssertEqual(footer.ignoredScrollViewContentInsetBottom, 0)
        }
    }

    func testScrollingTheFooterFullyIntoViewLoadsOnceAtOnce() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pushUp(1190)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 1190, accuracy: 0.01)
            XCTAssertEqual(counter.count, 0, "10 pt of the footer are still below the screen")
            XCTAssertEqual(footer.state, .idle)
            stage.pushUp(11, duration: 0.05)
            XCTAssertEqual(counter.count, 1, "the callback runs as the footer comes fully into view")
            XCTAssertEqual(footer.state, .refreshing)
            XCTAssertTrue(footer.isRefreshing)
            stage.pushUp(80)
            stage.release()
            XCTAssertEqual(counter.count, 1, "exactly once for one trigger")
            XCTAssertEqual(stage.scrollView.contentOffset.y, 1200, accuracy: 0.5, "rests with the footer in view")
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44, "loading adds nothing to the inset")
        }
    }

    func testTriggerPercentMovesThePointWhereItLoads() {
        onMain {
            // Offset ≥ 1156 + 44·percent loads (1200 with the default 1). Past 1200 the content rubber-bands, so
            // the finger travel for percent 2 (offset 1244, 44 pt past the end) is worked out from the rubber band.
            let justBefore: [CGFloat: CGFloat] = [0.5: 1176, 0: 1154, 2: 1200 + Stage.fingerTravel(forOverscroll: 42)]
            let justAfter: [CGFloat: CGFloat] = [
                0.5: 4, 0: 4,
                2: Stage.fingerTravel(forOverscroll: 46)
                    - Stage.fingerTravel(forOverscroll: 42),
            ]
            for percent in [CGFloat(0.5), 0, 2] {
                UISimulation.reset()
                let stage = Stage()
                let counter = CallCounter()
                let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
                footer.triggerAutomaticallyRefreshPercent = percent
                XCTAssertEqual(footer.triggerAutomaticallyRefreshPercent, percent)
                stage.scrollView.mj_footer = footer
                stage.pushUp(justBefore[percent]!)
                XCTAssertEqual(counter.count, 0, "percent \(percent)")
                stage.pushUp(justAfter[percent]!, duration: 0.1)
                XCTAssertEqual(counter.count, 1, "percent \(percent)")
                stage.release()
                XCTAssertEqual(counter.count, 1, "percent \(percent)")
            }
        }
    }

    func testScrollingWithoutAFingerIntoViewAlsoLoads() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            stage.scrollView.mj_footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.pushUp(300, duration: 0.1)
            stage.release(velocity: CGPoint(x: 0, y: -8000))  // a fling that decelerates into the end
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(stage.scrollView.mj_footer?.state, .refreshing)
        }
    }

    func testAutoTriggerTimesLimitsLoadsPerDrag() {
        onMain {
            // Each load adds 400 pt, so a 3000 pt drag passes ends at offsets 1200, 1600, 2000, 2400 and 2800.
            for (times, expected) in [(1, 1), (2, 2), (-1, 5), (0, 0)] {
                UISimulation.reset()
                let stage = Stage()
                var loads = 0
                let footer = MJRefreshAutoNormalFooter()
                footer.autoTriggerTimes = times
                footer.refreshingBlock = { [unowned stage, unowned footer] in
                    loads += 1
                    stage.scrollView.contentSize.height += 400  // a page of rows arrives at once
                    footer.endRefreshing()
                }
                stage.scrollView.mj_footer = footer
                // One long, slow drag through three ends of the content.
                stage.pushUp(3000, duration: 3)
                XCTAssertEqual(loads, expected, "autoTriggerTimes \(times)")
                stage.release()
                XCTAssertEqual(loads, expected, "autoTriggerTimes \(times): the release adds none")
                XCTAssertEqual(footer.autoTriggerTimes, times)
            }
        }
    }

    func testANewDragRefillsTheBudget() {
        onMain {
            let stage = Stage()
            var loads = 0
            let footer = MJRefreshAutoNormalFooter()
            footer.refreshingBlock = { [unowned stage, unowned footer] in
                loads += 1
                stage.scrollView.contentSize.height += 400
                footer.endRefreshing()
            }
            stage.scrollView.mj_footer = footer
            stage.pushUp(1700, duration: 1)
            XCTAssertEqual(loads, 1)
            stage.release()
            stage.pushUp(600, duration: 0.5)
            XCTAssertEqual(loads, 2, "the new drag reaches the new end")
            stage.release()
        }
    }

    func testATapOnTheIdleFooterLoadsOnceWhateverTheDragHistory() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            footer.autoTriggerTimes = 0  // no drag may load
            stage.scrollView.mj_footer = footer
            stage.pushUp(1300, duration: 1)
            stage.release()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 1200, accuracy: 0.5)
            footer.simulateTap()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(footer.state, .refreshing)
            footer.simulateTap()
            XCTAssertEqual(counter.count, 1, "a tap while loading does nothing")
            footer.endRefreshing()
            footer.simulateTap()
            XCTAssertEqual(counter.count, 2, "the next tap loads again")
        }
    }

    func testATapAfterTheDragBudgetIsSpentStillLoads() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoStateFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            stage.pushUp(1300, duration: 1)
            XCTAssertEqual(counter.count, 1)
            footer.endRefreshing()
            stage.pushUp(100, duration: 0.2)
            stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.2)
            stage.pushUp(150, duration: 0.2)
            XCTAssertEqual(counter.count, 1, "the drag's one load is spent")
            stage.release()
            footer.simulateTap()
            XCTAssertEqual(counter.count, 2)
        }
    }

    func testIsAutomaticallyRefreshOffLoadsOnlyByTapOrCall() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            footer.isAutomaticallyRefresh = false
            stage.scrollView.mj_footer = footer
            stage.pushUp(1300, duration: 1)
            stage.release()
            XCTAssertEqual(counter.count, 0)
            footer.simulateTap()
            XCTAssertEqual(counter.count, 1)
            footer.endRefreshing()
            footer.beginRefreshing()
            XCTAssertEqual(counter.count, 2)
            XCTAssertEqual(footer.state, .refreshing)
        }
    }

    func testShortContentLoadsWhenTheUserPushesItUpAndReleases() {
        onMain {
            let stage = Stage(contentHeight: 300)
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.frame.minY, 300, "right after the content, even when it is short")
            stage.pushUp(60)
            XCTAssertEqual(counter.count, 0, "short content loads on release")
            stage.release()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(footer.state, .refreshing)
            footer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentOffset.y, 0, accuracy: 0.5)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testLinkToAttachesAsTheFooter() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoFooter {}.link(to: stage.scrollView)
            XCTAssertTrue(stage.scrollView.mj_footer === footer)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44)
            let back = MJRefreshBackNormalFooter {}.link(to: stage.scrollView)
            XCTAssertTrue(stage.scrollView.mj_footer === back, "linking another footer replaces the first")
            XCTAssertNil(footer.superview)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 0)
        }
    }
}
