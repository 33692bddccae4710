import MJRefresh
import UIKit

/// A profile-style screen, laid out as JXPagingView does: a vertical table whose header is a banner and whose only
/// row holds a horizontal paging scroll view of lists. Pushing up collapses the banner first, then scrolls the
/// list; pulling down scrolls the list back first, then expands the banner, and once it is fully shown pulls the
/// list's own refresh header. Each list has its own header and auto footer.
///
/// The outer table's pan recognizes together with the lists' pans (`NestedMainTableView`), so one finger drags
/// both; each scroll view's `scrollViewDidScroll` keeps the other where the rule says.
public final class NestedPagingViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public static let bannerHeight: CGFloat = 200
    public let mainTableView = NestedMainTableView(frame: .zero, style: .plain)
    public let pager = UIScrollView()
    public private(set) var lists: [UITableView] = []
    public private(set) var entries: [[Entry]]
    private let feeds: [String]
    private let loader: any FeedLoader
    private let listDelegate = ListScrollForwarder()

    public init(feeds: [String] = ["Posts", "Likes"], loader: any FeedLoader = DelayedFeedLoader()) {
        self.feeds = feeds
        self.loader = loader
        entries = feeds.map { _ in [] }
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        feeds = []
        loader = DelayedFeedLoader()
        entries = []
        super.init(coder: coder)
    }

    /// The list on the page the pager shows.
    public var currentList: UITableView? {
        let width = pager.bounds.width
        guard width > 0, !lists.isEmpty else { return lists.first }
        return lists[min(lists.count - 1, max(0, Int((pager.contentOffset.x / width).rounded())))]
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        mainTableView.frame = view.bounds
        mainTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mainTableView.bounces = false
        mainTableView.dataSource = self
        mainTableView.delegate = self
        mainTableView.tableHeaderView = UIView(
            frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.bannerHeight))
        view.addSubview(mainTableView)
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        listDelegate.owner = self
        for index in feeds.indices {
            let list = UITableView(frame: .zero, style: .plain)
            list.tag = index
            list.register(EntryCell.self, forCellReuseIdentifier: EntryCell.identifier)
            list.rowHeight = UITableView.automaticDimension
            list.estimatedRowHeight = 44
            list.dataSource = self
            list.delegate = listDelegate
            list.mj_header = MJRefreshNormalHeader { [weak self] in self?.load(index, page: 0) }
            list.mj_footer = MJRefreshAutoNormalFooter { [weak self] in
                guard let self else { return }
                load(index, page: entries[index].count / 15)
            }
            pager.addSubview(list)
            lists.append(list)
            load(index, page: 0)
        }
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = CGSize(width: view.bounds.width, height: view.bounds.height)
        for (index, list) in lists.enumerated() {
            list.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        pager.contentSize = CGSize(width: size.width * CGFloat(lists.count), height: size.height)
    }

    private func load(_ index: Int, page: Int) {
        loader.load(feed: feeds[index], page: page) { [weak self] entries in
            guard let self else { return }
            self.entries[index] = page == 0 ? entries : self.entries[index] + entries
            let list = lists[index]
            list.reloadData()
            list.mj_header?.endRefreshing()
            list.mj_footer?.endRefreshing()
        }
    }

    // MARK: The outer table: one row holding the pager

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView === mainTableView ? 1 : entries[tableView.tag].count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard tableView === mainTableView else {
            let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.identifier, for: indexPath)
            (cell as? EntryCell)?.entry = entries[tableView.tag][indexPath.row]
            return cell
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        pager.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: tableView.bounds.height)
        cell.contentView.addSubview(pager)
        return cell
    }

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

/// The lists' delegate, passing their scrolling to the screen (which is the outer table's delegate already).
private final class ListScrollForwarder: NSObject, UITableViewDelegate {
    weak var owner: NestedPagingViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let list = scrollView as? UITableView else { return }
        owner?.listDidScroll(list)
    }
}
