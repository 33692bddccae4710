import SimulationTesting
import Testing
import UIKit

/// `UISearchController.isActive` in a navigation item: the bar shows the search field alone while the search is
/// presented, and the searched list's safe area follows.
@MainActor
@Suite(.uiSimulation)
struct SearchPresentationTests {
    private func searchList(largeTitle: Bool = true, hidesField: Bool = true) -> (
        UINavigationController, ListController, UISearchController, UIWindow
    ) {
        let list = ListController("list")
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = hidesField
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitle
        let window = showOnPhone(navigation)
        return (navigation, list, search, window)
    }

    @Test func presentingPutsTheFieldInPlaceOfTheTitleAndDismissingShowsEverything() {
        let (navigation, list, search, window) = searchList()
        #expect(navigation.navigationBar.frame.height == 96, "the field starts hidden")
        search.isActive = true
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 390, height: 52), "the field alone")
        #expect(search.searchBar.frame == CGRect(x: 0, y: 0, width: 390, height: 52))
        #expect(list.tableView.safeAreaInsets.top == 111, "59 + 52")
        #expect(list.tableView.contentOffset.y == -111, "the list resting at its top follows")
        list.tableView.contentOffset.y = 300
        #expect(navigation.navigationBar.frame.height == 52, "scrolling collapses nothing while searching")
        list.tableView.contentOffset.y = -111
        search.isActive = false
        #expect(navigation.navigationBar.frame.height == 148, "44 + 52 + 52: title and field shown")
        #expect(search.searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
        #expect(list.tableView.contentOffset.y == -207)
        withExtendedLifetime(window) {}
    }

    @Test func aBarThatStaysKeepsItsTitleRowAboveTheField() {
        let (navigation, list, search, window) = searchList(hidesField: false)
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        #expect(navigation.navigationBar.frame.height == 96, "44 + 52: the large title gives way")
        #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(list.tableView.safeAreaInsets.top == 155)
        withExtendedLifetime(window) {}
    }

    @Test func aListScrolledIntoItsContentStaysWhereItIs() {
        let (navigation, list, search, window) = searchList(largeTitle: false)
        list.tableView.contentOffset.y = 400
        #expect(navigation.navigationBar.frame.height == 44)
        search.isActive = true
        #expect(list.tableView.contentOffset.y == 400)
        #expect(list.tableView.safeAreaInsets.top == 111)
        search.isActive = true
        #expect(navigation.navigationBar.frame.height == 52, "presenting twice changes nothing")
        search.isActive = false
        #expect(list.tableView.contentOffset.y == 400)
        #expect(navigation.navigationBar.frame.height == 44, "the content collapses the field again")
        withExtendedLifetime(window) {}
    }
}
