import MJRefresh
import SimulationTesting
import Testing

/// The two-level header refreshes when released between its height and the second threshold, and opens its page
/// above the list when released past it; `openSecondFloor()`, `closeSecondFloor()` and VoiceOver's actions too.
///
/// The stage: an 844 pt screen, no inset; the header is 54 pt, the second threshold 150 pt.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct TwoLevelHeaderTests {
    private let stage = Stage()

    private func attachHeader() -> (MJRefreshTwoLevelHeader, UIView, CallCounter, CallCounter) {
        let refreshes = CallCounter(), opens = CallCounter()
        let page = UIView()
        let header = MJRefreshTwoLevelHeader(refreshingBlock: refreshes.action)
        #expect(header.secondFloor(page, opened: opens.action) === header, "chains")
        stage.attach(header)
        return (header, page, refreshes, opens)
    }

    @Test func belowTheSecondThresholdItRefreshesAsAnyHeader() {
        let (header, page, refreshes, opens) = attachHeader()
        stage.pullDown(Stage.fingerTravel(forOverscroll: 120))
        #expect(header.state == .pulling)
        #expect(!header.isSecondFloorArmed)
        #expect(header.stateLabel.text == "Release to refresh")
        stage.release()
        #expect(refreshes.count == 1)
        #expect(opens.count == 0)
        #expect(!header.isSecondFloorOpen)
        #expect(page.superview == nil)
        #expect(stage.scrollView.contentInset.top == 54)
    }

    @Test func pastItTheReleaseOpensThePageAndCloseGoesBack() {
        let (header, page, refreshes, opens) = attachHeader()
        let closes = CallCounter()
        header.secondFloorClosedBlock = closes.action
        stage.pullDown(Stage.fingerTravel(forOverscroll: 170))
        #expect(header.isSecondFloorArmed)
        #expect(header.stateLabel.text == "Release to open")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 130) - Stage.fingerTravel(forOverscroll: 170))
        #expect(!header.isSecondFloorArmed, "back under the second threshold")
        #expect(header.stateLabel.text == "Release to refresh")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 170) - Stage.fingerTravel(forOverscroll: 130))
        stage.release()
        #expect(header.isSecondFloorOpen)
        #expect(header.state == .idle)
        #expect(refreshes.count == 0, "the page opens instead of a refresh")
        #expect(opens.count == 1)
        #expect(page.superview === stage.scrollView)
        #expect(page.frame == CGRect(x: 0, y: -844, width: 390, height: 844))
        #expect(stage.scrollView.contentInset.top == 844)
        #expect(stage.scrollView.contentOffset.y == -844, "the page fills the screen")

        stage.pullDown(Stage.fingerTravel(forOverscroll: 100))
        stage.release()
        #expect(header.state == .idle, "no pull arms while the page is open")
        header.beginRefreshing()
        #expect(refreshes.count == 0, "nor does a call refresh")

        header.closeSecondFloor()
        UISimulation.runUntilIdle()
        #expect(!header.isSecondFloorOpen)
        #expect(closes.count == 1)
        #expect(page.superview == nil)
        #expect(stage.scrollView.contentInset.top == 0, "exactly the share it took")
        #expect(stage.scrollView.contentOffset.y == 0)
    }

    @Test func voiceOverOpensAndClosesTheSecondFloor() throws {
        let (header, _, _, opens) = attachHeader()
        let actions = try #require(stage.scrollView.accessibilityCustomActions)
        #expect(Set(actions.map(\.name)) == ["Refresh", "Open second floor", "Close second floor"])
        let open = try #require(actions.first { $0.name == "Open second floor" })
        let close = try #require(actions.first { $0.name == "Close second floor" })
        #expect(close.actionHandler?(close) == false, "nothing to close")
        #expect(open.actionHandler?(open) == true)
        UISimulation.runUntilIdle()
        #expect(header.isSecondFloorOpen)
        #expect(opens.count == 1)
        #expect(open.actionHandler?(open) == false, "already open")
        #expect(close.actionHandler?(close) == true)
        UISimulation.runUntilIdle()
        #expect(!header.isSecondFloorOpen)
        stage.scrollView.mj_header = nil
        #expect(stage.scrollView.accessibilityCustomActions == nil, "its actions leave with it")
    }

    @Test func removingTheHeaderWhileOpenClosesThePageAndGivesTheInsetBack() {
        let (header, page, _, _) = attachHeader()
        header.openSecondFloor()
        UISimulation.runUntilIdle()
        stage.scrollView.mj_header = nil
        #expect(page.superview == nil)
        #expect(stage.scrollView.contentInset.top == 0)
        #expect(!header.isSecondFloorOpen)
    }
}
