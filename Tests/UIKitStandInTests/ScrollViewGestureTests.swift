import SimulationTesting
import UIKit
import XCTest

/// The simulated finger: pan states, the tracking/dragging/decelerating flags and delegate order (reference A4).
final class ScrollViewGestureTests: SimulationTestCase {
    private struct Moment: Equatable {
        let state: UIGestureRecognizer.State
        let tracking: Bool
        let dragging: Bool
        let decelerating: Bool
    }

    func testPanStatesAndFlagsAtEachMomentOfADragAndFling() {
        onMain {
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
            XCTAssertTrue(scrollView.isTracking)
            XCTAssertFalse(scrollView.isDragging, "touched but not yet dragging")
            XCTAssertTrue(moments.values.isEmpty, "the pan stays .possible until the finger moves")

            scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
            XCTAssertEqual(
                moments.values.first, Moment(state: .began, tracking: true, dragging: true, decelerating: false))
            XCTAssertEqual(moments.values.dropFirst().count, 11, "12 frames at 120 fps: .began, then .changed")
            XCTAssertTrue(
                moments.values.dropFirst().allSatisfy {
                    $0 == Moment(state: .changed, tracking: true, dragging: true, decelerating: false)
                })

            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -800))
            XCTAssertEqual(
                Array(moments.values.suffix(2)),
                [
                    Moment(state: .ended, tracking: false, dragging: false, decelerating: false),
                    Moment(state: .possible, tracking: false, dragging: false, decelerating: true),
                ])
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(scrollView.panGestureRecognizer.state, .possible)
            withExtendedLifetime(observation) {}
        }
    }

    func testDelegateHearsAFlingInUIKitOrder() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -800))
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(
                recorder.events,
                [
                    "didScroll",  // the contentOffset set above
                    "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                    "willBeginDecelerating", "didScroll", "didEndDecelerating",
                ])
        }
    }

    func testReleaseWithoutSpeedInsideTheLimitsDoesNotDecelerate() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
            scrollView.simulateTouchUp()
            XCTAssertEqual(
                recorder.events, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(scrollView.contentOffset.y, 60)
        }
    }

    func testWillEndDraggingReportsPointsPerMillisecondAndTheRestPointWhichTheDelegateMayMove() {
        onMain {
            let scrollView = makeScrollView(content: CGSize(width: 390, height: 10000))
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
            XCTAssertEqual(recorder.reportedVelocity?.y ?? 0, 1.5, accuracy: 1e-12, "content velocity, pt/ms")
            XCTAssertEqual(recorder.reportedVelocity?.x, 0)
            XCTAssertEqual(recorder.proposedTarget?.y ?? 0, 100 - 1500 / (1000 * log(0.998)), accuracy: 1e-9)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, recorder.proposedTarget?.y ?? 0, accuracy: 1e-9)

            UISimulation.reset()
            let snapping = makeScrollView(content: CGSize(width: 390, height: 10000))
            let chooser = ScrollDelegateRecorder()
            chooser.targetOverride = CGPoint(x: 0, y: 300)
            snapping.delegate = chooser
            snapping.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
            snapping.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(snapping.contentOffset.y, 300, accuracy: 0.2, "comes to rest on the delegate's target")
        }
    }

    func testFlingPastTheEdgeProposesTheEdgeAsTarget() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.contentOffset = CGPoint(x: 0, y: 1000)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -20), duration: 0.05)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -3000))
            XCTAssertEqual(recorder.proposedTarget, CGPoint(x: 0, y: 1156), "the rest point is kept within the content")
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 1156)
        }
    }

    func testTouchDownStopsDecelerationAtOnceWithoutEndingIt() {
        onMain {
            let scrollView = makeScrollView(content: CGSize(width: 390, height: 10000))
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -50), duration: 0.1)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2500))
            UISimulation.advance(by: 0.3)
            let stopped = scrollView.contentOffset
            scrollView.simulateTouchDown()
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertTrue(scrollView.isTracking)
            UISimulation.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset, stopped)
            scrollView.simulateTouchUp()
            XCTAssertFalse(scrollView.isTracking)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset, stopped, "a touch without a drag moves nothing")
            XCTAssertFalse(recorder.events.contains("didEndDecelerating"), "UIKit does not report an interrupted fling")
            XCTAssertEqual(recorder.events.filter { $0 == "willEndDragging" }.count, 1)
        }
    }

    func testFingerLandingOnABounceCarriesOnWithoutAJump() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: pull(showing: 100, 844)), duration: 0.25)
            scrollView.simulateTouchUp()
            UISimulation.advance(by: 0.1)
            let caught = scrollView.contentOffset.y
            XCTAssertEqual(caught, -73.6, accuracy: 0.05)
            scrollView.simulateTouchDown()
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 1), duration: 0)
            XCTAssertEqual(
                scrollView.contentOffset.y, -rubberBand(pull(showing: -caught, 844) + 1, 844), accuracy: 1e-9)
            XCTAssertLessThan(
                abs(scrollView.contentOffset.y - caught), 1, "a 1 pt move moves the content less than 1 pt")
            scrollView.simulateTouchUp()
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testTouchWithoutDragOnOverscrolledContentLetsItSpringBack() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.2)
            scrollView.simulateTouchUp()
            UISimulation.advance(by: 0.05)
            scrollView.simulateTouchDown()
            scrollView.simulateTouchUp()
            XCTAssertTrue(scrollView.isDecelerating)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertEqual(recorder.events.filter { $0 == "willEndDragging" }.count, 1, "no second drag is reported")
        }
    }

    func testSuccessiveDragsContinueOneGestureAndFeedTheRecognizer() {
        onMain {
            let window = makeWindow()
            let scrollView = makeScrollView(window: window)
            let pan = scrollView.panGestureRecognizer
            let states = Log<UIGestureRecognizer.State>()
            let observation = pan.observe(\.state, options: .new) { _, change in states.append(change.newValue!) }
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -30), duration: 0.1)
            XCTAssertEqual(pan.velocity(in: scrollView).y, -300, accuracy: 1e-9, "pt/s of the finger")
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -20), duration: 0.1)
            XCTAssertEqual(pan.translation(in: scrollView).x, 0)
            XCTAssertEqual(pan.translation(in: scrollView).y, -50, accuracy: 1e-9)
            XCTAssertEqual(pan.location(in: nil), CGPoint(x: 195, y: 422 - 50), "from the centre, in the window")
            XCTAssertEqual(scrollView.contentOffset.y, 50, accuracy: 1e-9)
            XCTAssertEqual(states.values.filter { $0 == .began }.count, 1)
            XCTAssertEqual(pan.numberOfTouches, 1)
            scrollView.simulateTouchUp()
            XCTAssertEqual(pan.numberOfTouches, 0)
            withExtendedLifetime(observation) {}
        }
    }

    func testZeroDurationDragMovesAtOnceAndPutsTheFingerDownItself() {
        onMain {
            let scrollView = makeScrollView()
            let before = UISimulation.now
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -40), duration: 0)
            XCTAssertEqual(UISimulation.now, before, "no time passes")
            XCTAssertEqual(scrollView.contentOffset.y, 40)
            XCTAssertTrue(scrollView.isTracking)
            XCTAssertTrue(scrollView.isDragging)
            XCTAssertEqual(scrollView.panGestureRecognizer.state, .began)
        }
    }

    func testShortContentMovesOnlyWithAlwaysBounceVertical() {
        onMain {
            let scrollView = makeScrollView(content: CGSize(width: 390, height: 300))
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 30, y: 100), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(scrollView.panGestureRecognizer.state, .possible, "nothing to scroll: the pan never begins")
            XCTAssertFalse(scrollView.isDragging)
            scrollView.simulateTouchUp()
            XCTAssertTrue(recorder.events.isEmpty)

            scrollView.alwaysBounceVertical = true
            scrollView.simulateDrag(by: CGPoint(x: 30, y: 100), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset.y, -51.6, accuracy: 0.06)
            XCTAssertEqual(scrollView.contentOffset.x, 0, "the horizontal axis still does not move")
            scrollView.simulateTouchUp()
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset, .zero)
        }
    }

    func testWithoutBouncingTheEdgesAreHard() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.bounces = false
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            scrollView.simulateTouchUp()

            scrollView.contentOffset = CGPoint(x: 0, y: 300)
            let offsets = Log<CGFloat>()
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
                offsets.append(change.newValue!.y)
            }
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 20), duration: 0.05)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 3000))
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(offsets.values.min(), 0, "stops on the edge, never past it")
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertFalse(scrollView.isDecelerating)
            withExtendedLifetime(observation) {}
        }
    }

    func testDisabledScrollingNeverBeginsThePan() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.isScrollEnabled = false
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -200), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(scrollView.panGestureRecognizer.state, .possible)
            XCTAssertFalse(scrollView.isDragging)
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertTrue(recorder.events.isEmpty)
        }
    }

    func testOffsetSetByTheDelegateWhenDraggingEndsTakesPrecedence() {
        onMain {
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
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 200)
            XCTAssertFalse(scrollView.isDecelerating)
        }
    }

    func testTouchUpWithoutTouchDownDoesNothing() {
        onMain {
            let scrollView = makeScrollView()
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 1000))
            XCTAssertFalse(scrollView.isTracking)
            XCTAssertTrue(recorder.events.isEmpty)
        }
    }
}
