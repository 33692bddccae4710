import SimulationTesting
import UIKit
import XCTest

/// Rubber band, deceleration and bounce against their closed-form formulas (see
/// `shared/reference/scroll-physics-and-uikit.md`, A1 and A2).
final class ScrollViewPhysicsTests: SimulationTestCase {
    func testRubberBandPastTheTopEdgeMatchesTheFormula() {
        onMain {
            for (pull, shown) in [(10.0, 5.5), (50.0, 26.6), (100.0, 51.6), (200.0, 97.3)] as [(CGFloat, CGFloat)] {
                UISimulation.reset()
                let scrollView = makeScrollView()
                scrollView.simulateDrag(by: CGPoint(x: 0, y: pull), duration: 0.25)
                XCTAssertEqual(scrollView.contentOffset.y, -shown, accuracy: 0.06, "pull \(pull) on an 844 pt view")
                XCTAssertEqual(scrollView.contentOffset.y, -rubberBand(pull, 844), accuracy: 1e-9)
                scrollView.simulateTouchUp()
            }
        }
    }

    func testRubberBandPastTheBottomAndOnTheHorizontalAxis() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.contentOffset = CGPoint(x: 0, y: 1156)  // 2000 − 844: the bottom edge
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset.y, 1156 + 51.6, accuracy: 0.06)

            let wide = makeScrollView(content: CGSize(width: 1000, height: 844))
            wide.simulateDrag(by: CGPoint(x: 100, y: 0), duration: 0.2)
            XCTAssertEqual(wide.contentOffset.x, -rubberBand(100, 390), accuracy: 1e-9, "d is the width")
            XCTAssertEqual(wide.contentOffset.y, 0, "content as tall as the view does not move vertically")
        }
    }

    func testDragAndFlingGiveTheSameOffsetsAt60And120FramesPerSecond() {
        onMain {
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
            XCTAssertEqual(at60[0], -rubberBand(110, 844), accuracy: 1e-9, "40 pt above the edge, 150 pt pull")
            for (slow, fast) in zip(at60, at120) { XCTAssertEqual(slow, fast, accuracy: 1e-6) }
        }
    }

    func testFlingWithNormalRateFollowsTheDecelerationCurve() {
        onMain {
            let scrollView = makeScrollView(content: CGSize(width: 390, height: 10000))
            scrollView.contentOffset = CGPoint(x: 0, y: 2000)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -10), duration: 0.05)
            let start = scrollView.contentOffset.y
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))  // finger up: content moves down the list
            let k = 1000 * log(0.998)
            UISimulation.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset.y, start + 2000 * (pow(0.998, 1000) - 1) / k, accuracy: 0.01)
            XCTAssertTrue(scrollView.isDecelerating)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y - start, 999, accuracy: 10)
            XCTAssertEqual(scrollView.contentOffset.y, start - 2000 / k, accuracy: 1e-9, "snaps to the rest point")
            XCTAssertFalse(scrollView.isDecelerating)
            // Time to come within 0.5/scale pt of rest: ln(−k·ε/|v0|)/k ≈ 4.35 s; runUntilIdle returns after
            // the frame that stops the motion plus its quiet frames.
            XCTAssertEqual(UISimulation.now, 0.05 + log(-k * (0.5 / 3) / 2000) / k, accuracy: 4.0 / 120 + 1e-9)
        }
    }

    func testFastRateTravelsAboutATenthOfTheVelocity() {
        onMain {
            let scrollView = makeScrollView(content: CGSize(width: 390, height: 10000))
            scrollView.decelerationRate = .fast
            scrollView.contentOffset = CGPoint(x: 0, y: 2000)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -10), duration: 0.05)
            let start = scrollView.contentOffset.y
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y - start, 0.099 * 2000, accuracy: 2)
            XCTAssertLessThan(UISimulation.now, 0.05 + 0.8, "a fast fling settles within about 0.6–0.8 s")
        }
    }

    func testReleaseWhileOverscrolledSpringsBackAlongTheCriticallyDampedCurve() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
            XCTAssertEqual(scrollView.contentOffset.y, -100, accuracy: 1e-9)
            scrollView.simulateTouchUp()
            XCTAssertTrue(scrollView.isDecelerating, "the bounce counts as decelerating")
            UISimulation.advance(by: 0.1)
            XCTAssertEqual(scrollView.contentOffset.y, -73.6, accuracy: 0.05)
            UISimulation.advance(by: 0.1)
            XCTAssertEqual(scrollView.contentOffset.y, -40.6, accuracy: 0.05)
            UISimulation.advance(by: 0.8)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "at rest on the edge within 1 s")
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(recorder.events.filter { $0 == "didEndDecelerating" }.count, 1)
        }
    }

    func testReleaseVelocityFeedsTheSpring() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 500))  // still pulling down: content at −500 pt/s
            UISimulation.advance(by: 0.1)
            // x(t) = e^(−βt)·(x0 + (v0 + β·x0)·t) with x0 = −100, v0 = −500, β = 10.
            XCTAssertEqual(scrollView.contentOffset.y, exp(-1) * (-100 + (-500 - 1000) * 0.1), accuracy: 0.01)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testFlingIntoTheTopEdgeBouncesFromTheCrossingAndRestsOnTheEdge() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.contentOffset = CGPoint(x: 0, y: 310)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 10), duration: 0.05)
            XCTAssertEqual(scrollView.contentOffset.y, 300, accuracy: 1e-9)
            let offsets = Log<CGFloat>()
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
                offsets.append(change.newValue?.y ?? .nan)
            }
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 3000))
            XCTAssertTrue(UISimulation.runUntilIdle())
            // The path crosses 0 when 0.998^(1000t) = 1 − 300·|k|/3000, at 79.98 % of the launch speed; the spring
            // e^(−10t)·v·t from there peaks 0.1 s later at v/(10e).
            let crossingVelocity = -3000 * (1 - 300 * -(1000 * log(0.998)) / 3000)
            XCTAssertEqual(offsets.values.min()!, crossingVelocity / (10 * exp(1)), accuracy: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertFalse(scrollView.isDecelerating)
            withExtendedLifetime(observation) {}
        }
    }

    func testBounceHeadsForTheNewEdgeWhenTheTopInsetGrows() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
            scrollView.simulateTouchUp()
            UISimulation.advance(by: 0.05)
            let before = scrollView.contentOffset.y
            scrollView.contentInset.top = 60
            XCTAssertEqual(scrollView.contentOffset.y, before, "no jump when the edge moves")
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, -60, "rests on the new edge")
        }
    }

    func testBounceStopsWhereItIsWhenTheGrownInsetTakesItIn() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
            scrollView.simulateTouchUp()
            UISimulation.advance(by: 0.3)
            let position = scrollView.contentOffset.y
            XCTAssertEqual(position, -19.9, accuracy: 0.05)
            scrollView.contentInset.top = 60
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(scrollView.contentOffset.y, position, "inside the new range: it stays")
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(recorder.events.last, "didEndDecelerating")
        }
    }

    func testPagingSettlesOnTheNearestPageOrTheNextOneAfterAFling() {
        onMain {
            @MainActor func release(from offset: CGFloat, drag: CGFloat, velocity: CGFloat) -> CGFloat {
                UISimulation.reset()
                let scrollView = makeScrollView(content: CGSize(width: 390 * 3, height: 844))
                scrollView.isPagingEnabled = true
                scrollView.contentOffset = CGPoint(x: offset, y: 0)
                scrollView.simulateDrag(by: CGPoint(x: drag, y: 0), duration: 0.2)
                scrollView.simulateTouchUp(velocity: CGPoint(x: velocity, y: 0))
                XCTAssertTrue(UISimulation.runUntilIdle(timeout: 3))
                return scrollView.contentOffset.x
            }
            XCTAssertEqual(release(from: 0, drag: -100, velocity: 0), 0, "nearest page")
            XCTAssertEqual(release(from: 0, drag: -250, velocity: 0), 390, "nearest page")
            XCTAssertEqual(release(from: 0, drag: -100, velocity: -1000), 390, "a fling goes on to the next page")
            XCTAssertEqual(release(from: 390, drag: 100, velocity: 1000), 0, "flinging back")
            XCTAssertEqual(release(from: 390, drag: -100, velocity: -200), 390, "a slow release stays")
            XCTAssertEqual(release(from: 780, drag: -100, velocity: -2000), 780, "no page past the content")
        }
    }

    func testScrollViewReleasedMidMotionIsDeallocatedAndTheClockRunsOn() {
        onMain {
            weak var weakScrollView: UIScrollView?
            do {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                scrollView.contentSize = CGSize(width: 390, height: 5000)
                scrollView.simulateDrag(by: CGPoint(x: 0, y: -50), duration: 0.1)
                scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -3000))
                UISimulation.advance(by: 0.1)
                XCTAssertTrue(scrollView.isDecelerating)
                weakScrollView = scrollView
            }
            XCTAssertNil(weakScrollView, "a moving scroll view is not kept alive by its motion")
            XCTAssertTrue(UISimulation.runUntilIdle(timeout: 1))
        }
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
