import MJRefresh
import SimulationTesting
import Testing

/// The header's life cycle: windows, removal, deallocation.
@MainActor
@Suite(.uiSimulation)
struct HeaderLifecycleTests {
    @Test func beginBeforeTheWindowWaitsAndRefreshesOnceAfterAppearing() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        scrollView.mj_header = header
        header.beginRefreshing()
        #expect(header.state == .willRefresh)
        #expect(header.isRefreshing)
        UISimulation.runUntilIdle()
        #expect(counter.count == 0, "nothing happens off screen")
        #expect(scrollView.contentInset == .zero)

        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
        #expect(scrollView.contentInset.top == 54)
        #expect(abs(scrollView.contentOffset.y - (-(47 + 54))) <= 0.5)
    }

    @Test func leavingTheWindowKeepsTheRefreshAndEndingWhileAwayRestoresTheBaseline() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.scrollView.removeFromSuperview()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        stage.window.addSubview(stage.scrollView)
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing, "still refreshing on return")
        #expect(counter.count == 1, "returning does not refresh again")
        stage.scrollView.removeFromSuperview()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 10)
        stage.window.addSubview(stage.scrollView)
        UISimulation.runUntilIdle()
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
    }

    @Test(arguments: ["idle", "pulling", "refreshing", "collapsing"])
    func removingTheHeaderInAnyStateRestoresTheBaseline(removeWhile: String) {
        let baseline = UIEdgeInsets(top: 20, left: 0, bottom: 15, right: 0)
        let stage = Stage(contentInset: baseline)
        let header = stage.attach(MJRefreshNormalHeader {})
        switch removeWhile {
        case "pulling":
            stage.pullDown(150)
        case "refreshing":
            header.beginRefreshing()
            UISimulation.advance(by: 0.1)
        case "collapsing":
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            header.endRefreshing()
            UISimulation.advance(by: 0.1)
        default:
            break
        }
        stage.scrollView.mj_header = nil
        #expect(header.superview == nil)
        #expect(header.scrollView == nil)
        #expect(header.state == .idle, "\(removeWhile)")
        if stage.scrollView.isTracking { stage.release() }
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == baseline, "\(removeWhile)")
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y), "\(removeWhile)")
    }

    @Test func replacingTheHeaderRemovesTheOldOne() {
        let stage = Stage()
        let first = MJRefreshNormalHeader {}
        let second = MJRefreshGifHeader {}
        stage.scrollView.mj_header = first
        first.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.scrollView.mj_header = second
        #expect(stage.scrollView.mj_header === second)
        #expect(first.superview == nil)
        #expect(stage.scrollView.subviews.filter { $0 is MJRefreshHeader }.count == 1)
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == .zero)
    }

    @Test func everythingDeallocatesWithTheUsualWeakSelfClosure() {
        final class Owner {
            var loads = 0
        }
        weak var weakScrollView: UIScrollView?
        weak var weakHeader: MJRefreshHeader?
        weak var weakOwner: Owner?
        do {
            let stage = Stage()
            let owner = Owner()
            let header = MJRefreshNormalHeader { [weak owner] in owner?.loads += 1 }
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.advance(by: 0.1)
            weakScrollView = stage.scrollView
            weakHeader = header
            weakOwner = owner
            stage.scrollView.removeFromSuperview()
        }
        UISimulation.reset()
        #expect(weakOwner == nil)
        #expect(weakHeader == nil)
        #expect(weakScrollView == nil)
    }

    @Test func theHeaderHoldsTheScrollViewWeakly() {
        let header = MJRefreshNormalHeader {}
        weak var weakScrollView: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            scrollView.mj_header = header
            weakScrollView = scrollView
            header.removeFromSuperview()
            scrollView.addSubview(header)
        }
        // The scroll view (which owned the header as a subview) is gone; the header survives, detached.
        #expect(weakScrollView == nil)
        #expect(header.scrollView == nil)
        header.beginRefreshing()
        header.endRefreshing()
        #expect(header.state == .idle)
    }
}
