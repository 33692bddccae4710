import MJRefresh
import SimulationTesting
import Testing

/// The containers reproduce what was reported against MJRefresh, modelled by `MJRefresh379Header` (3.7.9, or
/// without the fix that came after the report), and our header passes the same scenarios.
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

    /// MJRefresh #958 (and #922, #913: iOS 11, a pull that bounces back wrong, the header's offset wrong): the
    /// report's MJRefresh took `contentInset` for the inset, as every version before 3.1.13 did, and under a bar
    /// iOS 11 puts the bar's height in `adjustedContentInset` instead. A model without 3.1.13's fix reproduces it:
    /// the list resting below the bar already reads as pulled past its header, so a short pull refreshes, and the
    /// refresh scrolls the content under the bar and leaves it there. 3.7.9 reads and writes the adjusted inset
    /// and does neither; nor does ours.
    @Test func aShortPullUnderABar() {
        let before = ContainerScreen(Bars(tabBar: true, name: "bar and tab bar"))
        let beforeTheFix = MJRefresh379Header(on: before.scrollView, fixes: [.sectionHeaderInset])
        let model = ContainerScreen(Bars(tabBar: true, name: "bar and tab bar"))
        let reference = MJRefresh379Header(on: model.scrollView)
        let screen = ContainerScreen(Bars(tabBar: true, name: "bar and tab bar"))
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        screen.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        for each in [before, model, screen] {
            each.drag(20, duration: 0.3)
            each.release()
        }
        #expect(beforeTheFix.callbacks == 1, "before 3.1.13 a 20 pt pull refreshes")
        #expect(before.visibleHeight(of: beforeTheFix) == 0, "with its header out of sight under the bar")
        beforeTheFix.endRefreshing()
        reference.endRefreshing()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(before.scrollView.contentOffset.y == -54, "and the list rests 49 pt under the bar")
        #expect(reference.callbacks == 0 && counter.count == 0, "3.7.9 and ours do not refresh")
        #expect(model.scrollView.contentOffset.y == -103 && screen.scrollView.contentOffset.y == -103)
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
