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

    @Test func theSearchFieldAddsItsHeightUnderTheLargeTitle() {
        let (navigation, list) = searchList(hides: true, largeTitle: true)
        #expect(navigation.navigationBar.frame.height == 148, "44 + 52 + 52")
        #expect(list.tableView.safeAreaInsets.top == 207, "59 + 44 + 52 + 52")
        let searchBar = list.navigationItem.searchController!.searchBar
        #expect(searchBar.superview === navigation.navigationBar)
        #expect(searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
    }

    @Test func scrollingHidesTheSearchFieldFirstThenCollapsesTheTitle() {
        let (navigation, list) = searchList(hides: true, largeTitle: true)
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
        #expect(list.tableView.contentOffset.y == -155, "59 + 44 + 52")
        list.tableView.contentOffset.y = 0
        #expect(navigation.navigationBar.frame.height == 44)
        list.navigationItem.searchController = nil
        #expect(list.tableView.safeAreaInsets.top == 103)
        #expect(navigation.navigationBar.subviews.isEmpty)
    }
}
