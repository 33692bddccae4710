import SimulationTesting
import Testing
import UIKit

/// `simulatedPresentationBounds` is what the screen draws: the model bounds, or an animation's current value.
@MainActor
@Suite(.uiSimulation)
struct PresentationBoundsTests {
    @Test func anAnimatedOffsetIsPresentedOnItsWayWhileTheModelIsAlreadyThere() {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        #expect(scrollView.simulatedPresentationBounds == scrollView.bounds)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                scrollView.contentOffset = CGPoint(x: 0, y: 100)
            })
        #expect(scrollView.contentOffset.y == 100, "the model at once")
        UISimulation.advance(by: 0.5)
        #expect(abs(scrollView.simulatedPresentationBounds.minY - 50) <= 0.5, "half way on the screen")
        UISimulation.advance(by: 0.6)
        #expect(scrollView.simulatedPresentationBounds.minY == 100)
    }
}
