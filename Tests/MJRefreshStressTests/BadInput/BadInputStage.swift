import MJRefresh
import SimulationTesting
import Testing

/// A phone with one scroll view and one component of each kind the test asks for, driven by a finger.
@MainActor
final class BadInputStage {
    let window = makeWindow()
    let scrollView: UIScrollView
    private(set) var callbacks = 0

    init(frame: CGRect? = nil, contentSize: CGSize = CGSize(width: 390, height: 2000)) async {
        scrollView = UIScrollView(frame: frame ?? window.bounds)
        scrollView.contentSize = contentSize
        window.addSubview(scrollView)
        await UISimulation.runUntilIdle()
    }

    /// A component of each vertical kind and a trailer, each counting its callbacks here.
    func makeComponents() -> [MJRefreshComponent] {
        let components: [MJRefreshComponent] = [
            MJRefreshNormalHeader(), MJRefreshAutoNormalFooter(),
            MJRefreshBackNormalFooter(), MJRefreshNormalTrailer(),
        ]
        for component in components { component.refreshingBlock = { [unowned self] in callbacks += 1 } }
        return components
    }

    /// Pulls the finger `points` along the component's axis (positive: towards the content's start) and lifts it.
    func pull(_ points: CGFloat, horizontally: Bool = false) async {
        scrollView.simulateDrag(by: horizontally ? CGPoint(x: points, y: 0) : CGPoint(x: 0, y: points), duration: 0.3)
        scrollView.simulateTouchUp(velocity: .zero)
        await UISimulation.runUntilIdle()
    }

    /// Pulls past every component's threshold at both ends of the component's axis, then ends every refresh.
    func pullBothWaysAndEnd(_ component: MJRefreshComponent) async {
        let horizontal = component is MJRefreshTrailer
        await pull(300, horizontally: horizontal)
        await pull(-3000, horizontally: horizontal)
        component.endRefreshing()
        await UISimulation.runUntilIdle()
    }

    /// Checks what every bad-input row promises: no invalid geometry from the library, a finite offset, the host's
    /// inset back once nothing refreshes, a component that is idle or out of data.
    func expectSettled(
        _ component: MJRefreshComponent, hostInset: UIEdgeInsets = .zero, _ message: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(UISimulation.invalidGeometryReports == [], message, sourceLocation: sourceLocation)
        #expect(
            scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, message,
            sourceLocation: sourceLocation)
        #expect(!component.isRefreshing, message, sourceLocation: sourceLocation)
        var expected = hostInset
        if component is MJRefreshAutoFooter, component.superview === scrollView, !component.isHidden {
            expected.bottom += component.mj_h
        }
        #expect(scrollView.contentInset == expected, message, sourceLocation: sourceLocation)
    }
}
