import SimulationTesting
import Testing
import UIKit

/// A list taken out of the window (another tab selected, a screen pushed over it) loses its safe area, as Apple
/// documents, but not its place: when it comes back it is where it was.
@MainActor
@Suite(.uiSimulation)
struct AwayFromTheWindowTests {
    @Test func aListAtItsEndIsAtItsEndAfterATabSwitch() {
        let list = ListController("list")
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list), ListController("other")]
        _ = showOnPhone(tabs)
        let table = list.tableView!
        let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        table.contentOffset.y = end
        tabs.selectedIndex = 1
        #expect(table.safeAreaInsets == .zero, "out of the window the safe area is zero")
        #expect(table.contentOffset.y == end, "the offset stays while away")
        tabs.selectedIndex = 0
        #expect(table.adjustedContentInset.bottom == 83)
        #expect(table.contentOffset.y == end, "back where it was, not 83 pt short")
    }

    @Test func aListScrolledPartWayIsWhereItWasAfterAPushAndPop() {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        _ = showOnPhone(navigation)
        let table = list.tableView!
        table.contentOffset.y = -60
        navigation.pushViewController(ListController("pushed"), animated: false)
        #expect(table.window == nil)
        navigation.popViewController(animated: false)
        #expect(table.contentOffset.y == -60)
    }

    @Test func aListAtItsTopStaysAtItsTopWhenTheBarsChangedWhileItWasAway() {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, ListController("other")]
        _ = showOnPhone(tabs)
        let table = list.tableView!
        #expect(table.contentOffset.y == -103)
        tabs.selectedIndex = 1
        navigation.navigationBar.prefersLargeTitles = true
        tabs.selectedIndex = 0
        #expect(table.contentOffset.y == -155, "at its top below the large title that came meanwhile")
    }

    /// A pull held when the tab switches is cancelled; its bounce back runs out of the window against the edges
    /// the list had there.
    @Test func aPullCancelledByATabSwitchBouncesBackToTheTopItHadInTheWindow() {
        let list = ListController("list")
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list), ListController("other")]
        _ = showOnPhone(tabs)
        let table = list.tableView!
        table.simulateDrag(by: CGPoint(x: 0, y: 80), duration: 0.2)
        tabs.selectedIndex = 1
        UISimulation.runUntilIdle()
        #expect(table.contentOffset.y == -103)
        tabs.selectedIndex = 0
        #expect(table.contentOffset.y == -103)
    }
}
