import SimulationTesting
import Testing
import UIKit

/// `setContentOffset(_:animated:)`, the offset's reaction to inset and content-size changes (reference A3),
/// and robustness against invalid content sizes.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewContentOffsetTests {
    @Test func animatedScrollEasesInAndOutOverPointThreeSecondsReportingEveryFrame() {
        let (scrollView, recorder) = makeRecordedScrollView()
        let offsets = Log<CGFloat>()
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue!.y)
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset.y == 0, "nothing moves before the first frame")
        UISimulation.advance(by: 0.15)
        #expect(abs(scrollView.contentOffset.y - 150) <= 0.01, "ease-in-out is half-way at half time")
        #expect(offsets.values[0] < 300.0 / 36, "eases in: the first frame moves less than linear")
        #expect(!scrollView.isDecelerating)
        UISimulation.advance(by: 0.15)
        #expect(scrollView.contentOffset.y == 300)
        #expect(offsets.values.count == 36, "set once per frame: 0.3 s at 120 fps")
        #expect(recorder.didScrollCount == 36)
        #expect(recorder.events.last == "didEndScrollingAnimation")
        #expect(UISimulation.runUntilIdle())
        #expect(recorder.events.filter { $0 == "didEndScrollingAnimation" }.count == 1)
        withExtendedLifetime(observation) {}
    }

    @Test func animatingToTheCurrentOffsetCallsNothing() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.setContentOffset(.zero, animated: true)
        #expect(UISimulation.runUntilIdle())
        #expect(recorder.events.isEmpty)
    }

    @Test func touchDownCancelsAnAnimatedScroll() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        UISimulation.advance(by: 0.1)
        let stopped = scrollView.contentOffset
        scrollView.simulateTouchDown()
        UISimulation.advance(by: 0.5)
        #expect(scrollView.contentOffset == stopped)
        #expect(!recorder.events.contains("didEndScrollingAnimation"))
    }

    @Test func unanimatedSetStopsABounceWhereItIsTold() {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.2)
        scrollView.simulateTouchUp()
        UISimulation.advance(by: 0.05)
        scrollView.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
        #expect(scrollView.contentOffset.y == -20)
        #expect(!scrollView.isDecelerating)
        UISimulation.advance(by: 1)
        #expect(scrollView.contentOffset.y == -20, "UIKit leaves an offset set from code where it is")
    }

    @Test func growingTopInsetLeavesAValidOffsetAlone() {
        let scrollView = makeScrollView()
        let offsets = Log<CGPoint?>()
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue)
        }
        scrollView.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        #expect(scrollView.contentOffset == .zero)
        #expect(offsets.values.isEmpty, "no set at all")
        withExtendedLifetime(observation) {}
    }

    @Test func shrinkingTopInsetSnapsAnOutOfRangeOffsetAtOnce() {
        let scrollView = makeScrollView()
        scrollView.contentInset.top = 60
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        let offsets = Log<CGPoint?>()
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue)
        }
        scrollView.contentInset.top = 20
        #expect(offsets.values == [CGPoint(x: 0, y: -20)], "one set, observable, onto the new edge")
        #expect(!scrollView.isDecelerating, "no bounce")
        withExtendedLifetime(observation) {}
    }

    @Test func shrinkingContentSnapsTheOffsetToTheNewBottom() {
        let scrollView = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 1156)
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        #expect(scrollView.contentOffset.y == 156)
        scrollView.contentSize = CGSize(width: 390, height: 100)
        #expect(scrollView.contentOffset.y == 0, "short content rests at the top")
    }

    @Test func nothingSnapsWhileAFingerIsDown() {
        let scrollView = makeScrollView()
        scrollView.contentInset.top = 60
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        scrollView.simulateTouchDown()
        scrollView.contentInset.top = 0
        #expect(scrollView.contentOffset.y == -60, "tracking: left to the finger")
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func insetChangedMidDragMovesTheRubberBandEdge() {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
        #expect(abs(scrollView.contentOffset.y - (-rubberBand(100, 844))) <= 1e-9)
        scrollView.contentInset.top = 60
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 1), duration: 0)
        #expect(abs(scrollView.contentOffset.y - (-60 - rubberBand(41, 844))) <= 1e-9)
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == -60)
    }

    @Test func appSettingTheOffsetMidDragLetsTheFingerContinueFromThere() {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -10), duration: 0.1)
        #expect(abs(scrollView.contentOffset.y - 510) <= 1e-9)
    }

    @Test func invalidContentSizesNeverProduceAnInvalidOffset() {
        let scrollView = makeScrollView()
        for size in [
            CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -100, height: -500),
            CGSize(width: CGFloat.infinity, height: .infinity),
        ] {
            scrollView.contentSize = size
            scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
            scrollView.simulateDrag(by: CGPoint(x: 40, y: 120), duration: 0.1)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 900, y: -3000))
            #expect(UISimulation.runUntilIdle(timeout: 10))
            scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
            #expect(UISimulation.runUntilIdle(timeout: 10))
            scrollView.contentInset = .zero
            #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite)
        }
        #expect(UISimulation.invalidGeometryReports == [])
        #expect(scrollView.contentOffset == .zero, "invalid sizes count as empty content")
    }
}
