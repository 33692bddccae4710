@_spi(SwiftUI) import MJRefresh
import SimulationTesting
import Testing

/// The scroll view SwiftUI makes for a list depends on the iOS version: a `List` is a `UITableView` up to iOS 15 and
/// a `UICollectionView` from iOS 16, and a `ScrollView` is a plain `UIScrollView`. Each sits beside the modifier's
/// probe, covering the same area, and the component works in each.
@MainActor
@Suite(.uiSimulation)
struct SwiftUIListKindsTests {
    enum ListKind: CaseIterable, Sendable {
        case tableView, collectionView, scrollView

        @MainActor func make(frame: CGRect) -> UIScrollView {
            switch self {
            case .tableView: UITableView(frame: frame)
            case .collectionView: UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
            case .scrollView: UIScrollView(frame: frame)
            }
        }
    }

    @Test(arguments: ListKind.allCases)
    func theProbeFindsEachListKindBesideIt(kind: ListKind) async {
        let window = makeWindow()
        let hostingView = UIView(frame: window.bounds)
        let backgroundHost = UIView(frame: window.bounds)
        let hosted = MJRefreshHostedComponent(component: MJRefreshNormalHeader())
        var actionCalls = 0
        hosted.update(action: { actionCalls += 1 }, isRefreshing: false, hasNoMoreData: nil)
        let probe = MJRefreshProbeView(hosted: hosted)
        probe.frame = backgroundHost.bounds
        let list = kind.make(frame: window.bounds)
        backgroundHost.addSubview(probe)
        hostingView.addSubview(backgroundHost)
        hostingView.addSubview(list)
        window.addSubview(hostingView)
        await UISimulation.advance(by: 1.0 / 60)
        #expect(list.mj_header === hosted.component, "\(kind): the list beside the probe has the header")

        list.simulateTouchDown()
        list.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.3)
        list.simulateTouchUp(velocity: .zero)
        await UISimulation.runUntilIdle()
        #expect(actionCalls == 1, "\(kind): a pull runs the action once")
    }
}
