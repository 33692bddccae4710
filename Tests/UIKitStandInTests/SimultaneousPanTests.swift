import SimulationTesting
import Testing
import UIKit

/// A scroll view is its pan's delegate, so a subclass adopting `UIGestureRecognizerDelegate` decides whether its
/// pan recognizes together with a nested scroll view's; when it does, the finger on the inner scroll view drags
/// both. Otherwise only the scroll view under the finger moves.
@MainActor
@Suite(.uiSimulation)
struct SimultaneousPanTests {
    /// An outer scroll view whose pan recognizes with any other pan, as nested-scroll layouts write it.
    private final class SharingScrollView: UIScrollView, UIGestureRecognizerDelegate {
        private(set) var questions = 0

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            questions += 1
            return gestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
        }
    }

    private static func nest(outer: UIScrollView) -> (Stage, UIScrollView) {
        let stage = Stage(contentHeight: 1600, scrollView: outer)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 844))
        inner.contentSize = CGSize(width: 390, height: 3000)
        outer.addSubview(inner)
        UISimulation.advance(by: 1.0 / 60)
        return (stage, inner)
    }

    @Test func aSharingOuterScrollViewMovesWithTheInnerOne() {
        let outer = SharingScrollView(frame: .zero)
        #expect(outer.panGestureRecognizer.delegate === outer, "the scroll view is its pan's delegate")
        let (stage, inner) = Self.nest(outer: outer)
        defer { withExtendedLifetime(stage) {} }
        inner.simulateDrag(by: CGPoint(x: 0, y: -120), duration: 0.3)
        #expect(outer.questions > 0)
        #expect(inner.isDragging && outer.isDragging)
        #expect(abs(inner.contentOffset.y - 120) < 0.5)
        #expect(abs(outer.contentOffset.y - 120) < 0.5)
        inner.simulateTouchUp()
        #expect(!inner.isTracking && !outer.isTracking, "the lift ends both")
        UISimulation.runUntilIdle()
    }

    @Test func aPlainOuterScrollViewStaysWhileTheInnerOneMoves() {
        let outer = UIScrollView(frame: .zero)
        #expect(outer.panGestureRecognizer.delegate == nil)
        let (stage, inner) = Self.nest(outer: outer)
        defer { withExtendedLifetime(stage) {} }
        inner.simulateDrag(by: CGPoint(x: 0, y: -120), duration: 0.3)
        inner.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(inner.contentOffset.y > 100)
        #expect(outer.contentOffset.y == 0)
        #expect(!outer.isTracking)
    }
}
