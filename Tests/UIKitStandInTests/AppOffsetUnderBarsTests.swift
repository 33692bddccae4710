import SimulationTesting
import Testing
import UIKit

/// An offset the app sets stays where the app put it while the bars follow it: the safe area the bars give
/// changes, but the offset being written is not moved into the new range (UIKit updates the safe area at its next
/// layout pass, after the app's other writes of the same turn).
@MainActor
@Suite(.uiSimulation)
struct AppOffsetUnderBarsTests {
    /// A list under a large title with a search field that starts hidden: the content rests at −155.
    private func listUnderAHiddenSearchField() -> (UINavigationController, ListController) {
        let list = ListController("list")
        list.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showOnPhone(navigation)
        return (navigation, list)
    }

    @Test func anOffsetPastTheExpandedTopStaysWhileTheSearchFieldItShowsMovesTheTop() {
        let (navigation, list) = listUnderAHiddenSearchField()
        #expect(list.tableView.contentOffset.y == -155)
        list.tableView.contentOffset.y = -209
        #expect(navigation.navigationBar.frame.height >= 148, "2 pt past the top with the field shown: it shows")
        #expect(list.tableView.adjustedContentInset.top == 207)
        #expect(list.tableView.contentOffset.y == -209, "the app's offset is not moved by the bars following it")
    }

    /// What a refresh header does when it starts: it moves the content down by its height, then adds its height to
    /// the top inset. The bars follow the offset and then the inset; the content ends at its top below the
    /// expanded title (not 2 pt lower with the title collapsed by 2 pt, as when the first write was clamped).
    @Test func movingTheContentThenGrowingTheInsetRestsBelowTheExpandedTitle() {
        let (navigation, list) = listUnderAHiddenSearchField()
        list.tableView.contentOffset.y = -155 - 54
        list.tableView.contentInset.top = 54
        #expect(navigation.navigationBar.frame.height == 96, "the title expanded, the field hidden again")
        #expect(list.tableView.adjustedContentInset.top == 209)
        #expect(list.tableView.contentOffset.y == -209, "at the top")
    }
}
