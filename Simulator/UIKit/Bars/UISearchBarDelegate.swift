/// Told of the user's editing in a search bar. Every requirement is optional, as in UIKit, which calls them for
/// typing and the keyboard's and bar's buttons. Stand-in choice: the stand-in has no keyboard and draws no
/// buttons in the bar, so nothing calls them; `text` written by the app does not either, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Allows editing by default.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Allows the end of editing by default.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing by default.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
