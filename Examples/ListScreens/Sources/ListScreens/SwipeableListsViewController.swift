import MJRefresh
import UIKit

/// Tabs of lists in a horizontal paging scroll view, each list with its own header and auto footer: the layout
/// of apps that page between feeds without a page view controller.
public final class SwipeableListsViewController: UIViewController {
    private let feedLists: FeedListPager

    public init(feeds: [String] = ["Following", "For you", "Nearby"], loader: any FeedLoader = DelayedFeedLoader()) {
        feedLists = FeedListPager(feeds: feeds, loader: loader)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        feedLists = FeedListPager(feeds: [], loader: DelayedFeedLoader())
        super.init(coder: coder)
    }

    /// The horizontal paging scroll view the lists are in.
    public var pager: UIScrollView { feedLists.scrollView }
    public var lists: [UITableView] { feedLists.lists }
    /// Each tab's entries, in the order of the feeds.
    public var entries: [[Entry]] { feedLists.entries }

    override public func viewDidLoad() {
        super.viewDidLoad()
        pager.frame = view.bounds
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager)
        feedLists.loadLists()
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        feedLists.layOutLists(size: pager.bounds.size)
    }
}
