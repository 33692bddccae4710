import MJRefresh
import SimulationTesting
import Testing

/// Footers over the tab bar and the home indicator (MJRefresh #922, #958, #1450): they sit above the bar, and an
/// auto footer loads when the end of the list comes into view above it.
@MainActor
@Suite(.uiSimulation)
struct FooterAboveTabBarTests {
    @Test func theAutoFooterLoadsWhenItComesIntoViewAboveTheTabBar() {
        let screen = ContainerScreen(Bars(tabBar: true, name: "tab bar"))
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        screen.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        let endOffset =
            screen.scrollView.contentSize.height + screen.scrollView.adjustedContentInset.bottom
            - screen.scrollView.bounds.height
        // The footer (below the rows) is hidden under the tab bar: no load yet.
        screen.scrollView.contentOffset.y = endOffset - footer.bounds.height - 20
        UISimulation.runUntilIdle()
        #expect(screen.visibleHeight(of: footer) == 0)
        #expect(counter.count == 0, "under the tab bar it is not in view")
        screen.scrollView.contentOffset.y = endOffset
        UISimulation.runUntilIdle()
        #expect(counter.count == 1)
        #expect(screen.visibleHeight(of: footer) == footer.bounds.height, "fully above the tab bar")
        #expect(
            screen.scrollView.convert(footer.frame, to: nil).maxY <= screen.tabs!.tabBar.frame.minY + 0.5)
    }

    @Test func theBackFooterRefreshesAboveTheTabBarAndTheHomeIndicator() {
        let screen = ContainerScreen(Bars(largeTitle: true, tabBar: true, name: "tab bar"))
        let counter = CallCounter()
        let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
        screen.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        screen.scrollView.contentOffset.y = 10_000
        UISimulation.runUntilIdle()
        screen.drag(-250, duration: 0.4)
        screen.release()
        #expect(counter.count == 1 && footer.state == .refreshing)
        #expect(abs(screen.scrollView.convert(footer.frame, to: nil).maxY - screen.tabs!.tabBar.frame.minY) <= 0.5)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentInset == .zero)
    }
}

/// iOS 26's tab bar minimises while the content scrolls down, so the bottom of the visible area moves during the
/// gesture that reaches the end of the list.
@MainActor
@Suite(.uiSimulation)
struct MinimisingTabBarFooterTests {
    private func screen() -> ContainerScreen {
        ContainerScreen(Bars(largeTitle: true, tabBar: true, iOS26: true, name: "iOS 26"))
    }

    @Test func theBackFooterRefreshesAboveTheMinimisedBarAndLeavesTheBaseline() {
        let screen = screen()
        let counter = CallCounter()
        let footer = MJRefreshBackNormalFooter(refreshingBlock: counter.action)
        screen.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        screen.drag(-3000, duration: 1.5)
        #expect(screen.scrollView.safeAreaInsets.bottom == 34, "the tab bar minimised during the gesture")
        screen.release()
        #expect(counter.count == 1 && footer.state == .refreshing)
        #expect(screen.visibleHeight(of: footer) == footer.bounds.height, "fully above the visible bottom")
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentInset == .zero)
        #expect(screen.visibleHeight(of: footer) == 0)
    }

    @Test func theAutoFooterLoadsOnceWhileTheBarMinimises() {
        let screen = screen()
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        screen.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        screen.drag(-3000, duration: 1.5)
        screen.release()
        #expect(counter.count == 1)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        screen.drag(200, duration: 0.3)
        screen.release()
        #expect(screen.scrollView.safeAreaInsets.bottom == 83, "scrolling back up expanded the bar")
        #expect(counter.count == 1, "the bar expanding does not load again")
    }
}
