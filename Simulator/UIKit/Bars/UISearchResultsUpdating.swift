/// Updates the results of a search controller.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search became active or its text changed: show the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
