import MJRefresh
import SimulationTesting
import Testing

/// README "Failed loads": a failure shown for no time waits for a retry at once, and the wait ends when the footer
/// leaves its scroll view.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct FailedLoadsPromisesTests {
    private let stage = Stage()

    @Test(arguments: [false, true])
    func withNoMomentTheFooterWaitsAtOnce(back: Bool) {
        let footer: MJRefreshFooter = back ? MJRefreshBackNormalFooter {} : MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_footer = footer
        footer.resultDisplayDuration = 0
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        footer.endRefreshing(with: .failure(message: "Offline"))
        #expect(footer.state == .idle)
        #expect(footer.isWaitingForRetry)
        let title =
            (footer as? MJRefreshBackStateFooter)?.stateLabel.text
            ?? (footer as? MJRefreshAutoStateFooter)?
            .stateLabel.text
        #expect(title == "Loading failed. Tap to retry")
    }

    @Test func leavingTheScrollViewEndsTheWait() {
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        footer.endRefreshing(with: .failure())
        UISimulation.runUntilIdle()
        #expect(footer.isWaitingForRetry)
        stage.scrollView.mj_footer = nil
        #expect(!footer.isWaitingForRetry)
        #expect(footer.stateLabel.text == "Tap or pull up to load more")
    }

    @Test func aQuietEndIsTheLastUpdateAndSoIsAFailureCutShort() {
        MJRefreshHeader.lastUpdatedTimeStore = MJRefreshInMemoryLastUpdatedStore()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .quiet)
        #expect(header.lastUpdatedTime != nil, "a quiet end is not a failure")

        MJRefreshHeader.lastUpdatedTimeStore = MJRefreshInMemoryLastUpdatedStore()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .failure())
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.lastUpdatedTime != nil, "endRefreshing() cut the failure's moment short: a plain end")
    }
}
