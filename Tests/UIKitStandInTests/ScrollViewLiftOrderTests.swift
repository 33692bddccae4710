import SimulationTesting
import Testing
import UIKit

/// What happens in which order when the finger lifts: the pan's `.ended` reaches its observers before the scroll
/// view plans where the content goes; the plan starts from the offset and limits of that moment; a paging scroll
/// view keeps its page whatever the delegate's `targetContentOffset`; a `setContentOffset(_:animated:)` after the
/// plan stops it.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewLiftOrderTests {
    @Test func endedIsObservedBeforeTheDelegateIsAskedAndBeforeTheContentMovesOn() {
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
        #expect(seenAtEnded?.events.last == "didScroll", "no willEndDragging yet at .ended")
        #expect(seenAtEnded?.decelerating == false)
        #expect(seenAtEnded?.offset == offsetAtLift)
        #expect(recorder.events.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        withExtendedLifetime(observation) {}
    }

    @Test func aPlanStartsFromTheLimitsAnObserverOfEndedSet() {
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
        #expect(abs(scrollView.contentOffset.y - 0) <= 0.5, "page 0 lies within the new limits")
        withExtendedLifetime(observation) {}
    }

    @Test func aPagingScrollViewIgnoresTheDelegatesTarget() {
        let scrollView = makeScrollView()
        scrollView.isPagingEnabled = true
        let recorder = ScrollDelegateRecorder()
        recorder.targetOverride = CGPoint(x: 0, y: 300)
        scrollView.delegate = recorder
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -200), duration: 0.2)
        scrollView.simulateTouchUp()
        #expect(recorder.proposedTarget?.y == 0, "the nearest page is proposed")
        UISimulation.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - 0) <= 0.5, "and kept")
    }

    @Test func setContentOffsetAfterTheLiftStopsThePagingSpring() {
        let scrollView = makeScrollView()
        scrollView.isPagingEnabled = true
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -300), duration: 0.2)
        scrollView.simulateTouchUp()
        #expect(scrollView.isDecelerating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        #expect(!scrollView.isDecelerating)
        UISimulation.runUntilIdle()
        #expect(scrollView.contentOffset.y == 250, "stopped where it was set")
    }
}
