import MJRefresh
import SimulationTesting
import Testing

/// For every load-more component (auto footer, back footer, trailer): no crash, no drift
/// and no leak for any order of attaching, detaching and deallocating.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterLifecycleTests {
    private nonisolated static let kinds = ["auto", "back", "trailer"]
    /// The state a component is in when it goes, with each order of going.
    private nonisolated static let teardowns = ["idle", "refreshing", "ending"].flatMap { state in
        ["component first", "scroll view first", "all at once"].map { (state: state, order: $0) }
    }

    /// A component of `kind` with `block` as its refreshing block.
    private static func make(_ kind: String, _ block: @escaping MJRefreshComponentAction) -> MJRefreshComponent {
        switch kind {
        case "auto": return MJRefreshAutoNormalFooter(refreshingBlock: block)
        case "back": return MJRefreshBackNormalFooter(refreshingBlock: block)
        default: return MJRefreshNormalTrailer(refreshingBlock: block)
        }
    }

    @Test(arguments: AutoFooterLifecycleTests.kinds, AutoFooterLifecycleTests.teardowns)
    func everythingDeallocatesInAnyTeardownOrderAndState(kind: String, teardown: (state: String, order: String)) {
        final class Owner {
            var loads = 0
        }
        let (state, order) = teardown
        weak var weakScrollView: UIScrollView?
        weak var weakComponent: MJRefreshComponent?
        weak var weakOwner: Owner?
        do {
            let stage = Stage(contentWidth: 1000)
            let owner = Owner()
            let component = Self.make(kind) { [weak owner] in owner?.loads += 1 }
            component.link(to: stage.scrollView)
            if state != "idle" {
                component.beginRefreshing()
                UISimulation.advance(by: 0.1)
            }
            if state == "ending" {
                component.endRefreshing()
                UISimulation.advance(by: 0.1)
            }
            weakScrollView = stage.scrollView
            weakComponent = component
            weakOwner = owner
            switch order {
            case "component first":
                component.removeFromSuperview()
                UISimulation.advance(by: 0.1)
                stage.scrollView.removeFromSuperview()
            case "scroll view first":
                stage.scrollView.removeFromSuperview()
                UISimulation.advance(by: 0.1)
                component.removeFromSuperview()
            default:
                stage.scrollView.removeFromSuperview()
            }
        }
        #expect(UISimulation.invalidGeometryReports.isEmpty)
        UISimulation.reset()  // the window goes, and with it the last references
        #expect(weakOwner == nil)
        #expect(weakComponent == nil)
        #expect(weakScrollView == nil)
    }

    @Test func movingAFooterToAnotherScrollViewRestoresTheFirstAndInsetsTheSecond() {
        let first = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 7, right: 0))
        let second = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 3, right: 0))
        let footer = MJRefreshAutoNormalFooter {}
        first.scrollView.mj_footer = footer
        #expect(first.scrollView.contentInset.bottom == 51)
        second.scrollView.addSubview(footer)
        #expect(footer.scrollView === second.scrollView)
        #expect(first.scrollView.mj_footer == nil)
        #expect(first.scrollView.contentInset.bottom == 7)
        #expect(second.scrollView.contentInset.bottom == 47)
        second.pushUp(1300, duration: 1)
        #expect(footer.state == .refreshing, "it works on its new scroll view")
        second.release()
    }

    @Test func aFooterOnAViewThatIsNotAScrollViewOrOnNothingIsInert() {
        let window = makeWindow()
        let plain = UIView(frame: window.bounds)
        window.addSubview(plain)
        for footer in [MJRefreshAutoNormalFooter {}, MJRefreshBackNormalFooter {}] as [MJRefreshFooter] {
            plain.addSubview(footer)
            #expect(footer.scrollView == nil)
            footer.beginRefreshing()
            footer.endRefreshingWithNoMoreData()
            footer.resetNoMoreData()
            footer.beginRefreshing()
            footer.endRefreshing()
            UISimulation.runUntilIdle()
            #expect(footer.state == .idle, "a footer loads only below the content of a scroll view")
            footer.removeFromSuperview()
            footer.beginRefreshing()
            #expect(footer.state == .idle)
        }
        #expect(UISimulation.invalidGeometryReports.isEmpty)
    }

    @Test(arguments: ["auto", "back"])
    func aBeginBeforeTheWindowLoadsOnceWhenTheListAppears(kind: String) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let counter = CallCounter()
        let footer = Self.make(kind, counter.action)
        footer.link(to: scrollView)
        footer.beginRefreshing()
        #expect(footer.state == .willRefresh)
        #expect(footer.isRefreshing)
        UISimulation.runUntilIdle()
        #expect(counter.count == 0)
        let window = makeWindow()
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
        #expect(footer.state == .refreshing)
        #expect(counter.count == 1)
        #expect(scrollView.contentInset.bottom == 44)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(scrollView.contentInset.bottom == (kind == "auto" ? 44 : 0))
        #expect(counter.count == 1)
    }

    @Test(arguments: ["auto", "back"])
    func leavingTheWindowWhileLoadingKeepsTheLoadAndEndingAwayLeavesNoDrift(kind: String) throws {
        let host = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let stage = Stage(contentInset: host)
        let counter = CallCounter()
        let footer = try #require(Self.make(kind, counter.action) as? MJRefreshFooter)
        stage.scrollView.mj_footer = footer
        stage.pullUpPastTheEnd()
        #expect(footer.state == .refreshing)
        stage.scrollView.removeFromSuperview()
        UISimulation.runUntilIdle()
        stage.window.addSubview(stage.scrollView)
        UISimulation.runUntilIdle()
        #expect(footer.state == .refreshing)
        #expect(counter.count == 1, "returning does not load again: \(kind)")
        stage.scrollView.removeFromSuperview()
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        stage.window.addSubview(stage.scrollView)
        UISimulation.runUntilIdle()
        #expect(
            stage.scrollView.contentInset.bottom == host.bottom + (kind == "auto" ? 44 : 0)
        )
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
        #expect(counter.count == 1)
    }

    @Test func removingTheHeaderWhileTheFooterStaysAndTheOtherWayRound() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        footer.beginRefreshing()
        UISimulation.advance(by: 0.1)
        stage.scrollView.mj_header = nil
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        footer.endRefreshing()
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = nil
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
        stage.scrollView.mj_header = nil
        #expect(stage.scrollView.contentInset == .zero)
    }
}
