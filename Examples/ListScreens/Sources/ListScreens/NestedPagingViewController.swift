import MJRefresh
import UIKit

/// A profile-style screen, laid out as JXPagingView does: a vertical table whose header is a banner and whose only
/// row holds a horizontal paging scroll view of lists. Pushing up collapses the banner first, then scrolls the
/// list; pulling down scrolls the list back first, then expands the banner, and once it is fully shown pulls the
/// list's own refresh header. Each list has its own header and auto footer.
///
/// The outer table's pan recognizes together with the lists' pans (`NestedMainTableView`), so one finger drags
/// both; each scroll view's `scrollViewDidScroll` keeps the other where the rule says.
public final class NestedPagingViewController: FeedPagerViewController, UITableViewDelegate {
    public static let bannerHeight: CGFloat = 200
    public let mainTableView = NestedMainTableView(frame: .zero, style: .plain)
    private lazy var pagerRow = PagerRow(pager: pager)
    private let listDelegate = ListScrollForwarder()

    public convenience init(loader: any FeedLoader = DelayedFeedLoader()) {
        self.init(feeds: ["Posts", "Likes"], loader: loader)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        mainTableView.frame = view.bounds
        mainTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mainTableView.bounces = false
        mainTableView.dataSource = pagerRow
        mainTableView.delegate = self
        mainTableView.tableHeaderView = UIView(
            frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.bannerHeight))
        view.addSubview(mainTableView)
        listDelegate.owner = self
        loadLists(delegate: listDelegate)
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutLists(size: view.bounds.size)
    }

    // MARK: The outer table's delegate

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.bounds.height
    }

    /// The outer table scrolled: while the current list is scrolled into its rows, the banner stays collapsed.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === mainTableView, let list = currentList else { return }
        if list.contentOffset.y > -list.adjustedContentInset.top, mainTableView.contentOffset.y != Self.bannerHeight {
            mainTableView.contentOffset.y = Self.bannerHeight
        }
    }

    /// A list scrolled: it moves into its rows only once the banner is collapsed, and past its top (a pull to
    /// refresh) only while the banner is fully shown.
    fileprivate func listDidScroll(_ list: UITableView) {
        let top = -list.adjustedContentInset.top
        let banner = mainTableView.contentOffset.y
        if banner < Self.bannerHeight, list.contentOffset.y > top {
            list.contentOffset.y = top
        } else if banner > 0, list.contentOffset.y < top {
            list.contentOffset.y = top
        }
    }
}

/// The outer table of a nested-scroll screen: its pan recognizes together with the lists' pans, so one finger
/// drags both.
public final class NestedMainTableView: UITableView, UIGestureRecognizerDelegate {
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
    }
}

/// The outer table's data source: one row, holding the pager.
private final class PagerRow: NSObject, UITableViewDataSource {
    let pager: UIScrollView

    init(pager: UIScrollView) {
        self.pager = pager
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        pager.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: tableView.bounds.height)
        cell.contentView.addSubview(pager)
        return cell
    }
}

/// The lists' delegate, passing their scrolling to the screen (which is the outer table's delegate already).
private final class ListScrollForwarder: NSObject, UITableViewDelegate {
    weak var owner: NestedPagingViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let list = scrollView as? UITableView else { return }
        owner?.listDidScroll(list)
    }
}
