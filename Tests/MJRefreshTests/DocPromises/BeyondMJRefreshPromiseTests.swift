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

    /// "It loads, with no pull, when the list scrolls up until `contentOffset.y ≤ −top inset + d` (the inset
    /// including the header; `d` is `prefetchDistance`, or the header's height without one)." A host inset of 20
    /// and the header's 44 make the top inset 64.
    @Test(
        arguments: [
            (MJRefreshPrefetchDistance?.none, -20),
            (.points(300), 236),
            (.screenHeights(0.5), 358),
            (.points(-40), -64),
        ] as [(MJRefreshPrefetchDistance?, CGFloat)])
    func theAutoHeaderLoadsFromTheTopInsetPlusTheDistance(distance: MJRefreshPrefetchDistance?, loadsAt offset: CGFloat)
    {
        let (stage, table, rows) = makeListStage(rows: 60)
        defer { withExtendedLifetime(rows) {} }
        table.contentInset.top = 20
        table.layoutIfNeeded()
        var loads = 0
        let header = MJRefreshAutoNormalHeader { loads += 1 }.prefetching(within: distance)
        table.mj_autoHeader = header
        #expect(table.contentInset.top == 64)
        table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        stage.pullDown(1000 - offset - 4)
        #expect(loads == 0, "\(String(describing: distance)): 4 pt before")
        stage.pullDown(5, duration: 0.05)
        #expect(loads == 1, "\(String(describing: distance)): 1 pt past")
        #expect(header.state == .refreshing)
    }

    @Test func theSecondFloorIsAsTallAsTheScrollViewBelowItsTopInset() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let page = UIView()
        let header = MJRefreshTwoLevelHeader {}.secondFloor(page)
        stage.scrollView.mj_header = header
        header.openSecondFloor()
        UISimulation.runUntilIdle()
        #expect(header.isSecondFloorOpen)
        #expect(
            page.frame.height == CGFloat(844 - 47), "bounds.height less the top inset the list had (the status bar's)")
        #expect(page.frame.maxY == 0, "above the content")
        #expect(stage.scrollView.contentInset.top == page.frame.height, "the header's share becomes that height")
        #expect(stage.scrollView.contentOffset.y == -47 - page.frame.height, "the page in view below the status bar")
        header.closeSecondFloor()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
        #expect(stage.scrollView.contentOffset.y == -47, "back to the top")
    }

    @Test func withNoMomentTheFailedFooterWaitsAtOnceAndLeavingItsScrollViewEndsTheWait() {
        let stage = Stage()
        var loads = 0
        let footer = MJRefreshBackNormalFooter { loads += 1 }
        footer.resultDisplayDuration = 0
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        footer.endRefreshing(with: .failure())
        #expect(footer.state == .idle, "at once with resultDisplayDuration = 0")
        #expect(footer.isWaitingForRetry)
        #expect(footer.stateLabel.text == "Loading failed. Tap to retry")

        footer.beginRefreshing()
        #expect(!footer.isWaitingForRetry, "a load starts: the wait ends")
        UISimulation.runUntilIdle()
        footer.endRefreshing(with: .failure())
        #expect(footer.isWaitingForRetry)
        stage.scrollView.mj_footer = nil
        #expect(!footer.isWaitingForRetry, "it left its scroll view")
        #expect(loads == 2)
    }

    @Test func voiceOversLoadMoreActionStartsTheAutoHeadersLoad() throws {
        let (_, table, rows) = makeListStage(rows: 60)
        defer { withExtendedLifetime(rows) {} }
        var loads = 0
        let header = MJRefreshAutoNormalHeader { loads += 1 }
        table.mj_autoHeader = header
        table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        UISimulation.runUntilIdle()
        let actions = try #require(table.accessibilityCustomActions)
        let loadMore = try #require(actions.first { $0.name == "Load more" })
        #expect(loadMore.actionHandler?(loadMore) == true)
        UISimulation.runUntilIdle()
        #expect(loads == 1)
        #expect(header.state == .refreshing)
    }

    @Test func theRetryTitleIsLocalizedInEveryLanguage() {
        let stage = Stage()
        let footer = MJRefreshAutoNormalFooter {}
        footer.resultDisplayDuration = 0
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        footer.endRefreshing(with: .failure())
        #expect(footer.isWaitingForRetry)
        let english = "Loading failed. Tap to retry"
        #expect(footer.stateLabel.text == english)
        for language in [
            "zh-Hans", "zh-Hant", "ko", "ru", "uk", "ja", "de", "fr", "es", "pt-BR", "pt-PT", "it", "ar", "nl", "pl",
            "tr",
            "id", "vi", "th",
        ] {
            MJRefreshConfig.default.languageCode = language
            let title = footer.stateLabel.text ?? ""
            #expect(!title.isEmpty && title != english, "\(language): \(title)")
        }
    }
}
