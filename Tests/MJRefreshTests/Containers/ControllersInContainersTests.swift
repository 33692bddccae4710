import MJRefresh
import SimulationTesting
import Testing

/// The list controllers apps use, and a plain scroll view in a plain view (a web view's layout), inside each
/// container: a pull refreshes once below the bars and the list comes back to rest where it was.
@MainActor
@Suite(.uiSimulation)
struct ControllersInContainersTests {
    private func cycle(_ screen: ContainerScreen, _ bars: Bars) {
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentOffset.y == -screen.scrollView.adjustedContentInset.top)
        // The pull shows a search field that starts hidden, and UIKit leaves it shown.
        let rest = screen.scrollView.contentOffset.y - (bars.search ? 52 : 0)
        #expect(screen.visibleHeight(of: header) == 0)
        screen.drag(200, duration: 0.4)
        screen.release()
        #expect(counter.count == 1)
        #expect(abs(screen.top(of: header) - screen.visibleBand.lowerBound) <= 0.5)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentOffset.y == rest)
        #expect(screen.visibleHeight(of: header) == 0)
    }

    @Test(arguments: Bars.all)
    func aCollectionViewController(bars: Bars) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 60)
        let controller = ItemsController(collectionViewLayout: layout)
        let screen = ContainerScreen(bars, list: controller)
        cycle(screen, bars)
    }

    @Test(arguments: Bars.all)
    func aTableViewController(bars: Bars) {
        cycle(ContainerScreen(bars, list: RowsController()), bars)
    }

    @Test(arguments: Bars.all)
    func aPlainScrollViewLikeAWebView(bars: Bars) {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        controller.view.addSubview(scrollView)
        cycle(ContainerScreen(bars, list: controller, scrollView: scrollView), bars)
    }
}

/// A collection of 40 items fed by its own controller.
@MainActor
final class ItemsController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        40
    }
}
