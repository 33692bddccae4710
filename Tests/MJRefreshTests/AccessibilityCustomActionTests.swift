import MJRefresh
import SimulationTesting
import XCTest

/// "Refresh" and "Load more" on the scroll view: VoiceOver users start what others start with a pull, under the
/// same rules.
final class AccessibilityCustomActionTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testHeaderAndFooterAddTheirActionsAfterTheAppsOwnAndTakeOnlyTheirsAway() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let share = UIAccessibilityCustomAction(name: "Share") { _ in true }
            stage.scrollView.accessibilityCustomActions = [share]
            stage.scrollView.mj_header = MJRefreshNormalHeader {}
            stage.scrollView.mj_footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_trailer = MJRefreshNormalTrailer {}
            XCTAssertEqual(actionNames(stage), ["Share", "Refresh", "Load more"], "trailers add none")
            stage.scrollView.mj_header = nil
            XCTAssertEqual(actionNames(stage), ["Share", "Load more"])
            stage.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
            XCTAssertEqual(actionNames(stage), ["Share", "Load more"], "a replaced footer's action goes with it")
            stage.scrollView.mj_footer = nil
            XCTAssertTrue(stage.scrollView.accessibilityCustomActions?.first === share)
            XCTAssertEqual(actionNames(stage), ["Share"])
        }
    }

    func testRefreshStartsTheHeaderAsAPullWouldAndFailsWhileItCannot() {
        onMain {
            let stage = Stage()
            let headerCalls = CallCounter()
            let footerCalls = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: headerCalls.action)
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: footerCalls.action)
            stage.scrollView.mj_header = header
            stage.scrollView.mj_footer = footer

            XCTAssertTrue(performAction(0, stage))
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(headerCalls.count, 1)
            XCTAssertEqual(stage.scrollView.contentInset.top, 54, accuracy: 0.001)
            XCTAssertFalse(performAction(0, stage), "already refreshing")
            XCTAssertFalse(performAction(1, stage), "the header refreshes: no load")
            XCTAssertEqual(footer.state, .idle)
            header.endRefreshing()
            UISimulation.runUntilIdle()

            XCTAssertTrue(performAction(1, stage))
            XCTAssertEqual(footer.state, .refreshing)
            XCTAssertEqual(footerCalls.count, 1)
            XCTAssertFalse(performAction(0, stage), "the footer loads: no refresh")
            footer.endRefreshingWithNoMoreData()
            XCTAssertFalse(performAction(1, stage), "no more data")
            XCTAssertEqual(footerCalls.count, 1)
            footer.resetNoMoreData()
            footer.isHidden = true
            XCTAssertFalse(performAction(1, stage), "hidden")
            header.isHidden = true
            XCTAssertFalse(performAction(0, stage), "hidden")
            XCTAssertEqual(headerCalls.count, 1)
            XCTAssertEqual(footerCalls.count, 1)
        }
    }

    func testTheActionNamesFollowTheLanguage() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            stage.scrollView.mj_header = MJRefreshNormalHeader {}
            stage.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
            MJRefreshConfig.default.languageCode = "zh-Hans"
            XCTAssertEqual(actionNames(stage), ["刷新", "加载更多"])
        }
    }

    func testTheActionsHoldTheComponentsWeakly() {
        onMain {
            let stage = Stage()
            weak var header: MJRefreshHeader?
            do {
                let strongHeader = MJRefreshNormalHeader {}
                header = strongHeader
                stage.scrollView.mj_header = strongHeader
            }
            let action = stage.scrollView.accessibilityCustomActions?.first
            stage.scrollView.mj_header = nil
            XCTAssertNil(header)
            XCTAssertEqual(
                action.flatMap { $0.actionHandler?($0) }, false, "an action kept past its header does nothing")
        }
    }
}

@MainActor
private func actionNames(_ stage: Stage) -> [String] {
    stage.scrollView.accessibilityCustomActions?.map(\.name) ?? []
}

/// Runs the scroll view's MJRefresh action at `index` (0: the header's, 1: the footer's), as VoiceOver does.
@MainActor
private func performAction(_ index: Int, _ stage: Stage) -> Bool {
    guard let actions = stage.scrollView.accessibilityCustomActions, actions.indices.contains(index) else {
        XCTFail("no action \(index)")
        return false
    }
    return actions[index].actionHandler?(actions[index]) ?? false
}
