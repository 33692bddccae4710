/// Told when a search controller is presented and dismissed. Every requirement is optional, as in UIKit.
///
/// Setting `isActive` presents or dismisses the search: the delegate hears `willPresentSearchController` and
/// `didPresentSearchController` around it (or the dismissal pair). Stand-in choice: the bars change at once, so
/// each pair comes together; `presentSearchController(_:)` is never asked, as the stand-in always presents the
/// search itself.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing by default.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func presentSearchController(_ searchController: UISearchController) {}
}
