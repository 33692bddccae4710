import SimulationTesting
import Testing
import UIKit

/// The simulated finger: pan states, the tracking/dragging/decelerating flags and delegate order (reference A4).
@MainActor
@Suite(.uiSimulation)
struct ScrollViewGestureTests {
    private struct Moment: Equatable {
        let state: UIGestureRecognizer.State
        let tracking: Bool
        let dragging: Bool
        let decelerating: Bool
    }

    @Test func panStatesAndFlagsAtEachMomentOfADragAndFling() {
        let scrollView = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        let moments = Log<Moment>()
        let observation = scrollView.panGestureRecognizer.observe(\.state, options: .new) { _, change in
            let state = change.newValue!
            MainActor.assumeIsolated {
                moments.append(
                    Moment(
                        state: state, tracking: scrollView.isTracking,
                        dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating))
            }
        }
        scrollView.simulateTouchDown()
        #expect(scrollView.isTracking)
        #expect(!scrollView.isDragging, "touched but not yet dragging")
        #expect(moments.values.isEmpty, "the pan stays .possible until the finger moves")

        scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
        #expect(moments.values.first == Moment(state: .began, tracking: true, dragging: true, decelerating: false))
        #expect(moments.values.dropFirst().count == 11, "12 frames at 120 fps: .began, then .changed")
        #expect(
            moments.values.dropFirst().allSatisfy {
                $0 == Moment(state: .changed, tracking: true, dragging: true, decelerating: false)
            })

        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -800))
        #expect(
            Array(moments.values.suffix(2)) == [
                Moment(state: .ended, tracking: false, dragging: false, decelerating: false),
                Moment(state: .possible, tracking: false, dragging: false, decelerating: true),
            ])
        #expect(UISimulation.runUntilIdle())
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.panGestureRecognizer.state == .possible)
        withExtendedLifetime(observation) {}
    }

    @Test func delegateHearsAFlingInUIKitOrder() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -800))
        #expect(UISimulation.runUntilIdle())
        #expect(
            recorder.events == [
                "didScroll",  // the contentOffset set above
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
    }

    @Test func releaseWithoutSpeedInsideTheLimitsDoesNotDecelerate() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
        scrollView.simulateTouchUp()
        #expect(recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 60)
    }

    @Test func willEndDraggingReportsPointsPerMillisecondAndTheRestPointWhichTheDelegateMayMove() {
        let (scrollView, recorder) = makeRecordedScrollView(content: CGSize(width: 390, height: 10000))
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
        #expect(abs((recorder.reportedVelocity?.y ?? 0) - 1.5) <= 1e-12, "content velocity, pt/ms")
        #expect(recorder.reportedVelocity?.x == 0)
        #expect(abs((recorder.proposedTarget?.y ?? 0) - (100 - 1500 / (1000 * log(0.998)))) <= 1e-9)
        #expect(UISimulation.runUntilIdle())
        #expect(abs(scrollView.contentOffset.y - (recorder.proposedTarget?.y ?? 0)) <= 1e-9)

        UISimulation.reset()
        let snapping = makeScrollView(content: CGSize(width: 390, height: 10000))
        let chooser = ScrollDelegateRecorder()
        chooser.targetOverride = CGPoint(x: 0, y: 300)
        snapping.delegate = chooser
        snapping.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
        snapping.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
        #expect(UISimulation.runUntilIdle())
        #expect(abs(snapping.contentOffset.y - 300) <= 0.2, "comes to rest on the delegate's target")
    }

    @Test func flingPastTheEdgeProposesTheEdgeAsTarget() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -20), duration: 0.05)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -3000))
        #expect(recorder.proposedTarget == CGPoint(x: 0, y: 1156), "the rest point is kept within the content")
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 1156)
    }

    @Test func touchDownStopsDecelerationAtOnceWithoutEndingIt() {
        let (scrollView, recorder) = makeRecordedScrollView(content: CGSize(width: 390, height: 10000))
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -50), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2500))
        UISimulation.advance(by: 0.3)
        let stopped = scrollView.contentOffset
        scrollView.simulateTouchDown()
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.isTracking)
        UISimulation.advance(by: 1)
        #expect(scrollView.contentOffset == stopped)
        scrollView.simulateTouchUp()
        #expect(!scrollView.isTracking)
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset == stopped, "a touch without a drag moves nothing")
        #expect(!recorder.events.contains("didEndDecelerating"), "UIKit does not report an interrupted fling")
        #expect(recorder.events.filter { $0 == "willEndDragging" }.count == 1)
    }

    @Test func fingerLandingOnABounceCarriesOnWithoutAJump() {
        let scrollView = makeScrollView()
        scrollView.simulateRelease(fromOverscroll: 100)
        UISimulation.advance(by: 0.1)
        let caught = scrollView.contentOffset.y
        #expect(abs(caught - (-73.6)) <= 0.05)
        scrollView.simulateTouchDown()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 1), duration: 0)
        #expect(abs(scrollView.contentOffset.y - (-rubberBand(pull(showing: -caught, 844) + 1, 844))) <= 1e-9)
        #expect(abs(scrollView.contentOffset.y - caught) < 1, "a 1 pt move moves the content less than 1 pt")
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func touchWithoutDragOnOverscrolledContentLetsItSpringBack() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.2)
        scrollView.simulateTouchUp()
        UISimulation.advance(by: 0.05)
        scrollView.simulateTouchDown()
        scrollView.simulateTouchUp()
        #expect(scrollView.isDecelerating)
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.events.filter { $0 == "willEndDragging" }.count == 1, "no second drag is reported")
    }

    @Test func successiveDragsContinueOneGestureAndFeedTheRecognizer() {
        let window = makeWindow()
        let scrollView = makeScrollView(window: window)
        let pan = scrollView.panGestureRecognizer
        let states = Log<UIGestureRecognizer.State>()
        let observation = pan.observe(\.state, options: .new) { _, change in states.append(change.newValue!) }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -30), duration: 0.1)
        #expect(abs(pan.velocity(in: scrollView).y - (-300)) <= 1e-9, "pt/s of the finger")
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -20), duration: 0.1)
        #expect(pan.translation(in: scrollView).x == 0)
        #expect(abs(pan.translation(in: scrollView).y - (-50)) <= 1e-9)
        #expect(pan.location(in: nil) == CGPoint(x: 195, y: 422 - 50), "from the centre, in the window")
        #expect(abs(scrollView.contentOffset.y - 50) <= 1e-9)
        #expect(states.values.filter { $0 == .began }.count == 1)
        #expect(pan.numberOfTouches == 1)
        scrollView.simulateTouchUp()
        #expect(pan.numberOfTouches == 0)
        withExtendedLifetime(observation) {}
    }

    @Test func zeroDurationDragMovesAtOnceAndPutsTheFingerDownItself() {
        let scrollView = makeScrollView()
        let before = UISimulation.now
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -40), duration: 0)
        #expect(UISimulation.now == before, "no time passes")
        #expect(scrollView.contentOffset.y == 40)
        #expect(scrollView.isTracking)
        #expect(scrollView.isDragging)
        #expect(scrollView.panGestureRecognizer.state == .began)
    }

    @Test func shortContentMovesOnlyWithAlwaysBounceVertical() {
        let (scrollView, recorder) = makeRecordedScrollView(content: CGSize(width: 390, height: 300))
        scrollView.simulateDrag(by: CGPoint(x: 30, y: 100), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.panGestureRecognizer.state == .possible, "nothing to scroll: the pan never begins")
        #expect(!scrollView.isDragging)
        scrollView.simulateTouchUp()
        #expect(recorder.events.isEmpty)

        scrollView.alwaysBounceVertical = true
        scrollView.simulateDrag(by: CGPoint(x: 30, y: 100), duration: 0.2)
        #expect(abs(scrollView.contentOffset.y - (-51.6)) <= 0.06)
        #expect(scrollView.contentOffset.x == 0, "the horizontal axis still does not move")
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func withoutBouncingTheEdgesAreHard() {
        let scrollView = makeScrollView()
        scrollView.bounces = false
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.simulateTouchUp()

        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        let offsets = Log<CGFloat>()
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue!.y)
        }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 20), duration: 0.05)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 3000))
        #expect(UISimulation.runUntilIdle())
        #expect(offsets.values.min() == 0, "stops on the edge, never past it")
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
        withExtendedLifetime(observation) {}
    }

    @Test func disabledScrollingNeverBeginsThePan() {
        let scrollView = makeScrollView()
        scrollView.isScrollEnabled = false
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -200), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.panGestureRecognizer.state == .possible)
        #expect(!scrollView.isDragging)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.events.isEmpty)
    }

    @Test func offsetSetByTheDelegateWhenDraggingEndsTakesPrecedence() {
        final class Snapper: NSObject, UIScrollViewDelegate {
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            }
        }
        let scrollView = makeScrollView()
        let snapper = Snapper()
        scrollView.delegate = snapper
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -1000))
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 200)
        #expect(!scrollView.isDecelerating)
    }

    @Test func touchUpWithoutTouchDownDoesNothing() {
        let (scrollView, recorder) = makeRecordedScrollView()
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 1000))
        #expect(!scrollView.isTracking)
        #expect(recorder.events.isEmpty)
    }
}
