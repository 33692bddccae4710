import MJRefresh
import SimulationTesting
import Testing

/// Each test on the simulator starts from the same world: `UISimulation.reset()` (which `.uiSimulation` runs
/// before every test) is a fresh launch for MJRefresh too: its configuration back to the defaults, the headers'
/// last-updated dates in memory on the simulated device's clock.
@MainActor
@Suite(.uiSimulation)
struct SimulatorLaunchStateTests {
    @Test func aResetPutsTheConfigurationBackToItsDefaults() {
        let config = MJRefreshConfig.default
        config.languageCode = "zh-Hans"
        config.i18nFilename = "Feed"
        config.i18nBundle = .main
        let header = MJRefreshNormalHeader {}
        #expect(header.stateLabel.text == "下拉可以刷新")

        UISimulation.reset()
        #expect(config.languageCode == nil)
        #expect(config.i18nFilename == nil)
        #expect(config.i18nBundle == nil)
        #expect(MJRefreshNormalHeader {}.stateLabel.text == "Pull down to refresh")
        #expect(header.stateLabel.text == "Pull down to refresh", "components alive follow the defaults")
    }

    @Test func aRefreshIsDatedOnTheSimulatedClockInMemory() throws {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        header.lastUpdatedTimeKey = "feed"
        stage.scrollView.mj_header = header
        #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
        UISimulation.advance(by: 90)
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        let date = try #require(header.lastUpdatedTime)
        #expect(date == UISimulation.date)
        #expect(date.timeIntervalSince1970 == 1_168_335_660 + UISimulation.now, "9:41 UTC on 9 January 2007 + now")
        #expect(UserDefaults.standard.object(forKey: "feed") == nil, "nothing written to the machine's defaults")
        #expect(header.lastUpdatedTimeLabel.text?.hasPrefix("Last update: Today ") == true)

        UISimulation.reset()
        #expect(header.lastUpdatedTime == nil, "a fresh launch starts without a record")
    }

    @Test func aTestMayAskForTheDevicesDefaults() throws {
        let store = MJRefreshUserDefaultsLastUpdatedStore(suiteName: "SimulatorLaunchStateTests")
        MJRefreshHeader.lastUpdatedTimeStore = store
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        header.lastUpdatedTimeKey = "asked"
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        let date = try #require(store.date(forKey: "asked"))
        #expect(abs(date.timeIntervalSinceNow) < 60, "the system clock")
        store.setDate(nil, forKey: "asked")
    }

    @Test func aLiftedPullReadsAsArmedUntilTheNextLayoutPass() {
        let stage = Stage()
        var refreshes = 0
        let header = MJRefreshNormalHeader { refreshes += 1 }
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        #expect(header.state == .pulling)
        stage.scrollView.simulateTouchUp()
        #expect(header.state == .pulling, "the lift is handled at the next layout pass")

        let other = Stage()
        let second = MJRefreshNormalHeader {}
        other.scrollView.mj_header = second
        other.pullDown(Stage.fingerTravel(forOverscroll: 80))
        other.scrollView.simulateRelease()
        #expect(second.state == .refreshing, "simulateRelease lifts and lays out")
    }
}
