import MJRefresh
import UIKit

/// A screen whose lists page sideways: one list per feed, side by side in a horizontal paging scroll view, each with
/// its own refresh header, auto footer and pages of entries. A subclass puts `pager` in its view, calls
/// `loadLists(delegate:)` from `viewDidLoad` and `layOutLists(size:)` at each layout; the screen is the lists' data
/// source.
public class FeedPagerViewController: UIViewController, UITableViewDataSource {
    /// The horizontal paging scroll view the lists are in.
    public let pager = UIScrollView()
    public private(set) var lists: [UITableView] = []
    /// Each list's entries, in the order of the feeds.
    public private(set) var entries: [[Entry]]
    private let feeds: [String]
    private let loader: any FeedLoader

    init(feeds: [String], loader: any FeedLoader) {
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

    /// Makes one list per feed, with `delegate` as each list's delegate, and loads each one's first page.
    func loadLists(delegate: (any UITableViewDelegate)? = nil) {
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        for index in feeds.indices {
            let list = UITableView(frame: .zero, style: .plain)
            list.tag = index
            list.register(EntryCell.self, forCellReuseIdentifier: EntryCell.identifier)
            list.rowHeight = UITableView.automaticDimension
            list.estimatedRowHeight = 44
            list.dataSource = self
            list.delegate = delegate
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

    /// Gives each list a page of `size`, side by side.
    func layOutLists(size: CGSize) {
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

    // MARK: The lists' rows

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries[tableView.tag].count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.identifier, for: indexPath)
        (cell as? EntryCell)?.entry = entries[tableView.tag][indexPath.row]
        return cell
    }
}
