import MJRefresh
import SimulationTesting
import XCTest

/// A phone with one scroll view and one component of each kind the test asks for, driven by a finger.
@MainActor
final class BadInputStage {
    let window = makeWindow()
    let scrollView: UIScrollView
    private(set) var callbacks = 0

    init(frame: CGRect? = nil, contentSize: CGSize = CGSize(width: 390, height: 2000)) {
        scrollView = UIScrollView(frame: frame ?? window.bounds)
        scrollView.contentSize = contentSize
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
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
    func pull(_ points: CGFloat, horizontally: Bool = false) {
        scrollView.simulateDrag(by: horizontally ? CGPoint(x: points, y: 0) : CGPoint(x: 0, y: points), duration: 0.3)
        scrollView.simulateTouchUp(velocity: .zero)
        UISimulation.runUntilIdle()
    }

    /// Pulls past every component's threshold at both ends of the component's axis, then ends every refresh.
    func pullBothWaysAndEnd(_ component: MJRefreshComponent) {
        let horizontal = component is MJRefreshTrailer
        pull(300, horizontally: horizontal)
        pull(-3000, horizontally: horizontal)
        component.endRefreshing()
        UISimulation.runUntilIdle()
    }

    /// Checks what every bad-input row promises: no invalid geometry from the library, a finite offset, the host's
    /// inset back once nothing refreshes, a component that is idle or out of data.
    func assertSettled(
        _ component: MJRefreshComponent, hostInset: UIEdgeInsets = .zero, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(UISimulation.invalidGeometryReports, [], message, file: file, line: line)
        XCTAssertTrue(
            scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, message,
            file: file, line: line)
        XCTAssertFalse(component.isRefreshing, message, file: file, line: line)
        var expected = hostInset
        if component is MJRefreshAutoFooter, component.superview === scrollView, !component.isHidden {
            expected.bottom += component.mj_h
        }
        XCTAssertEqual(scrollView.contentInset, expected, message, file: file, line: line)
    }
}

extension UIEdgeInsets {
    /// The same inset with non-finite edges as 0: what the components count them as.
    var finiteOrZero: UIEdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
    }
}
