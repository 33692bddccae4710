import MJRefresh
import SimulationTesting
import Testing

/// "Refresh" and "Load more" on the scroll view: VoiceOver users start what others start with a pull, under the
/// same rules.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AccessibilityCustomActionTests {
    /// The list whose actions VoiceOver offers; Swift Testing makes a suite instance, so a new list, per test.
    private let stage = Stage()

    @Test func headerAndFooterAddTheirActionsAfterTheAppsOwnAndTakeOnlyTheirsAway() {
        let share = UIAccessibilityCustomAction(name: "Share") { _ in true }
        stage.scrollView.accessibilityCustomActions = [share]
        stage.scrollView.mj_header = MJRefreshNormalHeader {}
        stage.scrollView.mj_footer = MJRefreshBackNormalFooter {}
        stage.scrollView.mj_trailer = MJRefreshNormalTrailer {}
        #expect(actionNames(stage) == ["Share", "Refresh", "Load more"], "trailers add none")
        stage.scrollView.mj_header = nil
        #expect(actionNames(stage) == ["Share", "Load more"])
        stage.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        #expect(actionNames(stage) == ["Share", "Load more"], "a replaced footer's action goes with it")
        stage.scrollView.mj_footer = nil
        #expect(stage.scrollView.accessibilityCustomActions?.first === share)
        #expect(actionNames(stage) == ["Share"])
    }

    @Test func refreshStartsTheHeaderAsAPullWouldAndFailsWhileItCannot() {
        let headerCalls = CallCounter()
        let footerCalls = CallCounter()
        let header = stage.attach(MJRefreshNormalHeader(refreshingBlock: headerCalls.action))
        let footer = stage.attach(MJRefreshAutoNormalFooter(refreshingBlock: footerCalls.action))

        #expect(performAction(0, stage))
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(headerCalls.count == 1)
        #expect(abs(stage.scrollView.contentInset.top - 54) <= 0.001)
        #expect(!performAction(0, stage), "already refreshing")
        #expect(!performAction(1, stage), "the header refreshes: no load")
        #expect(footer.state == .idle)
        header.endRefreshing()
        UISimulation.runUntilIdle()

        #expect(performAction(1, stage))
        #expect(footer.state == .refreshing)
        #expect(footerCalls.count == 1)
        #expect(!performAction(0, stage), "the footer loads: no refresh")
        footer.endRefreshingWithNoMoreData()
        #expect(!performAction(1, stage), "no more data")
        #expect(footerCalls.count == 1)
        footer.resetNoMoreData()
        footer.isHidden = true
        #expect(!performAction(1, stage), "hidden")
        header.isHidden = true
        #expect(!performAction(0, stage), "hidden")
        #expect(headerCalls.count == 1)
        #expect(footerCalls.count == 1)
    }

    @Test func theActionNamesFollowTheLanguage() {
        stage.scrollView.mj_header = MJRefreshNormalHeader {}
        stage.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(actionNames(stage) == ["刷新", "加载更多"])
    }

    @Test func theActionsHoldTheComponentsWeakly() {
        weak var header: MJRefreshHeader?
        do {
            let strongHeader = MJRefreshNormalHeader {}
            header = strongHeader
            stage.scrollView.mj_header = strongHeader
        }
        let action = stage.scrollView.accessibilityCustomActions?.first
        stage.scrollView.mj_header = nil
        #expect(header == nil)
        #expect(action.flatMap { $0.actionHandler?($0) } == false, "an action kept past its header does nothing")
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
        Issue.record("no action \(index)")
        return false
    }
    return actions[index].actionHandler?(actions[index]) ?? false
}
