import MJRefresh

/// The `FeedController` of the README's "Usage" and of the Getting started article (the same code in both), its
/// `viewDidLoad` word for word. What the documents leave to the app is filled in for the tests: the rows (`rows` to
/// start with, `rowsPerLoad` more after each load) and the loading functions, which count their calls and call back
/// on the main actor as the documents' do; the footer has `pages` pages to load before there is no more.
@MainActor
final class DocumentedFeedController: UITableViewController {
    private(set) var reloads = 0
    private(set) var loads = 0
    private var rows: Int
    private let rowsPerLoad: Int
    private let pages: Int

    init(rows: Int = 30, rowsPerLoad: Int = 0, pages: Int = 1) {
        self.rows = rows
        self.rowsPerLoad = rowsPerLoad
        self.pages = pages
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.mj_header = MJRefreshNormalHeader { [weak self] in
            self?.reload { self?.tableView.mj_header?.endRefreshing() }
        }
        tableView.mj_footer = MJRefreshAutoNormalFooter { [weak self] in
            self?.loadMore { hasMore in
                hasMore
                    ? self?.tableView.mj_footer?.endRefreshing()
                    : self?.tableView.mj_footer?.endRefreshingWithNoMoreData()
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    private func reload(completion: @escaping @MainActor () -> Void) {
        reloads += 1
        Task { @MainActor in completion() }
    }

    private func loadMore(completion: @escaping @MainActor (_ hasMore: Bool) -> Void) {
        loads += 1
        if rowsPerLoad > 0 {
            rows += rowsPerLoad
            tableView.reloadData()
        }
        let hasMore = loads < pages
        Task { @MainActor in completion(hasMore) }
    }
}
