import MJRefresh
import UIKit

/// Tabs of lists in a horizontal paging scroll view, each list with its own header and auto footer: the layout
/// of apps that page between feeds without a page view controller.
public final class SwipeableListsViewController: FeedPagerViewController {
    public convenience init(loader: any FeedLoader = DelayedFeedLoader()) {
        self.init(feeds: ["Following", "For you", "Nearby"], loader: loader)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        pager.frame = view.bounds
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager)
        loadLists()
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutLists(size: pager.bounds.size)
    }
}
