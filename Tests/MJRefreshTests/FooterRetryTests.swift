import MJRefresh
import SimulationTesting
import Testing

/// A footer whose load ends with `.failure` waits for the user: "Loading failed. Tap to retry", and a new load only
/// from a tap, a new pull, a call or VoiceOver's "Load more"; never from scrolling to the end again. A header's
/// failure leaves "Last update" as it was.
///
/// Geometry of the default stage: 2000 pt of content in an 844 pt view; with the auto footer's 44 pt in the bottom
/// inset the largest resting offset is 1200.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct FooterRetryTests {
    private let stage = Stage()

    /// An auto footer whose first load, started by scrolling to the end, has failed; the list rests at the end.
    private func failedAutoFooter() -> (MJRefreshAutoNormalFooter, CallCounter) {
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        stage.pushUp(1300, duration: 1)
        stage.release()
        #expect(footer.state == .refreshing)
        footer.endRefreshing(with: .failure(message: "Offline"))
        UISimulation.runUntilIdle()
        return (footer, counter)
    }

    @Test func aFailedAutoLoadWaitsWithTheRetryTitle() {
        let (footer, counter) = failedAutoFooter()
        #expect(counter.count == 1)
        #expect(footer.state == .idle)
        #expect(footer.isWaitingForRetry)
        #expect(footer.stateLabel.text == "Loading failed. Tap to retry")
        #expect(footer.accessibilityLabel == "Loading failed. Tap to retry")
        #expect(stage.scrollView.contentInset.bottom == 44, "the footer stays in view to say so")
    }

    @Test func scrollingFlingingOrReleasingAtTheEndDoesNotRetry() {
        let (footer, counter) = failedAutoFooter()
        stage.pullDown(300)
        stage.pushUp(300)
        stage.release()
        #expect(counter.count == 1, "a drag away from the end and back")
        stage.pullDown(600)
        stage.release(velocity: CGPoint(x: 0, y: -8000))
        #expect(counter.count == 1, "a fling into the end")
        stage.pushUp(Stage.fingerTravel(forOverscroll: 30))
        stage.release()
        #expect(counter.count == 1, "a release with the content pulled less than the footer's height past its end")
        stage.scrollToBottom()
        stage.pushUp(1)
        stage.release()
        #expect(counter.count == 1, "a release at the end")
        #expect(footer.isWaitingForRetry)
        #expect(footer.state == .idle)
    }

    @Test func aPullPastTheEndRetries() {
        let (footer, counter) = failedAutoFooter()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 50))
        #expect(counter.count == 1, "the pull itself loads nothing")
        stage.release()
        #expect(counter.count == 2, "the release past the footer's height retries")
        #expect(footer.state == .refreshing)
        #expect(!footer.isWaitingForRetry)
        footer.endRefreshing()
        #expect(footer.stateLabel.text == "Tap or pull up to load more", "a load that ends without a failure")
    }

    @Test func aTapACallOrTheLoadMoreActionRetries() throws {
        let (footer, counter) = failedAutoFooter()
        footer.simulateTap()
        #expect(counter.count == 2, "a tap")
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        #expect(footer.isWaitingForRetry)
        footer.beginRefreshing()
        #expect(counter.count == 3, "a call")
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        let action = try #require(stage.scrollView.accessibilityCustomActions?.first)
        #expect(action.name == "Load more")
        #expect(action.actionHandler?(action) == true)
        #expect(counter.count == 4, "VoiceOver's Load more")
        #expect(footer.state == .refreshing)
    }

    @Test func voiceOverHearsTheRetryTitleAsTheFailedLoadEnds() {
        let (footer, _) = failedAutoFooter()
        let announcements = UISimulation.accessibilityPosts.filter { $0.notification == .announcement }
            .compactMap { $0.argument as? String }
        #expect(announcements.last == "Loading failed. Tap to retry")
        #expect(footer.isWaitingForRetry)
    }

    @Test func theWaitEndsWithTheAppsCallsOrWhenHidden() {
        let (footer, counter) = failedAutoFooter()
        footer.resetNoMoreData()
        #expect(!footer.isWaitingForRetry)
        #expect(footer.stateLabel.text == "Tap or pull up to load more")

        footer.beginRefreshing()
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        footer.endRefreshing()
        #expect(!footer.isWaitingForRetry, "endRefreshing()")
        #expect(footer.stateLabel.text == "Tap or pull up to load more")

        footer.beginRefreshing()
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        footer.isHidden = true
        #expect(!footer.isWaitingForRetry, "hiding")
        footer.isHidden = false

        footer.beginRefreshing()
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        footer.endRefreshingWithNoMoreData()
        #expect(!footer.isWaitingForRetry, "no more data")
        #expect(footer.stateLabel.text == "No more data")
        #expect(counter.count == 4)
    }

    @Test func aSuccessOrAnEndCutShortDoesNotWait() {
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.beginRefreshing()
        footer.endRefreshing(with: .success)
        UISimulation.runUntilIdle()
        #expect(!footer.isWaitingForRetry)
        footer.beginRefreshing()
        footer.endRefreshing(with: .failure())
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(!footer.isWaitingForRetry, "the app's plain end cut the failure's moment short")
        #expect(footer.stateLabel.text == "Tap or pull up to load more")
    }

    @Test func aFailedBackFooterWaitsAndRetriesOnATapOrANewPull() {
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter()) { $0.resultDisplayDuration = 0 }
        stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 60))
        stage.release()
        #expect(footer.state == .refreshing)
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        #expect(footer.isWaitingForRetry)
        #expect(footer.stateLabel.text == "Loading failed. Tap to retry")
        #expect(stage.scrollView.contentInset.bottom == 0, "the back footer collapses as after any load")
        footer.simulateTap()
        #expect(counter.count == 1, "out of view, the footer gets no tap")
        stage.scrollView.contentOffset.y = 1156 + 30
        footer.simulateTap()
        UISimulation.runUntilIdle()
        #expect(counter.count == 2, "a tap on it in view retries, after the reveal")
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.state == .pulling)
        stage.release()
        #expect(counter.count == 3, "a new pull retries")
        #expect(!footer.isWaitingForRetry)
    }

    @Test func aBackFooterTapLoadsOnlyWhileWaitingForARetry() {
        let (footer, counter) = stage.attachCounting(MJRefreshBackStateFooter())
        footer.simulateTap()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
    }

    @Test func theRetryTitleFollowsTheLanguageAndTheApp() {
        let (footer, _) = failedAutoFooter()
        MJRefreshConfig.default.languageCode = "de"
        #expect(footer.stateLabel.text == "Laden fehlgeschlagen. Zum Wiederholen tippen")
        footer.setRetryTitle("Offline. Tap to try again")
        #expect(footer.stateLabel.text == "Offline. Tap to try again")
        footer.setRetryTitle(nil)
        #expect(footer.stateLabel.text == "Offline. Tap to try again", "nil is ignored")
    }

    @Test func aHeadersFailureLeavesTheLastUpdateAsItWas() {
        let store = MJRefreshInMemoryLastUpdatedStore()
        MJRefreshHeader.lastUpdatedTimeStore = store
        let header = stage.refreshingHeader()
        header.endRefreshing(with: .failure(message: "Offline"))
        UISimulation.runUntilIdle()
        #expect(header.lastUpdatedTime == nil)
        #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.resultDisplayDuration = 0
        header.endRefreshing(with: .failure())
        #expect(header.lastUpdatedTime == nil, "a failure shown for no time")
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .success)
        UISimulation.runUntilIdle()
        #expect(header.lastUpdatedTime != nil, "a success is the last update")
    }
}
