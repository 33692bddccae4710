import SimulationTesting
import UIKit
import XCTest

/// `adjustedContentInset` under each `contentInsetAdjustmentBehavior`, and the limits it sets for dragging.
final class ScrollViewInsetAdjustmentTests: SimulationTestCase {
    private static let safeArea = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 12)
    private static let inset = UIEdgeInsets(top: 5, left: 1, bottom: 7, right: 2)

    @MainActor
    private static func adjusted(
        _ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize, alwaysBounceVertical: Bool = false
    ) -> UIEdgeInsets {
        let scrollView = makeScrollView(content: content, window: makeWindow(safeArea: safeArea))
        scrollView.contentInset = inset
        scrollView.alwaysBounceVertical = alwaysBounceVertical
        scrollView.contentInsetAdjustmentBehavior = behavior
        return scrollView.adjustedContentInset
    }

    func testNeverAddsNothingAndAlwaysAddsEverything() {
        onMain {
            XCTAssertEqual(Self.adjusted(.never, content: CGSize(width: 390, height: 2000)), Self.inset)
            XCTAssertEqual(
                Self.adjusted(.always, content: CGSize(width: 100, height: 100)),
                UIEdgeInsets(top: 52, left: 11, bottom: 41, right: 14))
        }
    }

    func testScrollableAxesAddsTheSafeAreaOnlyOnAxesThatScroll() {
        onMain {
            XCTAssertEqual(
                Self.adjusted(.scrollableAxes, content: CGSize(width: 390, height: 2000)),
                UIEdgeInsets(top: 52, left: 1, bottom: 41, right: 2))
            XCTAssertEqual(Self.adjusted(.scrollableAxes, content: CGSize(width: 390, height: 300)), Self.inset)
            XCTAssertEqual(
                Self.adjusted(.scrollableAxes, content: CGSize(width: 390, height: 300), alwaysBounceVertical: true),
                UIEdgeInsets(top: 52, left: 1, bottom: 41, right: 2))
            XCTAssertEqual(
                Self.adjusted(.scrollableAxes, content: CGSize(width: 1000, height: 300)),
                UIEdgeInsets(top: 5, left: 11, bottom: 7, right: 14))
        }
    }

    func testAutomaticAlwaysAddsTopAndBottom() {
        onMain {
            XCTAssertEqual(
                Self.adjusted(.automatic, content: CGSize(width: 390, height: 300)),
                UIEdgeInsets(top: 52, left: 1, bottom: 41, right: 2))
            XCTAssertEqual(
                Self.adjusted(.automatic, content: CGSize(width: 1000, height: 300)),
                UIEdgeInsets(top: 52, left: 11, bottom: 41, right: 14))
        }
    }

    func testDraggingAndBouncingUseTheAdjustedInset() {
        onMain {
            let scrollView = makeScrollView(
                window: makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
            XCTAssertEqual(scrollView.adjustedContentInset.top, 47)
            scrollView.contentOffset = CGPoint(x: 0, y: -47)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
            XCTAssertEqual(scrollView.contentOffset.y, -47 - rubberBand(100, 844), accuracy: 1e-9)
            scrollView.simulateTouchUp()
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, -47)

            scrollView.setContentOffset(CGPoint(x: 0, y: 2000 + 34 - 844), animated: false)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -50), duration: 0.1)
            scrollView.simulateTouchUp()
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(scrollView.contentOffset.y, 2000 + 34 - 844, "the bottom edge includes the home indicator")
        }
    }

    func testSafeAreaChangeOnAShortListClampsTheOffset() {
        onMain {
            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let scrollView = makeScrollView(window: window)
            scrollView.contentOffset = CGPoint(x: 0, y: -47)
            window.simulatedSafeAreaInsets = .zero
            XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "no longer valid: snapped into range")
        }
    }
}
