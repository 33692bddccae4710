import MJRefresh
import SimulationTesting
import XCTest

/// What a VoiceOver user hears: a refresh is announced when it starts and when it ends, the end of the list when
/// it comes; never a pull, never twice for one refresh.
final class AccessibilityAnnouncementTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testAPulledRefreshIsAnnouncedWhenItStartsAndEndsButThePullIsNot() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            stage.pullDown(150)
            XCTAssertEqual(header.state, .pulling)
            stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: -120), duration: 0.1)
            stage.pullDown(120)
            XCTAssertEqual(announcements(), [], "arming and disarming say nothing")
            stage.release()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(announcements(), ["Loading..."])
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(announcements(), ["Loading...", "Refreshed"])
        }
    }

    func testARefreshAskedForBeforeTheWindowIsAnnouncedOnceWhenItStarts() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            let header = MJRefreshNormalHeader {}
            scrollView.mj_header = header
            header.beginRefreshing()
            XCTAssertEqual(header.state, .willRefresh)
            XCTAssertEqual(announcements(), [])
            let window = makeWindow()
            window.addSubview(scrollView)
            UISimulation.runUntilIdle()
            header.beginRefreshing()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(announcements(), ["Loading..."])
        }
    }

    func testAFooterAnnouncesLoadedOrTheEndOfTheListButNotBoth() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            footer.endRefreshing()
            footer.beginRefreshing()
            footer.endRefreshingWithNoMoreData()
            footer.resetNoMoreData()
            XCTAssertEqual(announcements(), ["Loading...", "Loaded", "Loading...", "No more data"])
        }
    }

    func testAnnouncementsFollowTheLanguageAndCustomTitles() {
        onMain {
            MJRefreshConfig.default.languageCode = "zh-Hans"
            let stage = Stage()
            let footer = MJRefreshBackNormalFooter {}
            footer.setTitle("Fetching older posts", for: .refreshing)
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            footer.endRefreshing()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(announcements(), ["Fetching older posts", "已加载", "已经全部加载完毕"])
        }
    }

    func testAFooterThatHidesItsLoadingTitleStillAnnouncesTheLoad() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            footer.isRefreshingTitleHidden = true
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            XCTAssertEqual(announcements(), ["Loading..."])
            XCTAssertFalse(footer.isAccessibilityElement, "no text on screen, nothing to read")
        }
    }

    func testAnnouncementsArePostedWhetherVoiceOverRunsOrNot() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let header = MJRefreshStateHeader {}
            stage.scrollView.mj_header = header
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
            header.beginRefreshing()
            header.endRefreshing()
            UISimulation.isVoiceOverRunning = true
            header.beginRefreshing()
            XCTAssertEqual(announcements(), ["Loading...", "Refreshed", "Loading..."])
        }
    }

    func testAHiddenComponentAnnouncesNothing() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            header.isHidden = true
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            header.endRefreshing()
            XCTAssertEqual(announcements(), [])
        }
    }
}

/// The texts of every announcement posted since the test began.
@MainActor
private func announcements() -> [String] {
    UISimulation.accessibilityPosts.filter { $0.notification == .announcement }
        .compactMap { $0.argument as? String }
}
