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
