import MJRefresh
import UIKit

/// Tabs of lists in a horizontal paging scroll view, each list with its own header and auto footer: the layout
/// of apps that page between feeds without a page view controller.
public final class SwipeableListsViewController: UIViewController, UITableViewDataSource {
    public let pager = UIScrollView()
    public private(set) var lists: [UITableView] = []
    public private(set) var entries: [[Entry]]
    private let feeds: [String]
    private let loader: any FeedLoader

    public init(feeds: [String] = ["Following", "For you", "Nearby"], loader: any FeedLoader = DelayedFeedLoader()) {
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

    override public func viewDidLoad() {
        super.viewDidLoad()
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.frame = view.bounds
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager)
        for index in feeds.indices {
            let list = UITableView(frame: .zero, style: .plain)
            list.tag = index
            list.register(EntryCell.self, forCellReuseIdentifier: EntryCell.identifier)
            list.rowHeight = UITableView.automaticDimension
            list.estimatedRowHeight = 44
            list.dataSource = self
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
        let size = pager.bounds.size
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

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries[tableView.tag].count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.identifier, for: indexPath)
        (cell as? EntryCell)?.entry = entries[tableView.tag][indexPath.row]
        return cell
    }
}
