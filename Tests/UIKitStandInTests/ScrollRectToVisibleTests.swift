import SimulationTesting
import Testing
import UIKit

/// `scrollRectToVisible(_:animated:)` and the scroll view's stored settings (indicator style, keyboard dismissal).
@MainActor
@Suite(.uiSimulation)
struct ScrollRectToVisibleTests {
    private final class ScrollCounter: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    private static func scrollView(topInset: CGFloat = 0) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset = UIEdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        return scrollView
    }

    @Test func scrollsAsLittleAsShowsTheRectangle() {
        let scrollView = Self.scrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 650), "below: its bottom edge at the bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "above: its top edge at the top")
    }

    @Test func doesNothingWhenTheRectangleIsInView() {
        let scrollView = Self.scrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        let counter = ScrollCounter()
        scrollView.delegate = counter
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 320, height: 400), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(counter.scrolls == 0, "no offset is set at all")
    }

    @Test func staysWithinTheContentAndItsInsets() {
        let scrollView = Self.scrollView(topInset: 50)
        scrollView.contentOffset = CGPoint(x: 0, y: 650)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 50, "the top edge goes below the inset")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == -50, "not above the top of the content and its inset")
        scrollView.scrollRectToVisible(CGRect(x: 600, y: 1990, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1600), "not past the end, nor sideways past the width")
    }

    @Test func animatedMovesOverTimeToTheSameOffset() {
        let scrollView = Self.scrollView()
        let stage = Stage(
            contentHeight: 2000, contentWidth: 320, scrollView: scrollView,
            frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        defer { withExtendedLifetime(stage) {} }
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: true)
        UISimulation.advance(by: 0.05)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 650, "on its way")
        #expect(UISimulation.runUntilIdle())
        #expect(scrollView.contentOffset.y == 650)
    }

    @Test func indicatorStyleAndKeyboardDismissModeStartAsUIKitDocuments() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(scrollView.indicatorStyle == .default)
        #expect(scrollView.keyboardDismissMode == .none)
        scrollView.indicatorStyle = .white
        scrollView.keyboardDismissMode = .onDrag
        #expect(scrollView.indicatorStyle == .white)
        #expect(scrollView.keyboardDismissMode == .onDrag)
    }
}
