import MJRefresh
import SimulationTesting
import Testing

/// The header's visible parts: alpha, width, texts, arrow, spinner.
@MainActor
@Suite(.uiSimulation)
struct HeaderAppearanceTests {
    @Test func idleHeaderWithAutomaticAlphaIsInvisibleAndFadesInWithThePull() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}.autoChangeTransparency(true)
        stage.scrollView.mj_header = header
        #expect(header.pullingPercent == 0)
        #expect(header.alpha == 0)
        stage.pullDown(Stage.fingerTravel(forOverscroll: 27))
        #expect(abs(header.alpha - 0.5) <= 0.03)
        stage.release()
        #expect(abs(header.alpha) <= 0.01)
    }

    @Test func headerSitsAboveTheContentAndFollowsTheScrollViewWidth() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.advance(by: 1.0 / 60)
        #expect(header.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
        stage.scrollView.frame.size.width = 844  // rotation
        UISimulation.advance(by: 1.0 / 60)
        #expect(header.frame.width == 844)
        header.ignoredScrollViewContentInsetTop = 20
        #expect(header.frame.minY == -74)
    }

    @Test func textsFollowTheStateAndTheArrowTurnsOverAtTheThreshold() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        #expect(header.stateLabel.text == "Pull down to refresh")
        stage.pullDown(150)
        #expect(header.stateLabel.text == "Release to refresh")
        UISimulation.advance(by: 0.3)
        #expect(abs(header.arrowView.transform.a - (-1)) <= 0.001, "the arrow turned half a turn")
        stage.release()
        #expect(header.stateLabel.text == "Loading...")
        #expect(header.loadingView.isAnimating)
        #expect(header.arrowView.isHidden)
        header.endRefreshing()
        #expect(header.stateLabel.text == "Pull down to refresh")
        UISimulation.runUntilIdle()
        #expect(!header.loadingView.isAnimating)
        #expect(!header.arrowView.isHidden)
        #expect(header.arrowView.transform == .identity)
    }

    @Test func lastUpdatedTextUsesTheStoredDate() throws {
        let store = MJRefreshInMemoryLastUpdatedStore()
        MJRefreshHeader.lastUpdatedTimeStore = store
        defer { MJRefreshHeader.lastUpdatedTimeStore = MJRefreshUserDefaultsLastUpdatedStore() }
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.lastUpdatedTimeKey = "feed" }
        #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        let date = try #require(store.date(forKey: "feed"))
        #expect(abs(date.timeIntervalSinceNow) <= 5)
        #expect(header.lastUpdatedTime == date)
        #expect(header.lastUpdatedTimeLabel.text?.hasPrefix("Last update: Today ") == true)
        header.modifyLastUpdatedTimeText { date in date == nil ? "never" : "some time" }
        #expect(header.lastUpdatedTimeLabel.text == "some time")
    }

    @Test func customTitlesSurviveALanguageChangeAndOtherTextsFollowIt() {
        defer { MJRefreshConfig.default.languageCode = nil }
        MJRefreshConfig.default.languageCode = "en"
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.setTitle("Keep pulling", for: .idle)
        #expect(header.stateLabel.text == "Keep pulling")
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(header.stateLabel.text == "Keep pulling")
        stage.pullDown(150)
        #expect(header.stateLabel.text == "松开立即刷新")
        stage.release()
    }
}
