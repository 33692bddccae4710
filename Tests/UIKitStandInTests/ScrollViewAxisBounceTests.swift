import SimulationTesting
import Testing
import UIKit

/// `bouncesHorizontally` and `bouncesVertically` (iOS 17.4), and `bounces` as UIKit's header defines it: true
/// only when both axes bounce, and setting it sets both.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewAxisBounceTests {
    @Test func bouncesSummarisesAndSetsBothAxes() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(scrollView.bounces && scrollView.bouncesHorizontally && scrollView.bouncesVertically)
        scrollView.bouncesVertically = false
        #expect(!scrollView.bounces, "one hard axis: bounces reads false")
        #expect(scrollView.bouncesHorizontally)
        scrollView.bounces = true
        #expect(scrollView.bouncesVertically, "setting bounces sets both axes")
        scrollView.bounces = false
        #expect(!scrollView.bouncesHorizontally && !scrollView.bouncesVertically)
    }

    @Test func aHardAxisStopsAtItsEdgeWhileTheOtherRubberBands() {
        // Content larger than the view both ways, at its top-left corner.
        let stage = Stage(contentHeight: 2000, contentWidth: 1000)
        let scrollView = stage.scrollView
        scrollView.bouncesVertically = false
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
        #expect(scrollView.contentOffset.y == 0, "the vertical edge is hard")
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        scrollView.simulateDrag(by: CGPoint(x: 100, y: 0), duration: 0.2)
        #expect(scrollView.contentOffset.x < 0, "the horizontal edge still gives")
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset == .zero, "and bounces back")
    }
}
