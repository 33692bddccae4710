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
