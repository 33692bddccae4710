import MJRefresh
import SimulationTesting
import Testing

/// README "Bad input": the rows whose promise is that the components still refresh, read as an app would test them:
/// pulls on a list whose content size is not finite or negative, and calls on a zero-size scroll view.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct BadInputPromisesTests {
    /// Every kind of component, each counting its callbacks in `calls`.
    private static func components(counting calls: CallCounter) -> [MJRefreshComponent] {
        let components: [MJRefreshComponent] = [
            MJRefreshNormalHeader(), MJRefreshBackNormalFooter(), MJRefreshNormalTrailer(), MJRefreshNormalLeader(),
            MJRefreshAutoNormalFooter(), MJRefreshAutoNormalHeader(), MJRefreshTwoLevelHeader(),
        ]
        for component in components { component.refreshingBlock = calls.action }
        return components
    }

    private static func attach(_ component: MJRefreshComponent, to scrollView: UIScrollView) {
        switch component {
        case let header as MJRefreshHeader: scrollView.mj_header = header
        case let footer as MJRefreshFooter: scrollView.mj_footer = footer
        case let trailer as MJRefreshTrailer: scrollView.mj_trailer = trailer
        case let leader as MJRefreshLeader: scrollView.mj_leader = leader
        case let autoHeader as MJRefreshAutoHeader: scrollView.mj_autoHeader = autoHeader
        default: Issue.record("\(type(of: component)) has no place")
        }
    }

    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: .nan), CGSize(width: CGFloat.infinity, height: .infinity),
        CGSize(width: -CGFloat.infinity, height: -.infinity), CGSize(width: -100, height: -500), .zero,
    ])
    func aContentSizeThatIsNotFiniteOrNegativeIsAnEmptyList(size: CGSize) {
        let host = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let stage = Stage(contentInset: host)
        stage.scrollView.contentSize = size
        let calls = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: calls.action)
        let footer = MJRefreshBackNormalFooter(refreshingBlock: calls.action)
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = footer

        stage.pullDown(Stage.fingerTravel(forOverscroll: 100))
        stage.release()
        #expect(header.state == .refreshing, "\(size)")
        #expect(calls.count == 1)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 100))
        stage.release()
        #expect(footer.state == .idle, "\(size): a footer starts no load on an empty list")
        #expect(calls.count == 1)
        #expect(stage.scrollView.contentInset == host, "the host's inset exactly")
        #expect(stage.scrollView.contentOffset.x.isFinite && stage.scrollView.contentOffset.y.isFinite)

        let gallery = Stage(contentInset: host)
        gallery.scrollView.contentSize = size
        let trailer = MJRefreshNormalTrailer(refreshingBlock: calls.action)
        gallery.scrollView.mj_trailer = trailer
        gallery.dragLeft(Stage.fingerTravel(forOverscroll: 100, dimension: 390))
        gallery.release()
        #expect(trailer.state == .refreshing, "\(size)")
        #expect(calls.count == 2)
        trailer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(gallery.scrollView.contentInset == host, "the host's inset exactly")
        #expect(gallery.scrollView.contentOffset.x.isFinite && gallery.scrollView.contentOffset.y.isFinite)
        #expect(UISimulation.invalidGeometryReports.isEmpty)
    }

    @Test func onAZeroSizeScrollViewEveryComponentRefreshesOnACall() {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: .zero)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentInset = UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6)
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
        let calls = CallCounter()
        for component in Self.components(counting: calls) {
            Self.attach(component, to: scrollView)
            let before = calls.count
            component.beginRefreshing()
            UISimulation.runUntilIdle()
            #expect(component.state == .refreshing, "\(type(of: component))")
            #expect(calls.count == before + 1, "\(type(of: component))")
            component.endRefreshing()
            UISimulation.runUntilIdle()
            component.removeFromSuperview()
            #expect(scrollView.contentInset == UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6))
        }
        #expect(UISimulation.invalidGeometryReports.isEmpty)
    }

    @Test func aNegativeHostInsetIsKeptAndSharesAddOnTop() {
        let host = UIEdgeInsets(top: -30, left: -30, bottom: -30, right: -30)
        let stage = Stage(contentInset: host)
        let header = stage.attach(MJRefreshNormalHeader {})
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 24, "−30 + 54")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == host)
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.bottom == 14, "−30 + 44")
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == host, "restored exactly")
    }
}
