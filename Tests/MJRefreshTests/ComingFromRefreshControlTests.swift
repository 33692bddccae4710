import MJRefresh
import SimulationTesting
import Testing

/// What the migration guides promise, played on the simulator: the same pull on `UIRefreshControl` and on
/// MJRefresh's header, and a refresh control sharing a list with MJRefresh's footer (as `.refreshable` does with
/// `loadMoreFooter`).
@MainActor
@Suite(.uiSimulation)
struct ComingFromRefreshControlTests {
    @Test func theControlFiresDuringTheDragTheHeaderWhenTheFingerLifts() {
        let controlStage = Stage()
        let control = UIRefreshControl()
        controlStage.scrollView.refreshControl = control
        var controlRefreshes = 0
        control.addAction(UIAction { _ in controlRefreshes += 1 }, for: .valueChanged)

        let headerStage = Stage()
        var headerRefreshes = 0
        headerStage.scrollView.mj_header = MJRefreshNormalHeader { headerRefreshes += 1 }

        let travel = Stage.fingerTravel(forOverscroll: 140)
        controlStage.pullDown(travel)
        headerStage.pullDown(travel)
        #expect(controlRefreshes == 1, "UIRefreshControl: while the finger is down")
        #expect(headerRefreshes == 0)
        #expect(headerStage.scrollView.mj_header?.state == .pulling)
        controlStage.release()
        headerStage.release()
        #expect(controlRefreshes == 1)
        #expect(headerRefreshes == 1, "MJRefresh: once the finger lifts")
    }

    @Test func beginRefreshingRunsTheHeadersBlockButNotTheControlsAction() {
        let controlStage = Stage()
        let control = UIRefreshControl()
        controlStage.scrollView.refreshControl = control
        var controlRefreshes = 0
        control.addAction(UIAction { _ in controlRefreshes += 1 }, for: .valueChanged)
        let headerStage = Stage()
        var headerRefreshes = 0
        let header = MJRefreshNormalHeader { headerRefreshes += 1 }
        headerStage.scrollView.mj_header = header

        control.beginRefreshing()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(controlRefreshes == 0)
        #expect(controlStage.scrollView.contentOffset.y == 0, "the control stays out of view")
        #expect(headerRefreshes == 1)
        #expect(headerStage.scrollView.contentOffset.y == -header.mj_h, "the header is scrolled into view")
    }

    @Test func aRefreshControlAndAnMJRefreshFooterShareAList() {
        let stage = Stage(contentHeight: 1200)
        let control = UIRefreshControl()
        stage.scrollView.refreshControl = control
        var loads = 0
        let footer = MJRefreshAutoNormalFooter { loads += 1 }
        stage.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        let bottom = stage.scrollView.contentInset.bottom

        stage.pullDown(Stage.fingerTravel(forOverscroll: 140))
        stage.release()
        #expect(control.isRefreshing)
        #expect(loads == 0, "a pull down loads nothing")
        control.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
        #expect(stage.scrollView.contentInset.bottom == bottom, "the control leaves the footer's share alone")

        stage.pushUp(1200)
        stage.release()
        #expect(loads == 1)
        #expect(!control.isRefreshing)
    }
}
