import MJRefresh
import UIKit

/// A pushed screen with a large title that starts refreshing in `viewDidLoad`, before it is on screen: the header
/// shows below the bar once the push lands, and the load runs once.
public final class ThreadViewController: UITableViewController {
    public private(set) var replies: [String] = []
    public private(set) var loads = 0
    private let source: any MessageSource

    public init(source: any MessageSource) {
        self.source = source
        super.init(style: .plain)
        title = "Thread"
    }

    public required init?(coder: NSCoder) {
        source = DelayedMessageSource()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        tableView.mj_header = MJRefreshNormalHeader { [weak self] in self?.load() }
        tableView.mj_header?.beginRefreshing()
    }

    private func load() {
        loads += 1
        source.load(page: 0) { [weak self] rows, _ in
            guard let self else { return }
            self.replies = rows
            self.tableView.reloadData()
            self.tableView.mj_header?.endRefreshing()
        }
    }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        replies.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = replies[indexPath.row]
        return cell
    }
}
