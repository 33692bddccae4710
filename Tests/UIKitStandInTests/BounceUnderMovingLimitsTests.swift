import SimulationTesting
import Testing
import UIKit

/// A bounce whose limits move while it runs (a view resized as it scrolls, an inset the app keeps adjusting)
/// still heads for the moved edge and comes to rest within the limits.
@MainActor
@Suite(.uiSimulation)
struct BounceUnderMovingLimitsTests {
    /// Moves the top inset by a hair at every scroll, so that the limits change every frame of the bounce.
    private final class InsetJiggler: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrollView.contentInset.top = scrollView.contentInset.top == 0 ? 1e-6 : 0
        }
    }

    @Test func aBounceWhoseEdgeMovesAtEveryScrollMovesEveryFrameAndRestsInRange() {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        let jiggler = InsetJiggler()
        scrollView.delegate = jiggler
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.2)
        #expect(scrollView.contentOffset.y < -50, "pulled past the top")
        scrollView.simulateTouchUp()
        var stalledFrames = 0
        var frames = 0
        while scrollView.isDecelerating, frames < 600 {
            let before = scrollView.contentOffset.y
            UISimulation.advance(by: 1.0 / 120)
            frames += 1
            if scrollView.isDecelerating, scrollView.contentOffset.y == before { stalledFrames += 1 }
        }
        #expect(stalledFrames == 0, "the content moves on every frame of the bounce")
        #expect(!scrollView.isDecelerating, "the bounce came to rest")
        #expect(scrollView.contentOffset.y >= -scrollView.contentInset.top - 1e-9)
        #expect(scrollView.contentOffset.y <= 1e-6)
        withExtendedLifetime(jiggler) {}
    }
}
