import SimulationTesting
import UIKit
import XCTest

/// What happens in which order when the finger lifts: the pan's `.ended` reaches its observers before the scroll
/// view plans where the content goes; the plan starts from the offset and limits of that moment; a paging scroll
/// view keeps its page whatever the delegate's `targetContentOffset`; a `setContentOffset(_:animated:)` after the
/// plan stops it.
final class ScrollViewLiftOrderTests: SimulationTestCase {
    func testEndedIsObservedBeforeTheDelegateIsAskedAndBeforeTheContentMovesOn() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            let recorder = ScrollDelegateRecorder()
            scrollView.delegate = recorder
            var seenAtEnded: (events: [String], decelerating: Bool, offset: CGPoint)?
            let observation = scrollView.panGestureRecognizer.observe(\.state, options: .new) { _, change in
                let state = change.newValue
                MainActor.assumeIsolated {
                    if state == .ended {
                        seenAtEnded = (recorder.events, scrollView.isDecelerating, scrollView.contentOffset)
                    }
                }
            }
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -60), duration: 0.1)
            let offsetAtLift = scrollView.contentOffset
            scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -800))
            XCTAssertEqual(seenAtEnded?.events.last, "didScroll", "no willEndDragging yet at .ended")
            XCTAssertEqual(seenAtEnded?.decelerating, false)
            XCTAssertEqual(seenAtEnded?.offset, offsetAtLift)
            XCTAssertEqual(
                recorder.events.suffix(3), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
            withExtendedLifetime(observation) {}
        }
    }

    func testAPlanStartsFromTheLimitsAnObserverOfEndedSet() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.isPagingEnabled = true
            // An observer of `.ended` grows the top inset by 54 (a refresh control): the content is then released
            // inside the new limits, and pages to the nearest page within them.
            let observation = scrollView.panGestureRecognizer.observe(\.state, options: .new) { _, change in
                let state = change.newValue
                MainActor.assumeIsolated {
                    if state == .ended { scrollView.contentInset.top = 54 }
                }
            }
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.2)
            scrollView.simulateTouchUp()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.5, "page 0 lies within the new limits")
            withExtendedLifetime(observation) {}
        }
    }

    func testAPagingScrollViewIgnoresTheDelegatesTarget() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.isPagingEnabled = true
            let recorder = ScrollDelegateRecorder()
            recorder.targetOverride = CGPoint(x: 0, y: 300)
            scrollView.delegate = recorder
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -200), duration: 0.2)
            scrollView.simulateTouchUp()
            XCTAssertEqual(recorder.proposedTarget?.y, 0, "the nearest page is proposed")
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.5, "and kept")
        }
    }

    func testSetContentOffsetAfterTheLiftStopsThePagingSpring() {
        onMain {
            let scrollView = makeScrollView()
            scrollView.isPagingEnabled = true
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -300), duration: 0.2)
            scrollView.simulateTouchUp()
            XCTAssertTrue(scrollView.isDecelerating)
            scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
            XCTAssertFalse(scrollView.isDecelerating)
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 250, "stopped where it was set")
        }
    }
}
