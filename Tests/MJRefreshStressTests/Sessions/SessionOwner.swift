import MJRefresh

/// The app's side of a session, as a view controller would hold it: the scroll view and its data.
///
/// For the table scenes it is the data source (rows of 44 pt); for the trailer scene the content is `rows`
/// columns of 100 pt. The scroll views are subclasses whose `contentInset` setter may push back (`PushBack`).
final class SessionOwner: NSObject, UITableViewDataSource {
    static let columnWidth: CGFloat = 100

    let scrollView: UIScrollView
    private(set) var rows: Int

    init(setup: SessionSetup, frame: CGRect, rows: Int) {
        self.rows = rows
        if setup.isHorizontal {
            scrollView = SessionScrollView(frame: frame)
        } else {
            let table = SessionTableView(frame: frame, style: .plain)
            table.rowHeight = 44
            table.estimatedRowHeight = 0
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            scrollView = table
        }
        super.init()
        (scrollView as? UITableView)?.dataSource = self
        applyRows()
    }

    /// The data changed to `rows` rows (or columns): reload.
    func reload(rows: Int) {
        self.rows = rows
        applyRows()
    }

    private func applyRows() {
        if let table = scrollView as? UITableView {
            table.reloadData()
        } else {
            scrollView.contentSize = CGSize(width: CGFloat(rows) * Self.columnWidth, height: 0)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
