import MJRefresh
import SimulationTesting
import Testing

/// At rest, idle components stay out of the visible area below the bars, whatever the bars (field report G4;
/// MJRefresh #255, #974, #978), and a refresh cycle leaves the list where UIKit put it (G2).
@MainActor
@Suite(.uiSimulation)
struct IdleUnderBarsTests {
    @Test(arguments: Bars.all)
    func theIdleHeaderAndFooterAreNeverVisibleAtRest(bars: Bars) {
        let screen = ContainerScreen(bars)
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshBackNormalFooter {}
        screen.scrollView.mj_header = header
        screen.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentOffset.y == -screen.scrollView.adjustedContentInset.top)
        #expect(screen.visibleHeight(of: header) == 0)
        screen.scrollView.setContentOffset(
            CGPoint(
                x: 0,
                y: screen.scrollView.contentSize.height + screen.scrollView.adjustedContentInset.bottom
                    - screen.scrollView.bounds.height), animated: false)
        UISimulation.runUntilIdle()
        #expect(screen.visibleHeight(of: footer) == 0, "the back footer waits below the end, under the bottom bar")
    }

    @Test(arguments: Bars.all)
    func aPullAndItsRefreshLeaveTheListWhereUIKitPutIt(bars: Bars) {
        let screen = ContainerScreen(bars)
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        // A search field that hides while scrolling starts hidden; the pull shows it, and UIKit leaves it shown.
        let shownByThePull: CGFloat = bars.search ? 52 : 0
        let restingOffset = screen.scrollView.contentOffset.y - shownByThePull
        let barHeight = screen.navigation.map { $0.navigationBar.frame.height + shownByThePull }
        let baseline = screen.scrollView.contentInset
        screen.drag(160, duration: 0.4)
        screen.release()
        #expect(header.state == .refreshing && counter.count == 1)
        #expect(screen.visibleHeight(of: header) == header.bounds.height, "fully visible while refreshing")
        #expect(abs(screen.top(of: header) - screen.visibleBand.lowerBound) <= 0.5, "just below the bar")
        #expect(screen.navigation?.navigationBar.frame.height == barHeight, "the bar as it was (title expanded)")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentInset == baseline)
        #expect(screen.scrollView.contentOffset.y == restingOffset)
        #expect(screen.navigation?.navigationBar.frame.height == barHeight)
        #expect(screen.visibleHeight(of: header) == 0)
    }
}
