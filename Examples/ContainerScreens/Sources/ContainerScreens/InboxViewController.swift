import MJRefresh
import UIKit

/// A large-title list with a search field in its navigation item: pull down to reload, scroll to the end to load
/// the next page. The header refreshes below the expanded title; the footer loads above the tab bar.
public final class InboxViewController: UITableViewController {
    public private(set) var rows: [String] = (1...20).map { "Message \($0)" }
    private var page = 0
    private let source: any MessageSource
    public let searchController = UISearchController(searchResultsController: nil)

    public init(source: any MessageSource = DelayedMessageSource()) {
        self.source = source
        super.init(style: .plain)
        title = "Inbox"
    }

    public required init?(coder: NSCoder) {
        source = DelayedMessageSource()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        searchController.searchBar.placeholder = "Search messages"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.mj_header = MJRefreshNormalHeader { [weak self] in self?.reload() }
        tableView.mj_footer = MJRefreshAutoNormalFooter { [weak self] in self?.loadMore() }
    }

    private func reload() {
        source.load(page: 0) { [weak self] rows, hasMore in
            guard let self else { return }
            self.page = 0
            self.rows = rows
            self.tableView.reloadData()
            self.tableView.mj_header?.endRefreshing()
            if hasMore { self.tableView.mj_footer?.resetNoMoreData() }
        }
    }

    private func loadMore() {
        source.load(page: page + 1) { [weak self] rows, hasMore in
            guard let self else { return }
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

    /// Opens a message: a pushed screen that refreshes as it loads.
    public func openMessage(at row: Int) {
        navigationController?.pushViewController(ThreadViewController(source: source), animated: true)
    }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        openMessage(at: indexPath.row)
    }
}
