import MJRefresh
import SimulationTesting
import Testing

/// The containers reproduce what was reported against MJRefresh 3.7.9 (modelled by `MJRefresh379Header`), and our
/// header passes the same scenarios.
@MainActor
@Suite(.uiSimulation)
struct ReportedFailuresTests {
    /// MJRefresh #455 (and #101, #1262): a pull held while the list leaves the window (a tab switch) refreshes.
    @Test func aPullHeldAcrossATabSwitch() {
        let model = ContainerScreen(Bars(largeTitle: true, tabBar: true, name: "tabs"))
        let reference = MJRefresh379Header(on: model.scrollView)
        let screen = ContainerScreen(Bars(largeTitle: true, tabBar: true, name: "tabs"))
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        for each in [model, screen] {
            each.drag(200, duration: 0.4)
            each.tabs!.selectedIndex = 1
            UISimulation.runUntilIdle()
            each.scrollView.simulateTouchUp()
            each.tabs!.selectedIndex = 0
            UISimulation.runUntilIdle()
        }
        #expect(reference.callbacks == 1 && reference.state == .refreshing, "MJRefresh 3.7.9 refreshes by itself")
        #expect(counter.count == 0 && header.state == .idle, "ours does not")
    }

    /// MJRefresh #1029 (a comment of 2022-09-07): under a large title, `orig` snapshotted at the start of a refresh
    /// goes stale as the title collapses, and the end leaves the list at a wrong position.
    @Test func aRefreshScrolledUpUnderALargeTitle() {
        let model = ContainerScreen(Bars(largeTitle: true, name: "large title"))
        let reference = MJRefresh379Header(on: model.scrollView)
        let screen = ContainerScreen(Bars(largeTitle: true, name: "large title"))
        let header = MJRefreshNormalHeader {}
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        for each in [model, screen] {
            each.drag(200, duration: 0.4)
            each.release()
            each.drag(-300, duration: 0.4)
            each.release()
        }
        reference.endRefreshing()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(model.scrollView.contentInset.top == 52, "MJRefresh 3.7.9 leaves the collapsed title's 52 pt behind")
        #expect(screen.scrollView.contentInset.top == 0, "ours restores the host's inset")
        for each in [model, screen] {
            each.scrollView.setContentOffset(CGPoint(x: 0, y: -1000), animated: false)
            each.scrollView.setContentOffset(
                CGPoint(x: 0, y: -each.scrollView.adjustedContentInset.top), animated: false)
            UISimulation.runUntilIdle()
        }
        #expect(model.scrollView.contentOffset.y != -155, "its list rests below where UIKit puts it")
        #expect(screen.scrollView.contentOffset.y == -155)
    }
}
