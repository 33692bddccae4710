public import UIKit

/// A phone screen with one full-screen scroll view, and a finger to drive it: where the tests that drive the
/// simulator start. Test targets add what they need on top (MJRefresh's tests: attaching components).
@MainActor
public final class Stage {
    public let window: UIWindow
    public let scrollView: UIScrollView
    private let dataSource: AnyObject?

    /// - Parameters:
    ///   - contentHeight: the scroll view's content height (2000 pt: a long list).
    ///   - contentWidth: the scroll view's content width (390 pt: as wide as the screen).
    ///   - safeArea: the device's safe area (status bar, home indicator).
    ///   - contentInset: the host app's own inset.
    ///   - scrollView: a scroll view to use instead of a plain one (a table view, say).
    ///   - frame: the scroll view's frame in the window, if not the whole window.
    ///   - dataSource: the scroll view's data source, kept alive as long as the stage: scroll views hold theirs weakly.
    public init(
        contentHeight: CGFloat = 2000, contentWidth: CGFloat = 390, safeArea: UIEdgeInsets = .zero,
        contentInset: UIEdgeInsets = .zero, scrollView: UIScrollView? = nil, frame: CGRect? = nil,
        dataSource: AnyObject? = nil
    ) {
        self.dataSource = dataSource
        window = makeWindow(safeArea: safeArea)
        self.scrollView = scrollView ?? UIScrollView(frame: window.bounds)
        self.scrollView.frame = frame ?? window.bounds
        self.scrollView.contentSize = CGSize(width: contentWidth, height: contentHeight)
        self.scrollView.contentInset = contentInset
        window.addSubview(self.scrollView)
        UISimulation.advance(by: 1.0 / 60)
        self.scrollView.contentOffset = CGPoint(
            x: -self.scrollView.adjustedContentInset.left,
            y: -self.scrollView.adjustedContentInset.top)
    }

    /// The finger travel that shows `overscroll` points past an edge of a view `dimension` points long along the
    /// drag (844: an iPhone's height): the rubber band f(x, d) = (1 − 1/(0.55·x/d + 1))·d inverted,
    /// x = b·d / (0.55·(d − b)).
    public static func fingerTravel(forOverscroll overscroll: CGFloat, dimension: CGFloat = 844) -> CGFloat {
        overscroll * dimension / (0.55 * (dimension - overscroll))
    }

    /// Puts a finger down (unless one is) and drags it down by `distance` (pulling the content down) over `duration`.
    public func pullDown(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        drag(by: CGPoint(x: 0, y: distance), duration: duration)
    }

    /// Puts a finger down (unless one is) and drags it up by `distance` (pushing the content up) over `duration`.
    public func pushUp(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        drag(by: CGPoint(x: 0, y: -distance), duration: duration)
    }

    /// Puts a finger down (unless one is) and drags it left by `distance`, pushing the content towards its end.
    public func dragLeft(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        drag(by: CGPoint(x: -distance, y: 0), duration: duration)
    }

    /// Puts a finger down (unless one is) and drags it right by `distance`, pulling the content towards its start.
    public func dragRight(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        drag(by: CGPoint(x: distance, y: 0), duration: duration)
    }

    /// Lifts the finger and lets everything settle.
    public func release(velocity: CGPoint = .zero) {
        scrollView.simulateTouchUp(velocity: velocity)
        UISimulation.runUntilIdle()
    }

    /// Scrolls (without a finger) so the content's bottom edge sits at the bottom of the view.
    public func scrollToBottom() {
        let inset = scrollView.adjustedContentInset
        let maxY = max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: maxY), animated: false)
    }

    /// The offset range a resting scroll view stays within.
    public var validOffsetRangeY: ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        let minY = -inset.top
        let maxY = max(minY, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        return minY...maxY
    }

    private func drag(by translation: CGPoint, duration: TimeInterval) {
        if !scrollView.isTracking { scrollView.simulateTouchDown() }
        scrollView.simulateDrag(by: translation, duration: duration)
    }
}

/// A visible 390 × 844 window, the usual stage of a test.
@MainActor
public func makeWindow(safeArea: UIEdgeInsets = .zero) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.simulatedSafeAreaInsets = safeArea
    window.makeKeyAndVisible()
    return window
}
