import MJRefresh
import SimulationTesting
import XCTest

/// The header's visible parts: alpha, width, texts, arrow, spinner.
final class HeaderAppearanceTests: SimulationTestCase {
    func testIdleHeaderWithAutomaticAlphaIsInvisibleAndFadesInWithThePull() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}.autoChangeTransparency(true)
            stage.scrollView.mj_header = header
            XCTAssertEqual(header.pullingPercent, 0)
            XCTAssertEqual(header.alpha, 0)
            stage.pullDown(Stage.fingerTravel(forOverscroll: 27))
            XCTAssertEqual(header.alpha, 0.5, accuracy: 0.03)
            stage.release()
            XCTAssertEqual(header.alpha, 0, accuracy: 0.01)
        }
    }

    func testHeaderSitsAboveTheContentAndFollowsTheScrollViewWidth() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(header.frame, CGRect(x: 0, y: -54, width: 390, height: 54))
            stage.scrollView.frame.size.width = 844  // rotation
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(header.frame.width, 844)
            header.ignoredScrollViewContentInsetTop = 20
            XCTAssertEqual(header.frame.minY, -74)
        }
    }

    func testTextsFollowTheStateAndTheArrowTurnsOverAtTheThreshold() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
            stage.pullDown(150)
            XCTAssertEqual(header.stateLabel.text, "Release to refresh")
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(header.arrowView.transform.a, -1, accuracy: 0.001, "the arrow turned half a turn")
            stage.release()
            XCTAssertEqual(header.stateLabel.text, "Loading...")
            XCTAssertTrue(header.loadingView.isAnimating)
            XCTAssertTrue(header.arrowView.isHidden)
            header.endRefreshing()
            XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
            UISimulation.runUntilIdle()
            XCTAssertFalse(header.loadingView.isAnimating)
            XCTAssertFalse(header.arrowView.isHidden)
            XCTAssertEqual(header.arrowView.transform, .identity)
        }
    }

    func testLastUpdatedTextUsesTheStoredDate() throws {
        try onMain {
            let store = MJRefreshInMemoryLastUpdatedStore()
            MJRefreshHeader.lastUpdatedTimeStore = store
            defer { MJRefreshHeader.lastUpdatedTimeStore = MJRefreshUserDefaultsLastUpdatedStore() }
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            header.lastUpdatedTimeKey = "feed"
            stage.scrollView.mj_header = header
            XCTAssertEqual(header.lastUpdatedTimeLabel.text, "Last update: No record")
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            header.endRefreshing()
            UISimulation.runUntilIdle()
            let date = try XCTUnwrap(store.date(forKey: "feed"))
            XCTAssertEqual(date.timeIntervalSinceNow, 0, accuracy: 5)
            XCTAssertEqual(header.lastUpdatedTime, date)
            XCTAssertTrue(header.lastUpdatedTimeLabel.text?.hasPrefix("Last update: Today ") == true)
            header.modifyLastUpdatedTimeText { date in date == nil ? "never" : "some time" }
            XCTAssertEqual(header.lastUpdatedTimeLabel.text, "some time")
        }
    }

    func testCustomTitlesSurviveALanguageChangeAndOtherTextsFollowIt() {
        onMain {
            defer { MJRefreshConfig.default.languageCode = nil }
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.setTitle("Keep pulling", for: .idle)
            XCTAssertEqual(header.stateLabel.text, "Keep pulling")
            MJRefreshConfig.default.languageCode = "zh-Hans"
            XCTAssertEqual(header.stateLabel.text, "Keep pulling")
            stage.pullDown(150)
            XCTAssertEqual(header.stateLabel.text, "松开立即刷新")
            stage.release()
        }
    }
}
