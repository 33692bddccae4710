import MJRefresh
import SimulationTesting
import Testing

/// The paging scenes of the randomized sessions: their screens and steps do what they say, iOS 26's tab bar
/// minimises under the list's scrolling, and the paging invariants catch what they promise to.
@MainActor
@Suite(.uiSimulation)
struct PagingSessionTests {
    @Test(arguments: [SessionSetup.pagedLists, .pageViewControllerLists, .nestedPagedLists])
    func aSwipeTurnsToTheNextPageAndShowListBringsTheListBack(_ setup: SessionSetup) async throws {
        let rig = await SessionRig(setup: setup)
        // The test holds nothing of the screen, so that the teardown can tell that all of it is freed.
        func shownPage() -> Int? { rig.paging?.screen.shownPage }
        let listFrame = try #require(rig.scrollView).convert(try #require(rig.scrollView).bounds, to: nil)
        #expect(rig.isInWindow && shownPage() == 1)
        #expect(listFrame.width == rig.window.bounds.width, "the list fills its page")
        #expect(SessionInvariants.atRest(rig) == nil)
        await rig.perform(.paging(.swipe(points: -240, frames: 12)))
        await rig.perform(.paging(.swipeEnded(velocity: -900)))
        await rig.perform(.settle)
        #expect(shownPage() == 2, "on the next page")
        #expect(!rig.isInWindow, "the list is not on screen")
        let pager = try #require(rig.paging?.screen.pager)
        #expect(abs(pager.convert(pager.bounds, to: nil).minX) < 0.01, "the pager rests in place")
        await rig.perform(.returnToWindow)
        await rig.perform(.settle)
        #expect(rig.isInWindow && shownPage() == 1)
        #expect(SessionInvariants.atRest(rig) == nil)
        #expect(await rig.tearDown().isEmpty, "the pages, the pager and the screens are freed")
    }

    @Test(arguments: [SessionSetup.pagedLists, .pageViewControllerLists, .nestedPagedLists])
    func aPullRefreshesTheListAloneAndItsNeighboursKeepTheirInsets(_ setup: SessionSetup) async throws {
        let rig = await SessionRig(setup: setup)
        let paging = try #require(rig.paging)
        await rig.perform(.drag(points: 300, frames: 24))
        await rig.perform(.touchUp(velocity: 0))
        await rig.perform(.settle)
        #expect(rig.attached(.header)?.state == .refreshing)
        #expect(rig.attached(.header)?.log.entriesIntoRefreshing == 1)
        for neighbour in paging.neighbours {
            #expect(neighbour.header.state == .idle && neighbour.header.log.entriesIntoRefreshing == 0)
            #expect(neighbour.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        }
        #expect(SessionInvariants.atRest(rig) == nil)
        _ = await rig.tearDown()
    }

    @Test(arguments: [SessionSetup.pagedLists, .pageViewControllerLists, .nestedPagedLists])
    func aPullOnThePageShownBesideTheListRefreshesThatPageAlone(_ setup: SessionSetup) async throws {
        let rig = await SessionRig(setup: setup)
        let paging = try #require(rig.paging)
        let inset = rig.scrollView?.contentInset
        await rig.perform(.paging(.refreshShownNeighbour))
        #expect(paging.neighbours.map(\.pulledRefreshes) == [0, 0], "the list's own page is shown: nothing pulled")
        await rig.perform(.paging(.turnPage(0, animated: false)))
        await rig.perform(.paging(.refreshShownNeighbour))
        #expect(paging.neighbours.map(\.pulledRefreshes) == [1, 0])
        #expect(paging.neighbours[0].header.log.hasCalledBackForCurrentRefresh)
        #expect(paging.neighbours[0].header.state == .idle, "ended")
        #expect(rig.attached(.header)?.log.entriesIntoRefreshing == 0, "the list's own header did not refresh")
        #expect(rig.scrollView?.contentInset == inset)
        #expect(SessionInvariants.afterStep(rig) == nil)
        _ = await rig.tearDown()
    }

    @Test func theNestedLayoutCollapsesItsBannerBeforeTheListScrolls() async throws {
        let rig = await SessionRig(setup: .nestedPagedLists)
        let nested = try #require(rig.paging?.screen as? NestedListsController)
        let list = try #require(rig.scrollView)
        #expect(list.convert(list.bounds, to: nil).minY == 59 + NestedListsController.banner, "below the banner")
        let top = list.contentOffset.y
        await rig.perform(.drag(points: -120, frames: 24))
        await rig.perform(.touchUp(velocity: 0))
        await rig.perform(.settle)
        #expect(abs(nested.main.contentOffset.y - (-59 + 120)) < 0.5, "the banner collapsed by the push")
        #expect(list.contentOffset.y == top, "the list did not scroll")
        await rig.perform(.drag(points: -400, frames: 24))
        await rig.perform(.touchUp(velocity: 0))
        await rig.perform(.settle)
        #expect(nested.main.contentOffset.y == NestedListsController.banner - 59, "collapsed")
        #expect(list.contentOffset.y > top, "then the list scrolled")
        #expect(abs(list.convert(list.bounds, to: nil).minY - 59) < 0.01, "the list stops below the status bar")
        _ = await rig.tearDown()
    }

    /// The container scenes too: their tab bar minimises as the list in the navigation controller scrolls.
    @Test(arguments: [SessionSetup.pagedLists, .pageViewControllerLists, .navigationAutoFooter, .navigationBackFooter])
    func underIOS26TheListScrollingDownMinimisesTheTabBarDuringTheGesture(_ setup: SessionSetup) async throws {
        let rig = await SessionRig(setup: setup, systemVersion: .iOS26)
        let list = try #require(rig.scrollView)
        #expect(abs(list.safeAreaInsets.bottom - (34 + 49)) < 0.01, "the tab bar above the home indicator")
        await rig.perform(.drag(points: -200, frames: 24))
        #expect(rig.isFingerDown)
        #expect(abs(list.safeAreaInsets.bottom - 34) < 0.01, "minimised mid-gesture")
        await rig.perform(.touchUp(velocity: 0))
        await rig.perform(.settle)
        #expect(SessionInvariants.atRest(rig) == nil)
        _ = await rig.tearDown()
    }

    @Test func aRefreshStartedDuringAPageSwipeBreaksThePagesInvariant() async throws {
        let rig = await SessionRig(setup: .pagedLists)
        await rig.perform(.paging(.swipe(points: -60, frames: 6)))
        #expect(SessionInvariants.afterStep(rig) == nil)
        // Not a session step, so the swipe is still watched: as if the swipe had fired the page beside the list.
        try #require(rig.paging).neighbours[1].header.beginRefreshing()
        #expect(SessionInvariants.swipeRefreshesNothing(try #require(rig.paging), rig)?.invariant == .pages)
        _ = await rig.tearDown()
    }

    @Test func aNeighbourThatRefreshesOrAPagerBetweenPagesBreaksThePagesInvariant() async throws {
        let rig = await SessionRig(setup: .pagedLists)
        let paging = try #require(rig.paging)
        paging.screen.pager.contentOffset.x -= 100
        #expect(SessionInvariants.pageAtRest(rig)?.invariant == .pages, "between pages")
        paging.screen.pager.contentOffset.x += 100
        #expect(SessionInvariants.pageAtRest(rig) == nil)
        paging.neighbours[0].header.beginRefreshing()
        #expect(SessionInvariants.neighboursActOnTheirOwnLists(paging)?.invariant == .pages)
        _ = await rig.tearDown()
    }

    @Test func aSessionDrawnOnIOS26PlaysIOS26sBars() async {
        await SessionRunner.expectPasses(.pagedLists, [.iOS26, .drag(points: -80, frames: 8)])
        #expect(UISimulation.systemVersion == .iOS26)
        await SessionRunner.expectPasses(.pagedLists, [.drag(points: -80, frames: 8)])
        #expect(UISimulation.systemVersion == .iOS17)
    }
}
