import MJRefresh
import SimulationTesting
import Testing

/// A phone screen with one full-screen scroll view, and a finger to drive it.
@MainActor
final class Stage {
    let window: UIWindow
    let scrollView: UIScrollView
    private let dataSource: AnyObject?

    /// - Parameters:
    ///   - contentHeight: the scroll view's content height (2000 pt: a long list).
    ///   - safeArea: the device's safe area (status bar, home indicator).
    ///   - contentInset: the host app's own inset.
    ///   - scrollView: a scroll view to use instead of a plain one (a table view, say).
    ///   - dataSource: the scroll view's data source, kept alive as long as the stage: scroll views hold theirs weakly.
    init(
        contentHeight: CGFloat = 2000, contentWidth: CGFloat = 390, safeArea: UIEdgeInsets = .zero,
        contentInset: UIEdgeInsets = .zero, scrollView: UIScrollView? = nil, dataSource: AnyObject? = nil
    ) {
        self.dataSource = dataSource
        window = makeWindow(safeArea: safeArea)
        self.scrollView = scrollView ?? UIScrollView(frame: window.bounds)
        self.scrollView.frame = window.bounds
        self.scrollView.contentSize = CGSize(width: contentWidth, height: contentHeight)
        self.scrollView.contentInset = contentInset
        window.addSubview(self.scrollView)
        UISimulation.advance(by: 1.0 / 60)
        self.scrollView.contentOffset = CGPoint(
            x: -self.scrollView.adjustedContentInset.left,
            y: -self.scrollView.adjustedContentInset.top)
    }

    /// Attaches `component` in the role its class plays (`mj_header`, `mj_footer` or `mj_trailer`) and returns it:
    /// `let header = stage.attach(MJRefreshNormalHeader {})`. `prepare` runs first, for what the app sets before
    /// attaching: `stage.attach(MJRefreshNormalHeader {}) { $0.isHidden = true }`.
    @discardableResult
    func attach<Component: MJRefreshComponent>(
        _ component: Component, preparedBy prepare: (Component) -> Void = { _ in }
    ) -> Component {
        prepare(component)
        switch component {
        case let header as MJRefreshHeader: scrollView.mj_header = header
        case let footer as MJRefreshFooter: scrollView.mj_footer = footer
        case let trailer as MJRefreshTrailer: scrollView.mj_trailer = trailer
        default: Issue.record("\(Component.self) is neither a header, a footer nor a trailer")
        }
        return component
    }

    /// A normal header attached and refreshing, its reveal animation over: where the tests of ending start.
    func refreshingHeader() -> MJRefreshNormalHeader {
        let header = attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        return header
    }

    /// The finger travel that shows `overscroll` points past an edge of an 844 pt view: the rubber band
    /// f(x, d) = (1 − 1/(0.55·x/d + 1))·d inverted, x = b·d / (0.55·(d − b)).
    static func fingerTravel(forOverscroll overscroll: CGFloat, dimension: CGFloat = 844) -> CGFloat {
        overscroll * dimension / (0.55 * (dimension - overscroll))
    }

    /// Puts a finger down (unless one is) and drags it down by `distance` (pulling the content down) over `duration`.
    func pullDown(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        if !scrollView.isTracking { scrollView.simulateTouchDown() }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: distance), duration: duration)
    }

    /// Puts a finger down (unless one is) and drags it up by `distance` (pushing the content up) over `duration`.
    func pushUp(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        if !scrollView.isTracking { scrollView.simulateTouchDown() }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -distance), duration: duration)
    }

    /// Lifts the finger and lets everything settle.
    func release(velocity: CGPoint = .zero) {
        scrollView.simulateTouchUp(velocity: velocity)
        UISimulation.runUntilIdle()
    }

    /// Scrolls (without a finger) so the content's bottom edge sits at the bottom of the view.
    func scrollToBottom() {
        let inset = scrollView.adjustedContentInset
        let maxY = max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: maxY), animated: false)
    }

    /// The offset range a resting scroll view stays within.
    var validOffsetRangeY: ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        let minY = -inset.top
        let maxY = max(minY, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        return minY...maxY
    }
}

/// Counts calls of a component callback.
@MainActor
final class CallCounter {
    private(set) var count = 0
    var action: MJRefreshComponentAction { { [self] in count += 1 } }
}
