import SimulationTesting
import Testing
import UIKit

/// `isScrollAnimating` and `stopScrollingAndZooming()` (iOS 17.4): what is moving the content, and stopping it.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewStopScrollingTests {
    @Test func isScrollAnimatingIsTrueOnlyWhileAnAnimatedScrollRuns() {
        let scrollView = makeScrollView()
        #expect(!scrollView.isScrollAnimating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.isScrollAnimating)
        UISimulation.advance(by: 0.15)
        #expect(scrollView.isScrollAnimating)
        UISimulation.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 300)
        #expect(!scrollView.isScrollAnimating)
    }

    @Test func aFlingIsDeceleratingNotScrollAnimating() {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
        UISimulation.advance(by: 1.0 / 60)
        #expect(scrollView.isDecelerating)
        #expect(!scrollView.isScrollAnimating)
    }

    @Test func stopLeavesAnAnimatedScrollWhereItIs() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        UISimulation.advance(by: 0.1)
        let stopped = scrollView.contentOffset
        #expect(stopped.y > 0 && stopped.y < 300)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isScrollAnimating)
        #expect(scrollView.contentOffset == stopped)
        UISimulation.advance(by: 0.5)
        #expect(scrollView.contentOffset == stopped)
        #expect(!recorder.events.contains("didEndScrollingAnimation"))
    }

    @Test func stopLeavesAFlingWhereItIs() {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
        UISimulation.advance(by: 0.1)
        let stopped = scrollView.contentOffset
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isDecelerating)
        UISimulation.advance(by: 0.5)
        #expect(scrollView.contentOffset == stopped)
    }

    @Test func stopPutsABouncingScrollViewBackAtItsEdge() {
        let scrollView = makeScrollView()
        scrollView.contentInset.top = 50
        scrollView.simulateRelease(fromOverscroll: 80)
        UISimulation.advance(by: 1.0 / 60)
        #expect(scrollView.contentOffset.y < -50, "still past the top edge, bouncing back")
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset.y == -50)
        #expect(!scrollView.isDecelerating)
    }

    @Test func stopPutsAPagingScrollViewOnItsNearestPage() {
        let scrollView = makeScrollView(content: CGSize(width: 390 * 5, height: 844))
        scrollView.isPagingEnabled = true
        scrollView.setContentOffset(CGPoint(x: 390 * 2 - 100, y: 0), animated: false)
        scrollView.setContentOffset(CGPoint(x: 390 * 3, y: 0), animated: true)
        UISimulation.advance(by: 1.0 / 60)
        #expect(scrollView.contentOffset.x < 780, "barely started")
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset.x == 780)
    }

    @Test func stopWithNothingMovingChangesNothing() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        let before = recorder.events
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset.y == 120)
        #expect(recorder.events == before)
    }
}
