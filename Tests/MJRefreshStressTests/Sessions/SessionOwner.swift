import MJRefresh

/// The app's side of a session, as a view controller would hold it: the scroll view and its data.
///
/// For the table scenes it is the data source: a plain table whose rows size themselves (44 to 200 pt) but are
/// estimated at 44 pt (400 pt in the paging scenes: `SessionSetup.estimatedRowHeight`), so the content size changes as rows are measured while the list scrolls (MJRefresh #1009),
/// in titled sections of 8 rows whose headers float at the top. For the trailer scene the content is `rows`
/// columns of 100 pt. The scroll views are subclasses whose `contentInset` setter may push back (`PushBack`).
final class SessionOwner: NSObject, UITableViewDataSource {
    static let columnWidth: CGFloat = 100
    static let rowsPerSection = 8

    let scrollView: UIScrollView
    private(set) var rows: Int

    init(setup: SessionSetup, frame: CGRect, rows: Int) {
        self.rows = rows
        if setup.isHorizontal {
            scrollView = SessionScrollView(frame: frame)
        } else {
            let table = SessionTableView(frame: frame, style: .plain)
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = setup.estimatedRowHeight
            table.register(SelfSizingRowCell.self, forCellReuseIdentifier: "row")
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

    func numberOfSections(in tableView: UITableView) -> Int {
        max(1, (rows + Self.rowsPerSection - 1) / Self.rowsPerSection)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        max(0, min(Self.rowsPerSection, rows - section * Self.rowsPerSection))
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? SelfSizingRowCell)?.row = indexPath.section * Self.rowsPerSection + indexPath.row
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        rows == 0 ? nil : "Section \(section)"
    }
}

/// A row as tall as its content: 44 to 200 pt, varying with the row.
private final class SelfSizingRowCell: UITableViewCell {
    private static let heights: [CGFloat] = [44, 120, 68, 200, 90, 44, 150]
    var row = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.heights[row % Self.heights.count])
    }
}
