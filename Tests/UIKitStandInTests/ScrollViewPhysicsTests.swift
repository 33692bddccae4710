import SimulationTesting
import Testing
import UIKit

/// Rubber band, deceleration and bounce against their closed-form formulas: the overscroll shown for a finger
/// travel x past the edge of a view of dimension d is (1 − 1/(0.55·x/d + 1))·d; a fling decays as
/// v(t) = v0·r^(1000t) for the deceleration rate r; a release past the edge springs back critically damped.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewPhysicsTests {
    /// Finger travel past the edge and the overscroll it shows on an 844 pt view.
    @Test(arguments: [(10.0, 5.5), (50.0, 26.6), (100.0, 51.6), (200.0, 97.3)] as [(CGFloat, CGFloat)])
    func rubberBandPastTheTopEdgeMatchesTheFormula(pull: CGFloat, shown: CGFloat) {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: pull), duration: 0.25)
        #expect(abs(scrollView.contentOffset.y - (-shown)) <= 0.06, "pull \(pull) on an 844 pt view")
        #expect(abs(scrollView.contentOffset.y - (-rubberBand(pull, 844))) <= 1e-9)
        scrollView.simulateTouchUp()
    }

    @Test func rubberBandPastTheBottomAndOnTheHorizontalAxis() {
        let scrollView = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 1156)  // 2000 − 844: the bottom edge
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.2)
        #expect(abs(scrollView.contentOffset.y - (1156 + 51.6)) <= 0.06)

        let wide = makeScrollView(content: CGSize(width: 1000, height: 844))
        wide.simulateDrag(by: CGPoint(x: 100, y: 0), duration: 0.2)
        #expect(abs(wide.contentOffset.x - (-rubberBand(100, 390))) <= 1e-9, "d is the width")
        #expect(wide.contentOffset.y == 0, "content as tall as the view does not move vertically")
    }

    @Test func dragAndFlingGiveTheSameOffsetsAt60And120FramesPerSecond() {
        @MainActor func run(fps: Int) -> [CGFloat] {
            UISimulation.reset()
            UISimulation.framesPerSecond = fps
            let scrollView = makeScrollView()
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.3)
            var samples = [scrollView.contentOffset.y]
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -400), duration: 0.2)
            samples.append(scrollView.contentOffset.y)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 1800))  // back into the top edge
            for _ in 0..<12 {
                UISimulation.advance(by: 0.1)
                samples.append(scrollView.contentOffset.y)
            }
            return samples
        }
        let at60 = run(fps: 60), at120 = run(fps: 120)
        #expect(abs(at60[0] - (-rubberBand(110, 844))) <= 1e-9, "40 pt above the edge, 150 pt pull")
        for (slow, fast) in zip(at60, at120) { #expect(abs(slow - fast) <= 1e-6) }
    }

    @Test func flingWithNormalRateFollowsTheDecelerationCurve() {
        let scrollView = makeScrollView(content: CGSize(width: 390, height: 10000))
        scrollView.contentOffset = CGPoint(x: 0, y: 2000)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -10), duration: 0.05)
        let start = scrollView.contentOffset.y
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))  // finger up: content moves down the list
        let k = 1000 * log(0.998)
        UISimulation.advance(by: 1)
        #expect(abs(scrollView.contentOffset.y - (start + 2000 * (pow(0.998, 1000) - 1) / k)) <= 0.01)
        #expect(scrollView.isDecelerating)
        #expect(UISimulation.runUntilIdle())
        #expect(abs(scrollView.contentOffset.y - start - 999) <= 10)
        #expect(abs(scrollView.contentOffset.y - (start - 2000 / k)) <= 1e-9, "snaps to the rest point")
        #expect(!scrollView.isDecelerating)
        // Time to come within 0.5/scale pt of rest: ln(−k·ε/|v0|)/k ≈ 4.35 s; runUntilIdle returns after
        // the frame that stops the motion plus its quiet frames.
        #expect(abs(UISimulation.now - (0.05 + log(-k * (0.5 / 3) / 2000) / k)) <= 4.0 / 120 + 1e-9)
    }

    @Test func fastRateTravelsAboutATenthOfTheVelocity() {
        let scrollView = makeScrollView(content: CGSize(width: 390, height: 10000))
        scrollView.decelerationRate = .fast
        scrollView.contentOffset = CGPoint(x: 0, y: 2000)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -10), duration: 0.05)
        let start = scrollView.contentOffset.y
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))
        #expect(UISimulation.runUntilIdle())
        #expect(abs(scrollView.contentOffset.y - start - 0.099 * 2000) <= 2)
        #expect(UISimulation.now < 0.05 + 0.8, "a fast fling settles within about 0.6–0.8 s")
    }

    @Test func releaseWhileOverscrolledSpringsBackAlongTheCriticallyDampedCurve() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
        #expect(abs(scrollView.contentOffset.y - (-100)) <= 1e-9)
        scrollView.simulateTouchUp()
        #expect(scrollView.isDecelerating, "the bounce counts as decelerating")
        UISimulation.advance(by: 0.1)
        #expect(abs(scrollView.contentOffset.y - (-73.6)) <= 0.05)
        UISimulation.advance(by: 0.1)
        #expect(abs(scrollView.contentOffset.y - (-40.6)) <= 0.05)
        UISimulation.advance(by: 0.8)
        #expect(scrollView.contentOffset.y == 0, "at rest on the edge within 1 s")
        #expect(!scrollView.isDecelerating)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test func releaseVelocityFeedsTheSpring() {
        let scrollView = makeScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 500))  // still pulling down: content at −500 pt/s
        UISimulation.advance(by: 0.1)
        // x(t) = e^(−βt)·(x0 + (v0 + β·x0)·t) with x0 = −100, v0 = −500, β = 10.
        #expect(abs(scrollView.contentOffset.y - exp(-1) * (-100 + (-500 - 1000) * 0.1)) <= 0.01)
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func flingIntoTheTopEdgeBouncesFromTheCrossingAndRestsOnTheEdge() {
        let scrollView = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 310)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 10), duration: 0.05)
        #expect(abs(scrollView.contentOffset.y - 300) <= 1e-9)
        let offsets = Log<CGFloat>()
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue?.y ?? .nan)
        }
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 3000))
        #expect(UISimulation.runUntilIdle())
        // The path crosses 0 when 0.998^(1000t) = 1 − 300·|k|/3000, at 79.98 % of the launch speed; the spring
        // e^(−10t)·v·t from there peaks 0.1 s later at v/(10e).
        let crossingVelocity = -3000 * (1 - 300 * -(1000 * log(0.998)) / 3000)
        #expect(abs(offsets.values.min()! - crossingVelocity / (10 * exp(1))) <= 0.5)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
        withExtendedLifetime(observation) {}
    }

    @Test func bounceHeadsForTheNewEdgeWhenTheTopInsetGrows() {
        let scrollView = makeScrollView()
        scrollView.simulateRelease(fromOverscroll: 100)
        UISimulation.advance(by: 0.05)
        let before = scrollView.contentOffset.y
        scrollView.contentInset.top = 60
        #expect(scrollView.contentOffset.y == before, "no jump when the edge moves")
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == -60, "rests on the new edge")
    }

    @Test func bounceStopsWhereItIsWhenTheGrownInsetTakesItIn() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.simulateRelease(fromOverscroll: 100)
        UISimulation.advance(by: 0.3)
        let position = scrollView.contentOffset.y
        #expect(abs(position - (-19.9)) <= 0.05)
        scrollView.contentInset.top = 60
        UISimulation.advance(by: 1.0 / 120)
        #expect(scrollView.contentOffset.y == position, "inside the new range: it stays")
        #expect(!scrollView.isDecelerating)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    /// Where a paging scroll view of three 390 pt pages comes to rest after a drag from a page and a release.
    @Test(
        arguments: [
            (0, -100, 0, 0, "nearest page"),
            (0, -250, 0, 390, "nearest page"),
            (0, -100, -1000, 390, "a fling goes on to the next page"),
            (390, 100, 1000, 0, "flinging back"),
            (390, -100, -200, 390, "a slow release stays"),
            (780, -100, -2000, 780, "no page past the content"),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat, String)])
    func pagingSettlesOnTheNearestPageOrTheNextOneAfterAFling(
        from offset: CGFloat, drag: CGFloat, velocity: CGFloat, restsAt page: CGFloat, why: String
    ) {
        let scrollView = makeScrollView(content: CGSize(width: 390 * 3, height: 844))
        scrollView.isPagingEnabled = true
        scrollView.contentOffset = CGPoint(x: offset, y: 0)
        scrollView.simulateDrag(by: CGPoint(x: drag, y: 0), duration: 0.2)
        scrollView.simulateTouchUp(velocity: CGPoint(x: velocity, y: 0))
        #expect(UISimulation.runUntilIdle(timeout: 3))
        #expect(scrollView.contentOffset.x == page, "\(why)")
    }

    /// A paging scroll view resized while it settles (a rotation right after the lift) settles on the same page of
    /// its new size, not on the offset the page had at the old size (which may lie between pages now).
    @Test func pagingResizedWhileSettlingSettlesOnThePageOfTheNewSize() {
        let scrollView = makeScrollView(content: CGSize(width: 390 * 3, height: 844))
        scrollView.isPagingEnabled = true
        scrollView.contentOffset = CGPoint(x: 390, y: 0)
        scrollView.simulateDrag(by: CGPoint(x: -32, y: 0), duration: 0.1)
        scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        scrollView.simulateTouchUp(velocity: .zero)
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(UISimulation.runUntilIdle(timeout: 3))
        #expect(scrollView.contentOffset.x == 390, "page 1 of 390 pt, not where page 1 of 844 pt was")
    }

    @Test func scrollViewReleasedMidMotionIsDeallocatedAndTheClockRunsOn() {
        weak var weakScrollView: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            scrollView.contentSize = CGSize(width: 390, height: 5000)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -50), duration: 0.1)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -3000))
            UISimulation.advance(by: 0.1)
            #expect(scrollView.isDecelerating)
            weakScrollView = scrollView
        }
        #expect(weakScrollView == nil, "a moving scroll view is not kept alive by its motion")
        #expect(UISimulation.runUntilIdle(timeout: 1))
    }
}

// MARK: Shared helpers of the scroll view tests

/// A 390 × 844 scroll view filling a visible window (by default one without safe-area insets).
@MainActor
func makeScrollView(content: CGSize = CGSize(width: 390, height: 2000), window: UIWindow? = nil) -> UIScrollView {
    let host = window ?? makeWindow()
    let scrollView = UIScrollView(frame: host.bounds)
    scrollView.contentSize = content
    host.addSubview(scrollView)
    return scrollView
}

/// A scroll view from `makeScrollView` with a delegate that records its calls (the scroll view holds its delegate
/// weakly: keep the recorder).
@MainActor
func makeRecordedScrollView(content: CGSize = CGSize(width: 390, height: 2000))
    -> (scrollView: UIScrollView, recorder: ScrollDelegateRecorder)
{
    let scrollView = makeScrollView(content: content)
    let recorder = ScrollDelegateRecorder()
    scrollView.delegate = recorder
    return (scrollView, recorder)
}

extension UIScrollView {
    /// Drags the content down past the top edge, in a quarter second, until `overscroll` points show, then lifts
    /// the finger without speed: the bounce back to the edge starts.
    func simulateRelease(fromOverscroll overscroll: CGFloat) {
        simulateDrag(by: CGPoint(x: 0, y: pull(showing: overscroll, bounds.height)), duration: 0.25)
        simulateTouchUp()
    }
}

/// The overscroll shown for `pull` points of finger travel past the edge: (1 − 1/(0.55·x/d + 1))·d.
func rubberBand(_ pull: CGFloat, _ dimension: CGFloat) -> CGFloat {
    (1 - 1 / (0.55 * pull / dimension + 1)) * dimension
}

/// The finger travel past the edge that shows `overscroll`: b·d/(0.55·(d − b)).
func pull(showing overscroll: CGFloat, _ dimension: CGFloat) -> CGFloat {
    overscroll * dimension / (0.55 * (dimension - overscroll))
}

/// Records scroll-view delegate calls by name; runs of `didScroll` count once in `events`.
@MainActor
final class ScrollDelegateRecorder: NSObject, UIScrollViewDelegate {
    private(set) var events: [String] = []
    private(set) var didScrollCount = 0
    private(set) var reportedVelocity: CGPoint?
    private(set) var proposedTarget: CGPoint?
    /// When set, `scrollViewWillEndDragging` replaces the target offset with it.
    var targetOverride: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollCount += 1
        if events.last != "didScroll" { events.append("didScroll") }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        reportedVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let targetOverride { targetContentOffset.pointee = targetOverride }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
    }
}
