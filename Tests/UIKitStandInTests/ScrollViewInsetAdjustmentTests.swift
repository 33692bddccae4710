import SimulationTesting
import Testing
import UIKit

/// `adjustedContentInset` under each `contentInsetAdjustmentBehavior`, and the limits it sets for dragging.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewInsetAdjustmentTests {
    private static let safeArea = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 12)
    private static let inset = UIEdgeInsets(top: 5, left: 1, bottom: 7, right: 2)
    /// `inset` with the safe area added on every edge, on the vertical edges only, on the horizontal ones only.
    private static let insetAndSafeArea = UIEdgeInsets(top: 52, left: 11, bottom: 41, right: 14)
    private static let insetAndVerticalSafeArea = UIEdgeInsets(top: 52, left: 1, bottom: 41, right: 2)
    private static let insetAndHorizontalSafeArea = UIEdgeInsets(top: 5, left: 11, bottom: 7, right: 14)

    private static func adjusted(
        _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize, alwaysBounceVertical: Bool = false
    ) -> UIEdgeInsets {
        let scrollView = makeScrollView(content: content, window: makeWindow(safeArea: safeArea))
        scrollView.contentInset = inset
        scrollView.alwaysBounceVertical = alwaysBounceVertical
        scrollView.contentInsetAdjustmentBehavior = behavior
        return scrollView.adjustedContentInset
    }

    @Test func neverAddsNothingAndAlwaysAddsEverything() {
        #expect(Self.adjusted(.never, content: CGSize(width: 390, height: 2000)) == Self.inset)
        #expect(Self.adjusted(.always, content: CGSize(width: 100, height: 100)) == Self.insetAndSafeArea)
    }

    @Test func scrollableAxesAddsTheSafeAreaOnlyOnAxesThatScroll() {
        #expect(
            Self.adjusted(.scrollableAxes, content: CGSize(width: 390, height: 2000))
                == Self.insetAndVerticalSafeArea)
        #expect(Self.adjusted(.scrollableAxes, content: CGSize(width: 390, height: 300)) == Self.inset)
        #expect(
            Self.adjusted(.scrollableAxes, content: CGSize(width: 390, height: 300), alwaysBounceVertical: true)
                == Self.insetAndVerticalSafeArea)
        #expect(
            Self.adjusted(.scrollableAxes, content: CGSize(width: 1000, height: 300))
                == Self.insetAndHorizontalSafeArea)
    }

    @Test func automaticAlwaysAddsTopAndBottom() {
        #expect(Self.adjusted(.automatic, content: CGSize(width: 390, height: 300)) == Self.insetAndVerticalSafeArea)
        #expect(Self.adjusted(.automatic, content: CGSize(width: 1000, height: 300)) == Self.insetAndSafeArea)
    }

    @Test func draggingAndBouncingUseTheAdjustedInset() {
        let scrollView = makeScrollView(
            window: makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(scrollView.adjustedContentInset.top == 47)
        scrollView.contentOffset = CGPoint(x: 0, y: -47)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
        #expect(abs(scrollView.contentOffset.y - (-47 - rubberBand(100, 844))) <= 1e-9)
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == -47)

        scrollView.setContentOffset(CGPoint(x: 0, y: 2000 + 34 - 844), animated: false)
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -50), duration: 0.1)
        scrollView.simulateTouchUp()
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == CGFloat(2000 + 34 - 844), "the bottom edge includes the home indicator")
    }

    @Test func safeAreaChangeOnAShortListClampsTheOffset() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let scrollView = makeScrollView(window: window)
        scrollView.contentOffset = CGPoint(x: 0, y: -47)
        window.simulatedSafeAreaInsets = .zero
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == 0, "no longer valid: snapped into range")
    }
}
