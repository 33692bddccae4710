import MJRefresh

/// A paging container holding one list per page, as an app builds it: the session's list is page 1 of three.
@MainActor
protocol PagedScreen: AnyObject {
    /// The controller the screen's tab shows.
    var controller: UIViewController { get }
    /// The paging scroll view a sideways swipe moves.
    var pager: UIScrollView { get }
    /// The page shown: the one the pager rests on, or is nearest to during a swipe.
    var shownPage: Int { get }
    /// The app turns to page `index` (0 to 2).
    func turnPage(to index: Int, animated: Bool)
}
