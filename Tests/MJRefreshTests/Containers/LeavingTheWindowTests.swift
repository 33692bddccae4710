import MJRefresh
import SimulationTesting
import Testing

/// A list that leaves its window — a tab switch, a push, a swipe back — in the middle of a pull, a refresh or
/// its end (field report D2; MJRefresh #101, #455, #1262, #1313).
@MainActor
@Suite(.uiSimulation)
struct LeavingTheWindowTests {
    private func tabScreen() -> (ContainerScreen, MJRefreshNormalHeader, CallCounter) {
        let screen = ContainerScreen(Bars(largeTitle: true, tabBar: true, name: "tabs"))
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        return (screen, header, counter)
    }

    @Test func aPullHeldAcrossATabSwitchGoesBackToIdleWithoutRefreshing() {
        let (screen, header, counter) = tabScreen()
        let baseline = screen.scrollView.contentInset
        screen.drag(200, duration: 0.4)
        #expect(header.state == .pulling)
        screen.tabs!.selectedIndex = 1
        UISimulation.runUntilIdle()
        screen.scrollView.simulateTouchUp()
        screen.tabs!.selectedIndex = 0
        UISimulation.runUntilIdle()
        #expect(counter.count == 0, "the cancelled pull never refreshes")
        #expect(header.state == .idle)
        #expect(screen.scrollView.contentInset == baseline)
        #expect(screen.scrollView.contentOffset.y == -155)
        #expect(screen.visibleHeight(of: header) == 0)
    }

    @Test func aRefreshStaysARefreshAcrossATabSwitchAndIsVisibleOnReturn() {
        let (screen, header, counter) = tabScreen()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        screen.tabs!.selectedIndex = 1
        UISimulation.runUntilIdle()
        screen.tabs!.selectedIndex = 0
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing && counter.count == 1)
        #expect(screen.visibleHeight(of: header) == 54)
        #expect(screen.navigation.navigationBar.frame.height == 96)
    }

    @Test func anEndWhileAwayLeavesTheBaselineOnReturn() {
        let (screen, header, _) = tabScreen()
        let baseline = screen.scrollView.contentInset
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        screen.tabs!.selectedIndex = 1
        header.endRefreshing()
        UISimulation.runUntilIdle()
        screen.tabs!.selectedIndex = 0
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(screen.scrollView.contentInset == baseline)
        #expect(screen.scrollView.contentOffset.y == -155)
        #expect(screen.navigation.navigationBar.frame.height == 96)
    }

    @Test func anEndStartedJustBeforeATabSwitchLeavesTheBaselineOnReturn() {
        let (screen, header, _) = tabScreen()
        let baseline = screen.scrollView.contentInset
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.advance(by: 0.1)
        screen.tabs!.selectedIndex = 1
        UISimulation.runUntilIdle()
        screen.tabs!.selectedIndex = 0
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(screen.scrollView.contentInset == baseline)
        #expect(screen.scrollView.contentOffset.y == -155)
    }

    @Test func aPullHeldAcrossAPushAndPopGoesBackToIdle() {
        let (screen, header, counter) = tabScreen()
        screen.drag(200, duration: 0.4)
        screen.navigation.pushViewController(RowsController(), animated: true)
        UISimulation.runUntilIdle()
        screen.scrollView.simulateTouchUp()
        screen.navigation.popViewController(animated: true)
        UISimulation.runUntilIdle()
        #expect(counter.count == 0)
        #expect(header.state == .idle)
        #expect(screen.scrollView.contentOffset.y == -155)
    }

    @Test(arguments: [true, false])
    func aSwipeBackDuringARefreshOfThePushedList(finishes: Bool) {
        let (screen, _, _) = tabScreen()
        let pushed = RowsController()
        screen.navigation.pushViewController(pushed, animated: false)
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        pushed.tableView.mj_header = header
        UISimulation.runUntilIdle()
        pushed.tableView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.4)
        pushed.tableView.simulateTouchUp()
        UISimulation.advance(by: 0.1)
        #expect(header.state == .refreshing)
        screen.navigation.simulateEdgeSwipeBegan()
        screen.navigation.simulateEdgeSwipe(by: finishes ? 300 : 100, duration: 0.3)
        screen.navigation.simulateEdgeSwipeEnded()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing && counter.count == 1, "the refresh goes on")
        if !finishes {
            #expect(pushed.tableView.window != nil)
            #expect(pushed.tableView.convert(header.frame, to: nil).minY == 155, "still below the bar")
        }
    }

    @Test func aPullHeldWhenASwipeBackFinishesNeverRefreshes() {
        let (screen, _, _) = tabScreen()
        let pushed = RowsController()
        screen.navigation.pushViewController(pushed, animated: false)
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        pushed.tableView.mj_header = header
        UISimulation.runUntilIdle()
        pushed.tableView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.4)
        #expect(header.state == .pulling)
        screen.navigation.simulateEdgeSwipeBegan()
        screen.navigation.simulateEdgeSwipe(by: 300, duration: 0.3)
        screen.navigation.simulateEdgeSwipeEnded()
        UISimulation.runUntilIdle()
        pushed.tableView.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(counter.count == 0)
        #expect(header.state == .idle)
        #expect(pushed.tableView.contentInset == .zero)
    }
}

@MainActor
@Suite(.uiSimulation)
struct PushWhileRefreshingTests {
    @Test func aRefreshStaysARefreshAcrossAPushAndPopAndEndsWhileAway() {
        let screen = ContainerScreen(Bars(largeTitle: true, search: true, name: "large title and search"))
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        screen.navigation.pushViewController(RowsController(), animated: true)
        UISimulation.runUntilIdle()
        screen.navigation.popViewController(animated: true)
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing && counter.count == 1)
        #expect(screen.visibleHeight(of: header) == 54)
        #expect(screen.top(of: header) == screen.navigation.navigationBar.frame.maxY, "just below the bar")
        screen.navigation.pushViewController(RowsController(), animated: false)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        screen.navigation.popViewController(animated: false)
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(screen.scrollView.contentInset == .zero)
        #expect(screen.scrollView.contentOffset.y == -screen.scrollView.adjustedContentInset.top, "at rest")
        #expect(screen.visibleHeight(of: header) == 0)
    }
}
