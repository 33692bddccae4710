import MJRefresh
import SimulationTesting
import Testing

/// A back footer at rest waits just past the bottom inset. On a phone with a home indicator (or under a translucent
/// tab bar) that place is still on screen, so its title would be drawn cut through by the indicator: not refreshing,
/// the footer shows only as far as the pull has revealed it (alpha = pulling percent, at most 1). With no bottom
/// inset it rests below the screen's edge and stays opaque, as in MJRefresh.
///
/// Stage: a 390 × 844 phone with a 47 pt status bar and a 34 pt home indicator, 300 pt of content: the footer
/// rests at y = 844 − 47 − 34 = 763, on screen from 810 to 844, under the home indicator.
@MainActor
@Suite(.uiSimulation)
struct BackFooterRestingVisibilityTests {
    private static let notched = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test func anIdleFooterBelowAShortListIsInvisibleAtRestAndAppearsAsItIsPulled() {
        let stage = Stage(contentHeight: 300, safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        let onScreen = footer.frame.minY - stage.scrollView.contentOffset.y
        #expect(abs(onScreen - (844 - 34)) <= 0.001, "its top is on screen, under the home indicator")
        #expect(footer.alpha == 0, "so nothing of it is drawn there")

        stage.pushUp(Stage.fingerTravel(forOverscroll: 22))
        #expect(footer.state == .idle)
        #expect(abs(footer.alpha - footer.pullingPercent) <= 1e-9)
        #expect(abs(footer.alpha - 0.5) <= 0.03, "half of it revealed, half visible")
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60) - Stage.fingerTravel(forOverscroll: 22))
        #expect(footer.state == .pulling)
        #expect(footer.alpha == 1, "armed: all of it above the home indicator, fully drawn")
    }

    @Test func aLoadingFooterStaysVisibleAndGoesWhenTheListIsBackAtRest() {
        let stage = Stage(contentHeight: 300, safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        stage.release()
        #expect(footer.state == .refreshing)
        #expect(footer.alpha == 1)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -47, "back at the top")
        #expect(footer.alpha == 0)
    }

    @Test func aFooterStartedByCodeIsVisibleWhileItLoads() {
        let stage = Stage(contentHeight: 300, safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(footer.alpha == 0)
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(footer.state == .refreshing)
        #expect(footer.alpha == 1)
    }

    @Test func noMoreDataShowsWhenPulledAndNotAtRest() {
        let stage = Stage(contentHeight: 300, safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        footer.endRefreshingWithNoMoreData()
        UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData)
        #expect(footer.alpha == 0)
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.alpha == 1, "pulled up: \"No more data\" in view")
    }

    @Test func atTheEndOfALongListTheFooterPastTheEndIsInvisibleUntilPulled() {
        let stage = Stage(safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        stage.scrollToBottom()
        UISimulation.runUntilIdle()
        #expect(abs(footer.frame.minY - stage.scrollView.contentOffset.y - (844 - 34)) <= 0.001)
        #expect(footer.alpha == 0)
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.alpha == 1)
    }

    @Test func withNoBottomInsetItRestsBelowTheScreensEdgeAndStaysOpaque() {
        let stage = Stage(contentHeight: 300)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(footer.frame.minY - stage.scrollView.contentOffset.y == 844, "off screen")
        #expect(footer.alpha == 1, "as in MJRefresh")
        stage.pushUp(Stage.fingerTravel(forOverscroll: 22))
        #expect(footer.alpha == 1)
    }

    @Test func anIgnoredInsetAsTallAsTheBottomInsetPutsItBelowTheScreenAgain() {
        let stage = Stage(contentHeight: 300, safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {}) { $0.ignoredScrollViewContentInsetBottom = 34 }
        UISimulation.runUntilIdle()
        #expect(abs(footer.frame.minY - stage.scrollView.contentOffset.y - 844) <= 0.001)
        #expect(footer.alpha == 1)
    }

    @Test func automaticallyChangeAlphaKeepsItsOwnRule() {
        let stage = Stage(contentHeight: 300, safeArea: Self.notched)
        let footer = stage.attach(MJRefreshBackNormalFooter {}) { $0.isAutomaticallyChangeAlpha = true }
        stage.pushUp(Stage.fingerTravel(forOverscroll: 88))
        #expect(footer.pullingPercent > 1.5)
        #expect(footer.alpha == footer.pullingPercent, "MJRefresh's rule: alpha is the percent itself")
    }
}
