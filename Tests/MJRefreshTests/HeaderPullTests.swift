import MJRefresh
import SimulationTesting
import XCTest

/// A finger past the threshold refreshes once; anything else does not.
final class HeaderPullTests: SimulationTestCase {
    func testFullPullArmsThenRefreshesOnceWithTheHeaderInView() {
        onMain {
            let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            let baselineInset = stage.scrollView.contentInset
            let adjustedTop = stage.scrollView.adjustedContentInset.top
            XCTAssertEqual(adjustedTop, 47, "a full-screen scroll view under .automatic takes the status bar")

            var states: [MJRefreshState] = []
            let observation = stage.scrollView.observe(\.contentOffset) { _, _ in
                MainActor.assumeIsolated {
                    if states.last != header.state { states.append(header.state) }
                }
            }
            stage.pullDown(150)
            XCTAssertEqual(header.state, .pulling, "150 pt of finger shows 75 pt (> 54): armed")
            XCTAssertEqual(counter.count, 0, "arming calls nothing")
            stage.release()
            withExtendedLifetime(observation) {}

            XCTAssertEqual(states, [.idle, .pulling, .refreshing])
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(stage.scrollView.contentInset.top, baselineInset.top + 54, accuracy: 0.001)
            XCTAssertEqual(stage.scrollView.contentOffset.y, -(adjustedTop + 54), accuracy: 0.5)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, baselineInset.bottom, "other edges untouched")
            XCTAssertEqual(stage.scrollView.contentInset.left, baselineInset.left)
            XCTAssertEqual(stage.scrollView.contentInset.right, baselineInset.right)
        }
    }

    func testThresholdIsTheHeaderHeightOfOverscroll() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            // Just short of 54 pt of overscroll, then just past it.
            stage.pullDown(Stage.fingerTravel(forOverscroll: 52))
            XCTAssertEqual(header.state, .idle)
            XCTAssertEqual(header.pullingPercent, 52.0 / 54.0, accuracy: 0.02)
            stage.scrollView.simulateDrag(
                by: CGPoint(
                    x: 0,
                    y: Stage.fingerTravel(forOverscroll: 56)
                        - Stage.fingerTravel(forOverscroll: 52)), duration: 0.05)
            XCTAssertEqual(header.state, .pulling)
            // Back above the threshold while still dragging disarms.
            stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: -40), duration: 0.1)
            XCTAssertEqual(header.state, .idle)
            stage.release()
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testShortPullBouncesBackAndCallsNothing() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            stage.scrollView.mj_header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.pullDown(80)
            XCTAssertEqual(stage.scrollView.mj_header?.state, .idle)
            stage.release()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 0, accuracy: 0.5)
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
            XCTAssertEqual(stage.scrollView.mj_header?.pullingPercent ?? -1, 0, accuracy: 0.01)
        }
    }

    func testAttachingCallsNothing() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            stage.scrollView.mj_header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(stage.scrollView.mj_header?.state, .idle)
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
        }
    }

    func testAFlingThatBouncesPastTheTopDoesNotRefresh() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            stage.scrollView.contentOffset.y = 600
            // A hard fling towards the top: the content overshoots the top while decelerating.
            stage.scrollView.simulateTouchDown()
            stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.05)
            stage.scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 6000))
            var lowest: CGFloat = 0
            let observation = stage.scrollView.observe(\.contentOffset) { scrollView, _ in
                MainActor.assumeIsolated { lowest = min(lowest, scrollView.contentOffset.y) }
            }
            UISimulation.runUntilIdle()
            withExtendedLifetime(observation) {}
            XCTAssertLessThan(lowest, -54, "the fling really went past the threshold")
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testAFingerStillDownAfterAnEndCannotRefreshAgainUntilItLifts() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            stage.pullDown(150)
            stage.release()
            XCTAssertEqual(counter.count, 1)
            // The user grabs the list again and holds it pulled down while the refresh ends.
            stage.pullDown(150)
            header.endRefreshing()
            stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: 60), duration: 0.2)
            XCTAssertNotEqual(header.state, .pulling)
            stage.release()
            XCTAssertEqual(counter.count, 1, "no refresh without a new gesture")
            stage.pullDown(150)
            stage.release()
            XCTAssertEqual(counter.count, 2, "a new pull refreshes again")
        }
    }
}
