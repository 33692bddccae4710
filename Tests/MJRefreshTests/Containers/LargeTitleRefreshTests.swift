import MJRefresh
import SimulationTesting
import Testing

/// The header under a large title (MJRefresh #1029, #1134, #1099; eggswift/pull-to-refresh #151): it refreshes
/// below the expanded title, stays there as the title collapses and expands, and the title moving never pulls.
@MainActor
@Suite(.uiSimulation)
struct LargeTitleRefreshTests {
    private func screen(search: Bool = false) -> (ContainerScreen, MJRefreshNormalHeader, CallCounter) {
        let screen = ContainerScreen(Bars(largeTitle: true, search: search, name: "large title"))
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        return (screen, header, counter)
    }

    @Test func beginRefreshingAtRestShowsTheHeaderBelowTheExpandedTitle() {
        let (screen, header, counter) = screen()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(counter.count == 1)
        #expect(screen.navigation.navigationBar.frame.height == 96, "the large title stays expanded")
        #expect(screen.top(of: header) == 155, "just below the expanded title")
        #expect(screen.visibleHeight(of: header) == 54)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentOffset.y == -155)
        #expect(screen.navigation.navigationBar.frame.height == 96)
    }

    @Test func theRefreshingHeaderFollowsTheBarAsTheTitleCollapsesAndExpands() {
        let (screen, header, _) = screen()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        screen.drag(-30, duration: 0.2)
        #expect(screen.navigation.navigationBar.frame.height == 66, "the title collapses under the finger")
        #expect(abs(screen.top(of: header) - screen.navigation.navigationBar.frame.maxY) <= 0.5)
        screen.drag(30, duration: 0.2)
        // The finger's last frame past the moving top edge is rubber-banded: the title comes back to within a
        // point of its full height.
        #expect(screen.navigation.navigationBar.frame.height > 94, "the title expands again")
        #expect(abs(screen.top(of: header) - screen.navigation.navigationBar.frame.maxY) <= 0.5)
        screen.release()
        #expect(header.state == .refreshing)
        #expect(abs(screen.top(of: header) - screen.navigation.navigationBar.frame.maxY) <= 0.5)
        #expect(screen.visibleHeight(of: header) == 54)
    }

    @Test func expandingACollapsedTitleNeverArmsThePull() {
        let (screen, header, counter) = screen()
        screen.scrollView.contentOffset.y = -103
        #expect(screen.navigation.navigationBar.frame.height == 44, "collapsed, the list at its top")
        screen.drag(52, duration: 0.5)
        #expect(screen.navigation.navigationBar.frame.height > 90, "the pull expanded the title")
        #expect(header.state == .idle, "the title moved, not the header")
        #expect(header.pullingPercent < 0.01)
        screen.release()
        #expect(counter.count == 0)
        #expect(header.state == .idle)
        #expect(screen.scrollView.contentOffset.y == -screen.scrollView.adjustedContentInset.top)
    }

    @Test func aPullPastTheHiddenSearchFieldRefreshesOnceAndRestsWithBothShown() {
        let (screen, header, counter) = screen(search: true)
        let bar = screen.navigation.navigationBar
        #expect(bar.frame.height == 96, "the search field starts hidden")
        screen.drag(200, duration: 0.5)
        #expect(header.state == .pulling)
        #expect(header.pullingPercent < 3, "the pull counts from the revealed search field")
        screen.release()
        #expect(counter.count == 1 && header.state == .refreshing)
        #expect(bar.frame.height >= 96, "the large title stays expanded")
        #expect(abs(screen.top(of: header) - bar.frame.maxY) <= 0.5, "just below the bar")
        #expect(screen.visibleHeight(of: header) == 54)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentOffset.y == -207)
        #expect(bar.frame.height == 148, "the title expanded, the search field the pull showed still shown")
    }

    @Test func beginRefreshingInViewDidLoadOfAPushedLargeTitleListShowsItOnceBelowTheBar() {
        let (screen, _, _) = screen()
        let counter = CallCounter()
        let pushed = RowsController()
        pushed.navigationItem.largeTitleDisplayMode = .always
        pushed.onViewDidLoad = { controller in
            controller.tableView.mj_header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            controller.tableView.mj_header?.beginRefreshing()
        }
        screen.navigation.pushViewController(pushed, animated: true)
        UISimulation.runUntilIdle()
        let header = pushed.tableView.mj_header!
        #expect(counter.count == 1)
        #expect(header.state == .refreshing)
        #expect(screen.navigation.navigationBar.frame.height == 96)
        #expect(abs(pushed.tableView.convert(header.frame, to: nil).minY - 155) <= 0.5, "below the expanded bar")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(pushed.tableView.contentOffset.y == -155)
    }
}
