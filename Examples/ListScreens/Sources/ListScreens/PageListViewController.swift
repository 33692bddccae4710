import MJRefresh
import UIKit

/// One page's list: its own entries, its own header to reload them and its own back footer to load more. Its rows
/// come from a diffable data source: each load applies a snapshot.
public final class PageListViewController: UITableViewController {
    public let feed: String
    public private(set) var entries: [Entry] = []
    private let loader: any FeedLoader
    private var rows: UITableViewDiffableDataSource<Int, Entry>?

    public init(feed: String, loader: any FeedLoader) {
        self.feed = feed
        self.loader = loader
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        feed = "Page"
        loader = DelayedFeedLoader()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(EntryCell.self, forCellReuseIdentifier: EntryCell.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        rows = UITableViewDiffableDataSource<Int, Entry>(tableView: tableView) { tableView, indexPath, entry in
            let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.identifier, for: indexPath)
            (cell as? EntryCell)?.entry = entry
            return cell
        }
        tableView.mj_header = MJRefreshNormalHeader { [weak self] in self?.load(page: 0) }
        tableView.mj_footer = MJRefreshBackNormalFooter { [weak self] in
            guard let self else { return }
            load(page: entries.count / 15)
        }
        load(page: 0)
    }

    private func load(page: Int) {
        loader.load(feed: feed, page: page) { [weak self] entries in
            guard let self else { return }
            self.entries = page == 0 ? entries : self.entries + entries
            var snapshot = NSDiffableDataSourceSnapshot<Int, Entry>()
            snapshot.appendSections([0])
            snapshot.appendItems(self.entries)
            rows?.apply(snapshot, animatingDifferences: page > 0)
            tableView.mj_header?.endRefreshing()
            tableView.mj_footer?.endRefreshing()
        }
    }
}

/// Lists side by side, one per page of a `UIPageViewController`: swipe between them, refresh each on its own.
public final class PagedListsViewController: UIPageViewController, UIPageViewControllerDataSource {
    public let pages: [PageListViewController]

    public init(feeds: [String] = ["News", "Sports", "Weather"], loader: any FeedLoader = DelayedFeedLoader()) {
        pages = feeds.map { PageListViewController(feed: $0, loader: loader) }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) {
        pages = []
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let first = pages.first { setViewControllers([first], direction: .forward, animated: false) }
    }

    /// The page shown now.
    public var currentPage: PageListViewController? { viewControllers?.first as? PageListViewController }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }
}
