import MJRefresh
import SimulationTesting
import Testing

/// What "Beyond MJRefresh" (Sources/MJRefresh/MJRefresh.docc/BeyondMJRefresh.md) promises, with its snippets.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct BeyondMJRefreshPromiseTests {
    @Test func theRetrySnippetShowsTheFailureThenWaitsForTheUser() async {
        let (stage, table, rows) = makeListStage()
        var online = false
        var loads = 0
        func loadMore() async -> Bool {
            loads += 1
            return online
        }
        table.mj_footer = MJRefreshAutoNormalFooter(refreshingResultTask: {
            await loadMore() == true ? .success : .failure(message: "Offline")
        })
        let footer = table.mj_footer as! MJRefreshAutoNormalFooter
        await UISimulation.runUntilIdle()
        stage.pushUp(3000)
        await UISimulation.run(until: { footer.stateLabel.text == "Loading failed: Offline" })
        #expect(loads == 1)
        stage.release()
        await UISimulation.runUntilIdle()
        #expect(footer.state == .idle)
        #expect(footer.isWaitingForRetry)
        #expect(footer.stateLabel.text == "Loading failed. Tap to retry")

        stage.pullDown(300)
        stage.release()
        stage.pushUp(300)
        stage.release()
        await UISimulation.runUntilIdle()
        #expect(loads == 1, "scrolling back to the end loads nothing")

        online = true
        footer.simulateTap(at: CGPoint(x: footer.bounds.midX, y: footer.bounds.midY))
        await UISimulation.runUntilIdle()
        #expect(loads == 2, "a tap retries")
        #expect(!footer.isWaitingForRetry)
        #expect(footer.state == .idle)
        withExtendedLifetime(rows) {}
    }

    @Test func theLeaderSitsAtMinus60MinusItsIgnoredInsetAndFollowsThePullFromTheLeftInset() {
        let host = UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 8)
        let (stage, collection, _) = makeGalleryStage(items: 70, contentInset: host)
        var refreshes = 0
        let leader = MJRefreshNormalLeader { refreshes += 1 }
        leader.ignoredScrollViewContentInsetLeft = 10
        collection.mj_leader = leader
        UISimulation.runUntilIdle()
        #expect(leader.frame == CGRect(x: -70, y: 0, width: 60, height: collection.bounds.height))
        let restY = collection.contentOffset.y

        stage.dragRight(Stage.fingerTravel(forOverscroll: 30, dimension: 390))
        let percent = (-host.left - collection.contentOffset.x) / 60
        #expect(abs(leader.pullingPercent - percent) <= 0.01, "(−left inset − x) / 60")
        #expect(leader.state == .idle)
        stage.dragRight(
            Stage.fingerTravel(forOverscroll: 70, dimension: 390)
                - Stage.fingerTravel(forOverscroll: 30, dimension: 390))
        #expect(collection.contentOffset.x < -host.left - 60)
        #expect(leader.state == .pulling, "armed past −left inset − 60")
        stage.release()
        #expect(refreshes == 1)
        #expect(collection.contentInset == UIEdgeInsets(top: 4, left: 80, bottom: 6, right: 8))
        #expect(abs(collection.contentOffset.x + 80) <= 0.5, "x = −(left inset + 60)")
        #expect(collection.contentOffset.y == restY, "the vertical offset is never written")
        leader.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(collection.contentInset == host, "ending takes exactly that out")
    }

    @Test func theNormalLeadersTexts() {
        let leader = MJRefreshNormalLeader {}
        #expect(leader.stateLabel.text == "Pull to refresh")
        leader.state = .pulling
        #expect(leader.stateLabel.text == "Release to refresh")
    }

    @Test func theTwoLevelHeadersSecondThresholdIs150ByDefault() {
        let stage = Stage()
        var opens = 0
        let header = MJRefreshTwoLevelHeader {}.secondFloor(UIView()) { opens += 1 }
        #expect(header.secondFloorThreshold == 150)
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 145))
        #expect(!header.isSecondFloorArmed)
        stage.pullDown(Stage.fingerTravel(forOverscroll: 155) - Stage.fingerTravel(forOverscroll: 145))
        #expect(header.isSecondFloorArmed)
        #expect(header.stateLabel.text == "Release to open")
        stage.release()
        #expect(opens == 1)
    }
}
