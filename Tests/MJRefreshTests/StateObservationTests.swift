import MJRefresh
import SimulationTesting
import Testing

/// `stateDidChangeBlock`: an app follows every change of a component's state.
@MainActor
@Suite(.uiSimulation)
struct StateObservationTests {
    private let stage = Stage()

    @Test func aPullAndItsRefreshAreReportedInOrder() async {
        let header = MJRefreshNormalHeader(refreshingBlock: {})
        var changes: [(MJRefreshState, MJRefreshState)] = []
        header.stateDidChangeBlock = { [weak header] old in
            changes.append((old, header?.state ?? .idle))
        }
        stage.scrollView.mj_header = header
        stage.pullDown(150)
        stage.release()
        await UISimulation.runUntilIdle()
        header.endRefreshing()
        await UISimulation.runUntilIdle()
        #expect(changes.map(\.0) == [.idle, .pulling, .refreshing])
        #expect(changes.map(\.1) == [.pulling, .refreshing, .idle])
    }

    @Test func theBlockSeesTheComponentAfterItActed() async {
        let header = MJRefreshNormalHeader(refreshingBlock: {})
        var refreshingSeen: [Bool] = []
        header.stateDidChangeBlock = { [weak header] _ in refreshingSeen.append(header?.isRefreshing == true) }
        stage.scrollView.mj_header = header
        header.isRefreshing = true
        header.isRefreshing = false
        #expect(refreshingSeen == [true, false])
    }

    @Test func settingTheSameStateReportsNothing() {
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: {})
        var calls = 0
        footer.stateDidChangeBlock = { _ in calls += 1 }
        stage.scrollView.mj_footer = footer
        footer.state = .idle
        #expect(calls == 0)
        footer.endRefreshingWithNoMoreData()
        footer.endRefreshingWithNoMoreData()
        #expect(calls == 1)
        #expect(footer.state == .noMoreData)
    }

    @Test func leavingTheScrollViewDuringARefreshIsReported() async {
        let header = MJRefreshNormalHeader(refreshingBlock: {})
        var olds: [MJRefreshState] = []
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        header.stateDidChangeBlock = { old in olds.append(old) }
        stage.scrollView.mj_header = nil
        #expect(olds == [.refreshing])
        #expect(header.state == .idle)
    }

    @Test func theChainingFormSetsTheBlock() {
        var calls = 0
        let header = MJRefreshNormalHeader(refreshingBlock: {}).afterStateChangeAction { _ in calls += 1 }
        stage.scrollView.mj_header = header
        header.state = .pulling
        #expect(calls == 1)
    }
}
