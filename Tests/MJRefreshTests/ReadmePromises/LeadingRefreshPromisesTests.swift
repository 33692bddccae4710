import MJRefresh
import SimulationTesting
import Testing

/// README "Leading refresh": the leader's place with `ignoredScrollViewContentInsetLeft`, and the insets and offset
/// it leaves alone.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct LeadingRefreshPromisesTests {
    @Test func itSitsLeftOfTheContentPastTheIgnoredInsetAsTallAsTheScrollView() {
        let stage = Stage(contentWidth: 2000, frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let leader = MJRefreshNormalLeader {}
        leader.ignoredScrollViewContentInsetLeft = 12
        stage.scrollView.mj_leader = leader
        UISimulation.advance(by: oneFrame)
        #expect(leader.frame == CGRect(x: -60 - 12, y: 0, width: 60, height: 300))
        #expect(stage.scrollView.alwaysBounceHorizontal)
        #expect(!stage.scrollView.alwaysBounceVertical)
    }

    @Test func aRefreshWritesOnlyTheLeftInsetAndNeverTheVerticalOffset() {
        let host = UIEdgeInsets(top: 8, left: 4, bottom: 6, right: 2)
        let stage = Stage(contentHeight: 844, contentWidth: 2000, contentInset: host)
        let refreshes = CallCounter()
        let leader = MJRefreshNormalLeader(refreshingBlock: refreshes.action)
        stage.scrollView.mj_leader = leader
        let restY = stage.scrollView.contentOffset.y
        #expect(leader.stateLabel.text == "Pull to refresh")

        stage.dragRight(Stage.fingerTravel(forOverscroll: 30, dimension: 390))
        #expect(abs(leader.pullingPercent - 0.5) <= 0.02, "(−left inset − x) / 60")
        stage.dragRight(
            Stage.fingerTravel(forOverscroll: 70, dimension: 390)
                - Stage.fingerTravel(forOverscroll: 30, dimension: 390))
        #expect(leader.state == .pulling)
        #expect(leader.stateLabel.text == "Release to refresh")
        stage.release()
        #expect(refreshes.count == 1)
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 8, left: 64, bottom: 6, right: 2))
        #expect(stage.scrollView.contentOffset == CGPoint(x: -64, y: restY))
        leader.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == host)
        #expect(stage.scrollView.contentOffset == CGPoint(x: -4, y: restY))
    }

    @Test func rightToLeftOnNarrowContentItSitsAtTheRightOfTheVisibleArea() {
        let stage = Stage(contentHeight: 844, contentWidth: 200)
        let leader = MJRefreshNormalLeader {}
        leader.semanticContentAttribute = .forceRightToLeft
        stage.scrollView.mj_leader = leader
        UISimulation.advance(by: oneFrame)
        #expect(leader.frame == CGRect(x: 390, y: 0, width: 60, height: 844))
    }

    @Test func aRefreshKeepsTheEdgeItBeganOn() {
        let stage = Stage(contentHeight: 844, contentWidth: 2000)
        let leader = MJRefreshNormalLeader {}
        stage.scrollView.mj_leader = leader
        leader.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.left == 60)
        leader.semanticContentAttribute = .forceRightToLeft
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
        leader.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == .zero, "ending takes the share out of the edge it began on")
        #expect(leader.frame.minX == 2000, "then it follows the new direction")
    }

    @Test func aLeaderAndAHeaderNeverRefreshTogetherFromGestures() {
        let stage = Stage(contentHeight: 844, contentWidth: 2000)
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        let leader = MJRefreshNormalLeader {}
        stage.scrollView.mj_leader = leader
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.dragRight(Stage.fingerTravel(forOverscroll: 90, dimension: 390))
        stage.release()
        #expect(leader.state == .idle, "the header refreshes")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        leader.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.pullDown(Stage.fingerTravel(forOverscroll: 90))
        stage.release()
        #expect(header.state == .idle, "the leader refreshes")
    }
}
