import MJRefresh
import UIKit

/// The list every MJRefresh app has: pull down to reload, scroll to the end to load the next page, "No more
/// data" after the last page. Written as MJRefresh's users write it.
public final class FeedViewController: UITableViewController {
    public private(set) var rows: [String] = []
    private var page = 0
    /// When the last refresh finished collapsing.
    public private(set) var lastRefresh: Date?
    private let loader: any PageLoader

    public init(loader: any PageLoader = DelayedPageLoader()) {
        self.loader = loader
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        loader = DelayedPageLoader()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")

        let header = MJRefreshNormalHeader { [weak self] in
            self?.reload()
        }
        header.lastUpdatedTimeKey = "FeedViewController"
        header.lastUpdatedTimeLabel?.isHidden = true
        header.stateLabel?.textColor = .darkGray
        header.stateLabel!.font = UIFont.systemFont(ofSize: 13)
        header.arrowView?.tintColor = .gray
        header.loadingView?.color = .gray
        header.labelLeftInset = 20
        header.setTitle("Pull down to refresh", for: .idle)
        header.setTitle("Release to refresh", for: .pulling)
        header.setTitle("Loading ...", for: .refreshing)
        header.isAutomaticallyChangeAlpha = true
        header.ignoredScrollViewContentInsetTop = 0
        header.beginRefreshingCompletionBlock = { [weak self] in self?.title = "Refreshing" }
        header.endRefreshingAnimationBeginAction = { [weak self] in self?.title = "Feed" }
        header.endRefreshingCompletionBlock = { [weak self] in self?.lastRefresh = Date() }
        tableView.mj_header = header

        let footer = MJRefreshAutoNormalFooter(refreshingBlock: { [weak self] in
            self?.loadMore()
        })
        footer.setTitle("Click or drag up to refresh", for: .idle)
        footer.setTitle("Loading more ...", for: .refreshing)
        footer.setTitle("No more data", for: .noMoreData)
        footer.stateLabel?.font = UIFont.systemFont(ofSize: 13)
        footer.loadingView?.style = .medium
        footer.isRefreshingTitleHidden = false
        footer.triggerAutomaticallyRefreshPercent = 0.5
        footer.autoTriggerTimes = 1
        footer.isAutomaticallyRefresh = true
        footer.ignoredScrollViewContentInsetBottom = 0
        footer.isHidden = true  // until the first page is in
        tableView.mj_footer = footer

        header.beginRefreshing()
    }

    private func reload() {
        loader.load(page: 0) { [weak self] rows, hasMore in
            guard let self = self else { return }
            self.page = 0
            self.rows = rows
            self.tableView.reloadData()
            self.tableView.mj_header?.endRefreshing()
            self.tableView.mj_footer?.isHidden = rows.isEmpty
            if hasMore {
                self.tableView.mj_footer?.resetNoMoreData()
            } else {
                self.tableView.mj_footer?.endRefreshingWithNoMoreData()
            }
        }
    }

    private func loadMore() {
        loader.load(page: page + 1) { [weak self] rows, hasMore in
            guard let self = self else { return }
            self.page += 1
            self.rows += rows
            self.tableView.reloadData()
            if hasMore {
                self.tableView.mj_footer?.endRefreshing()
            } else {
                self.tableView.mj_footer?.endRefreshingWithNoMoreData()
            }
        }
    }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
