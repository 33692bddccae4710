import SimulationTesting
import Testing
import UIKit

/// The stand-in bugs the randomized sessions found, each pinned down on the stand-in alone.
@MainActor
@Suite(.uiSimulation)
struct StandInRegressionTests {
    @Test func anAnimationBlockThatSetsAPropertyTwiceCompletesOnce() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var completions = 0
        UIView.animate(
            withDuration: 0.25,
            animations: {
                view.frame.origin.x = 50
                view.frame.origin.x = 100
            }, completion: { _ in completions += 1 })
        UISimulation.runUntilIdle()
        #expect(completions == 1)
        #expect(view.frame.origin.x == 100)
    }

    @Test func anAxisAtRestSnapsIntoLimitsThatMovedWhileTheOtherAxisBounced() {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 2000, height: 0)
        scrollView.alwaysBounceVertical = true
        window.addSubview(scrollView)
        scrollView.simulateDrag(by: CGPoint(x: -700, y: 100), duration: 1.0 / 120)
        scrollView.simulateTouchUp(velocity: .zero)
        #expect(scrollView.isDecelerating, "y bounces back")
        scrollView.contentSize = CGSize(width: 1000, height: 0)
        UISimulation.runUntilIdle()
        #expect(abs(scrollView.contentOffset.x - (1000 - 390)) <= 0.01, "x snaps to the new end")
        #expect(abs(scrollView.contentOffset.y) <= 0.01)
    }

    @Test func aLayoutRequestMadeDuringALayoutPassRunsInTheNextFrame() {
        let window = makeWindow()
        let late = LayoutCounter()
        let early = LayoutCounter()
        // Subviews lay out in order: `late` first, then `early`, whose layout asks `late` to lay out again.
        window.addSubview(late)
        window.addSubview(early)
        early.onLayout = { late.setNeedsLayout() }
        UISimulation.runUntilIdle()
        #expect(late.layouts == 2, "the request made after its layout is not lost")
    }
}

private final class LayoutCounter: UIView {
    var layouts = 0
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        let action = onLayout
        onLayout = nil
        action?()
    }
}
