import MJRefresh
import SimulationTesting
import Testing

/// What a VoiceOver user hears: a refresh is announced when it starts and when it ends, the end of the list when
/// it comes; never a pull, never twice for one refresh.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AccessibilityAnnouncementTests {
    /// The list whose components announce; Swift Testing makes a suite instance, so a new list, per test.
    private let stage = Stage()

    @Test func aPulledRefreshIsAnnouncedWhenItStartsAndEndsButThePullIsNot() {
        let header = stage.attach(MJRefreshNormalHeader {})
        stage.pullDown(150)
        #expect(header.state == .pulling)
        stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: -120), duration: 0.1)
        stage.pullDown(120)
        #expect(announcements() == [], "arming and disarming say nothing")
        stage.release()
        #expect(header.state == .refreshing)
        #expect(announcements() == ["Loading..."])
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(announcements() == ["Loading...", "Refreshed"])
    }

    @Test func aRefreshAskedForBeforeTheWindowIsAnnouncedOnceWhenItStarts() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let header = MJRefreshNormalHeader {}
        scrollView.mj_header = header
        header.beginRefreshing()
        #expect(header.state == .willRefresh)
        #expect(announcements() == [])
        stage.window.addSubview(scrollView)
        UISimulation.runUntilIdle()
        header.beginRefreshing()
        #expect(header.state == .refreshing)
        #expect(announcements() == ["Loading..."])
    }

    @Test func aFooterAnnouncesLoadedOrTheEndOfTheListButNotBoth() {
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.beginRefreshing()
        footer.endRefreshing()
        footer.beginRefreshing()
        footer.endRefreshingWithNoMoreData()
        footer.resetNoMoreData()
        #expect(announcements() == ["Loading...", "Loaded", "Loading...", "No more data"])
    }

    @Test func announcementsFollowTheLanguageAndCustomTitles() {
        MJRefreshConfig.default.languageCode = "zh-Hans"
        let footer = MJRefreshBackNormalFooter {}
        footer.setTitle("Fetching older posts", for: .refreshing)
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        footer.endRefreshing()
        footer.endRefreshingWithNoMoreData()
        #expect(announcements() == ["Fetching older posts", "已加载", "已经全部加载完毕"])
    }

    @Test func aFooterThatHidesItsLoadingTitleStillAnnouncesTheLoad() {
        let footer = stage.attach(MJRefreshAutoNormalFooter {}) { $0.isRefreshingTitleHidden = true }
        footer.beginRefreshing()
        #expect(announcements() == ["Loading..."])
        #expect(!footer.isAccessibilityElement, "no text on screen, nothing to read")
    }

    @Test func announcementsArePostedWhetherVoiceOverRunsOrNot() {
        let header = stage.attach(MJRefreshStateHeader {})
        #expect(!UIAccessibility.isVoiceOverRunning)
        header.beginRefreshing()
        header.endRefreshing()
        UISimulation.isVoiceOverRunning = true
        header.beginRefreshing()
        #expect(announcements() == ["Loading...", "Refreshed", "Loading..."])
    }

    @Test func aHiddenComponentAnnouncesNothing() {
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.isHidden = true }
        header.beginRefreshing()
        header.endRefreshing()
        #expect(announcements() == [])
    }
}

/// The texts of every announcement posted since the test began.
@MainActor
private func announcements() -> [String] {
    UISimulation.accessibilityPosts.filter { $0.notification == .announcement }
        .compactMap { $0.argument as? String }
}
