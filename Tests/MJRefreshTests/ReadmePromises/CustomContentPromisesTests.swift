import MJRefresh
import SimulationTesting
import Testing

/// A content view that records each state change as the pair (old, new) and each result shown.
@MainActor
private final class StatePairsView: UIView, MJRefreshContent {
    private(set) var changes: [[MJRefreshState]] = []
    private(set) var results: [MJRefreshResult] = []

    func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState) {
        changes.append([oldState, component.state])
    }

    func refreshComponent(_ component: MJRefreshComponent, didShow result: MJRefreshResult) {
        results.append(result)
    }
}

/// README "Custom content": what a content view is told when it is installed, that a result shown for no time is not
/// sent, and that the leader's base class takes a content view too.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct CustomContentPromisesTests {
    private let stage = Stage()

    @Test func installedDuringARefreshItIsToldTheCurrentStateOnceFromItself() {
        let header = stage.attach(MJRefreshHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        let content = StatePairsView()
        header.contentView = content
        #expect(content.superview === header)
        #expect(content.changes == [[.refreshing, .refreshing]])
        header.endRefreshing()
        #expect(content.changes == [[.refreshing, .refreshing], [.refreshing, .idle]])
    }

    @Test func aResultShownForNoTimeIsNotSent() {
        let content = StatePairsView()
        let header = stage.attach(MJRefreshHeader {}.showingContent(content))
        header.resultDisplayDuration = 0
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .failure(message: "Offline"))
        #expect(header.state == .idle)
        #expect(content.results.isEmpty)
        header.resultDisplayDuration = 0.8
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .success)
        #expect(content.results == [.success])
    }

    @Test func theLeadersBaseClassShowsAContentViewAndTellsItThePull() {
        let content = StatePairsView()
        let stage = Stage(contentHeight: 844, contentWidth: 2000)
        let refreshes = CallCounter()
        let leader = MJRefreshLeader(refreshingBlock: refreshes.action)
        leader.contentView = content
        stage.scrollView.mj_leader = leader
        #expect(content.superview === leader)
        stage.dragRight(Stage.fingerTravel(forOverscroll: 80, dimension: 390))
        stage.release()
        #expect(refreshes.count == 1)
        #expect(content.changes == [[.idle, .idle], [.idle, .pulling], [.pulling, .refreshing]])
    }
}
