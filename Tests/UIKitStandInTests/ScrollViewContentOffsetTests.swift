import SimulationTesting
import UIKit
import XCTest

/// `setContentOffset(_:animated:)`, the offset's reaction to inset and content-size changes (reference A3),
/// and robustness against invalid content sizes.
final class ScrollViewContentOffsetTests: SimulationTestCase {
    func testAnimatedScrollEasesInAndOutOverPointThreeSecondsReportingEveryFrame() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            let offsets = Log<CGFloat>()
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
                offsets.append(change.newValue!.y)
            }
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "nothing moves before the first frame")
            UISimulation.advance(by: 0.15)
            XCTAssertEqual(scrollView.contentOffset.y, 150, accuracy: 0.01, "ease-in-out is half-way at half time")
            XCTAssertLessThan(offsets.values[0], 300.0 / 36, "eases in: the first frame moves less than linear")
            XCTAssertFalse(scrollView.isDecelerating)
            UISimulation.advance(by: 0.15)
            XCTAssertEqual(scrollView.contentOffset.y, 300)
            XCTAssertEqual(offsets.values.count, 36, "set once per frame: 0.3 s at 120 fps")
            XCTAssertEqual(recorder.didScrollCount, 36)
            XCTAssertEqual(recorder.events.last, "didEndScrollingAnimation")
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(recorder.events.filter { $0 == "didEndScrollingAnimation" }.count, 1)
            withExtendedLifetime(observation) {}
        }
    }

    func testAnimatingToTheCurrentOffsetCallsNothing() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.setContentOffset(.zero, animated: true)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertTrue(recorder.events.isEmpty)
        }
    }

    func testTouchDownCancelsAnAnimatedScroll() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            UISimulation.advance(by: 0.1)
            let stopped = scrollView.contentOffset
            scrollView.simulateTouchDown()
            UISimulation.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset, stopped)
            XCTAssertFalse(recorder.events.contains("didEndScrollingAnimation"))
        }
    }

    func testUnanimatedSetStopsABounceWhereItIsTold() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.2)
            scrollView.simulateTouchUp()
            UISimulation.advance(by: 0.05)
            scrollView.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, -20)
            XCTAssertFalse(scrollView.isDecelerating)
            UISimulation.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset.y, -20, "UIKit leaves an offset set from code where it is")
        }
    }

    func testGrowingTopInsetLeavesAValidOffsetAlone() {
        onMain {
            let scrollView = makeScrollView()
            let offsets = Log<CGPoint?>()
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
                offsets.append(change.newValue)
            }
            scrollView.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertTrue(offsets.values.isEmpty, "no set at all")
            withExtendedLifetime(observation) {}
        }
    }

    func testShrinkingTopInsetSnapsAnOutOfRangeOffsetAtOnce() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.contentInset.top = 60
            scrollView.contentOffset = CGPoint(x: 0, y: -60)
            let offsets = Log<CGPoint?>()
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
                offsets.append(change.newValue)
            }
            scrollView.contentInset.top = 20
            XCTAssertEqual(offsets.values, [CGPoint(x: 0, y: -20)], "one set, observable, onto the new edge")
            XCTAssertFalse(scrollView.isDecelerating, "no bounce")
            withExtendedLifetime(observation) {}
        }
    }

    func testShrinkingContentSnapsTheOffsetToTheNewBottom() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.contentOffset = CGPoint(x: 0, y: 1156)
            scrollView.contentSize = CGSize(width: 390, height: 1000)
            XCTAssertEqual(scrollView.contentOffset.y, 156)
            scrollView.contentSize = CGSize(width: 390, height: 100)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "short content rests at the top")
        }
    }

    func testNothingSnapsWhileAFingerIsDown() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.contentInset.top = 60
            scrollView.contentOffset = CGPoint(x: 0, y: -60)
            scrollView.simulateTouchDown()
            scrollView.contentInset.top = 0
            XCTAssertEqual(scrollView.contentOffset.y, -60, "tracking: left to the finger")
            scrollView.simulateTouchUp()
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testInsetChangedMidDragMovesTheRubberBandEdge() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset.y, -rubberBand(100, 844), accuracy: 1e-9)
            scrollView.contentInset.top = 60
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 1), duration: 0)
            XCTAssertEqual(scrollView.contentOffset.y, -60 - rubberBand(41, 844), accuracy: 1e-9)
            scrollView.simulateTouchUp()
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, -60)
        }
    }

    func testAppSettingTheOffsetMidDragLetsTheFingerContinueFromThere() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -10), duration: 0.1)
            XCTAssertEqual(scrollView.contentOffset.y, 510, accuracy: 1e-9)
        }
    }

    func testInvalidContentSizesNeverProduceAnInvalidOffset() {
        onMain {
            let scrollView = makeScrollView()
            for size in [
                CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -100, height: -500),
                CGSize(width: CGFloat.infinity, height: .infinity),
            ] {
                scrollView.contentSize = size
                scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
                scrollView.simulateDrag(by: CGPoint(x: 40, y: 120), duration: 0.1)
                scrollView.simulateTouchUp(velocity: CGPoint(x: 900, y: -3000))
                XCTAssertTrue(UISimulation.runUntilIdle(timeout: 10))
                scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
                XCTAssertTrue(UISimulation.runUntilIdle(timeout: 10))
                scrollView.contentInset = .zero
                XCTAssertTrue(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite)
            }
            XCTAssertEqual(UISimulation.invalidGeometryReports, [])
            XCTAssertEqual(scrollView.contentOffset, .zero, "invalid sizes count as empty content")
        }
    }
}
