import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct SearchControllerTests {
    private func searchList(hides: Bool, largeTitle: Bool) -> (UINavigationController, ListController) {
        let list = ListController("list")
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = hides
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitle
        _ = showOnPhone(navigation)
        return (navigation, list)
    }

    @Test func theSearchFieldStartsHiddenAndAPullShowsItUnderTheLargeTitle() {
        let (navigation, list) = searchList(hides: true, largeTitle: true)
        let searchBar = list.navigationItem.searchController!.searchBar
        #expect(searchBar.superview === navigation.navigationBar)
        #expect(navigation.navigationBar.frame.height == 96, "44 + 52: the field starts hidden")
        #expect(list.tableView.contentOffset.y == -155)
        list.tableView.simulateDrag(by: CGPoint(x: 0, y: 30), duration: 0.2)
        #expect(searchBar.frame.height > 20, "pulling down shows it")
        list.tableView.simulateDrag(by: CGPoint(x: 0, y: 60), duration: 0.2)
        list.tableView.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 148, "44 + 52 + 52")
        #expect(list.tableView.safeAreaInsets.top == 207, "59 + 44 + 52 + 52")
        #expect(list.tableView.contentOffset.y == -207, "and it stays shown at rest")
        #expect(searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
    }

    @Test func scrollingHidesTheSearchFieldFirstThenCollapsesTheTitle() {
        let (navigation, list) = searchList(hides: true, largeTitle: true)
        list.tableView.contentOffset.y = -207
        #expect(navigation.navigationBar.frame.height == 148, "shown")
        list.tableView.contentOffset.y += 30
        #expect(list.navigationItem.searchController!.searchBar.frame.height == 22)
        #expect(navigation.navigationBar.frame.height == 118, "44 + 52 + 22")
        list.tableView.contentOffset.y += 52
        #expect(navigation.navigationBar.frame.height == 66, "44 + 22: search hidden, title half collapsed")
        #expect(list.tableView.safeAreaInsets.top == 125, "59 + 44 + 22")
    }

    @Test func aSearchFieldThatStaysIsPinnedUnderTheBar() {
        let (navigation, list) = searchList(hides: false, largeTitle: true)
        list.tableView.contentOffset.y = 500
        #expect(navigation.navigationBar.frame.height == 96, "44 + 52: only the large title collapsed")
        #expect(list.tableView.safeAreaInsets.top == 155, "59 + 44 + 52")
    }

    @Test func withoutLargeTitlesTheSearchFieldStillHides() {
        let (navigation, list) = searchList(hides: true, largeTitle: false)
        #expect(list.tableView.contentOffset.y == -103, "59 + 44: hidden at first")
        list.tableView.contentOffset.y = -155
        #expect(navigation.navigationBar.frame.height == 96, "44 + 52: shown")
        list.tableView.contentOffset.y = 0
        #expect(navigation.navigationBar.frame.height == 44)
        list.navigationItem.searchController = nil
        #expect(list.tableView.safeAreaInsets.top == 103)
        #expect(navigation.navigationBar.subviews.isEmpty)
    }
}
