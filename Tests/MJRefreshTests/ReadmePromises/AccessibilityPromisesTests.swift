import MJRefresh
import SimulationTesting
import Testing

/// README "Accessibility", "No gesture needed": which custom action each component adds to the scroll view, after
/// the app's own.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AccessibilityPromisesTests {
    private let stage = Stage()

    private var actionNames: [String] { stage.scrollView.accessibilityCustomActions?.map(\.name) ?? [] }

    @Test func aLeaderAddsRefreshAndAnAutoHeaderLoadMoreAfterTheAppsOwn() {
        stage.scrollView.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Share") { _ in true }]
        stage.scrollView.mj_leader = MJRefreshNormalLeader {}
        #expect(actionNames == ["Share", "Refresh"])
        stage.scrollView.mj_leader = nil
        let loads = CallCounter()
        let autoHeader = MJRefreshAutoNormalHeader(refreshingBlock: loads.action)
        stage.scrollView.mj_autoHeader = autoHeader
        #expect(actionNames == ["Share", "Load more"])
        let loadMore = stage.scrollView.accessibilityCustomActions?.last
        #expect(loadMore.flatMap { $0.actionHandler?($0) } == true)
        #expect(loads.count == 1, "VoiceOver's Load more loads older items")
        #expect(autoHeader.state == .refreshing)
        stage.scrollView.mj_autoHeader = nil
        #expect(actionNames == ["Share"])
    }

    @Test func aTwoLevelHeaderAddsItsFloorActionsAfterRefresh() {
        stage.scrollView.mj_header = MJRefreshTwoLevelHeader {}
        #expect(actionNames == ["Refresh", "Open second floor", "Close second floor"])
    }

    @Test func aTrailerAddsNone() {
        stage.scrollView.mj_trailer = MJRefreshNormalTrailer {}
        #expect(actionNames.isEmpty)
    }
}

/// README "Accessibility", "VoiceOver hears the refresh": what each kind of component announces as a refresh starts
/// and ends, and a header's accessibility value.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AccessibilityAnnouncementPromisesTests {
    private let stage = Stage(contentHeight: 2000, contentWidth: 2000)

    private var announcements: [String] {
        UISimulation.accessibilityPosts.filter { $0.notification == .announcement }.compactMap {
            $0.argument as? String
        }
    }

    private func refreshAndEnd(_ component: MJRefreshComponent) -> [String] {
        component.beginRefreshing()
        UISimulation.runUntilIdle()
        component.endRefreshing()
        UISimulation.runUntilIdle()
        return announcements
    }

    @Test func aTrailerAndALeaderHearRefreshed() {
        let trailer = MJRefreshNormalTrailer {}
        stage.scrollView.mj_trailer = trailer
        #expect(refreshAndEnd(trailer) == ["Loading...", "Refreshed"])
        stage.scrollView.mj_trailer = nil
        let leader = MJRefreshNormalLeader {}
        stage.scrollView.mj_leader = leader
        #expect(refreshAndEnd(leader) == ["Loading...", "Refreshed", "Loading...", "Refreshed"])
    }

    @Test func theFootersAndTheAutoHeaderHearLoaded() {
        let back = MJRefreshBackNormalFooter {}
        stage.scrollView.mj_footer = back
        #expect(refreshAndEnd(back) == ["Loading...", "Loaded"])
        stage.scrollView.mj_footer = nil
        let autoHeader = MJRefreshAutoNormalHeader {}
        stage.scrollView.mj_autoHeader = autoHeader
        #expect(refreshAndEnd(autoHeader) == ["Loading...", "Loaded", "Loading...", "Loaded"])
    }

    @Test func aHeadersValueIsItsLastUpdateLine() {
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        #expect(header.isAccessibilityElement)
        #expect(header.accessibilityLabel == "Pull down to refresh")
        #expect(header.accessibilityValue == header.lastUpdatedTimeLabel.text)
        _ = refreshAndEnd(header)
        #expect(header.accessibilityValue == header.lastUpdatedTimeLabel.text)
        #expect(header.accessibilityValue?.hasPrefix("Last update: Today") == true)
    }
}
