import SimulationTesting
import Testing
import UIKit

/// The large title does not stay half collapsed: a finger lifting with the content coming to rest inside the
/// collapse snaps it to the nearer end, and content flicked back to its top shows it expanded.
@MainActor
@Suite(.uiSimulation)
struct LargeTitleSnapTests {
    /// A large-title navigation controller showing a 40-row list, at rest on a phone (expanded: offset −155).
    private func largeTitleList() -> (UINavigationController, UITableView) {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showOnPhone(navigation)
        return (navigation, list.tableView)
    }

    @Test func aTitleLeftLessThanHalfCollapsedExpandsWhenTheFingerLifts() {
        let (navigation, table) = largeTitleList()
        table.simulateDrag(by: CGPoint(x: 0, y: -20), duration: 0.3)
        #expect(navigation.navigationBar.frame.height == 76, "20 pt collapsed under the finger")
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 96, "expanded")
        #expect(table.contentOffset.y == -155)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top, "at its top")
    }

    @Test func aTitleLeftMoreThanHalfCollapsedCollapsesWhenTheFingerLifts() {
        let (navigation, table) = largeTitleList()
        table.simulateDrag(by: CGPoint(x: 0, y: -30), duration: 0.3)
        #expect(abs(navigation.navigationBar.frame.height - 66) < 1e-9, "30 pt collapsed under the finger")
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44, "collapsed")
        #expect(table.contentOffset.y == -103)
    }

    @Test func aFlingThatWouldStopInsideTheCollapseSnapsToo() {
        let (navigation, table) = largeTitleList()
        table.simulateDrag(by: CGPoint(x: 0, y: -5), duration: 0.1)
        // Content moving up at 30 pt/s comes to rest about 15 pt further: 20 pt collapsed, nearer expanded.
        table.simulateTouchUp(velocity: CGPoint(x: 0, y: -30))
        UISimulation.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func aTitleLiftedFullyExpandedOrCollapsedStaysSo() {
        let (navigation, table) = largeTitleList()
        table.simulateDrag(by: CGPoint(x: 0, y: -300), duration: 0.5)
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(table.contentOffset.y == 145, "scrolled on, not moved by a snap")
    }

    @Test func contentFlickedBackToItsTopShowsTheTitleExpanded() {
        let (navigation, table) = largeTitleList()
        table.contentOffset.y = 300
        #expect(navigation.navigationBar.frame.height == 44, "collapsed")
        table.simulateDrag(by: CGPoint(x: 0, y: 60), duration: 0.1)
        // It reaches the collapsed top (−103) at about 300 pt/s: a bounce from there would go some 11 pt past it.
        table.simulateTouchUp(velocity: CGPoint(x: 0, y: 1000))
        UISimulation.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 96, "the title expanded, without a 52 pt overscroll")
        #expect(table.contentOffset.y == -155)
    }

    @Test func aCollapsedTitleExpandsUnderTheFingerWithoutRubberBanding() {
        let (navigation, table) = largeTitleList()
        table.contentOffset.y = -103
        table.simulateDrag(by: CGPoint(x: 0, y: 40), duration: 0.3)
        #expect(table.contentOffset.y == -143, "the content follows the finger point for point")
        #expect(navigation.navigationBar.frame.height == 84)
    }
}
