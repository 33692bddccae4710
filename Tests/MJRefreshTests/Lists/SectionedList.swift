import MJRefresh
import SimulationTesting

/// A table's data source and delegate: sections of rows whose real heights are given, each section under a
/// header view of `headerHeight` from the delegate. Rows size themselves (`automaticDimension`) through their
/// cell's `sizeThatFits(_:)`, the way a cell without Auto Layout does, so the table's `estimatedRowHeight`
/// decides what `contentSize` says before rows are shown.
@MainActor
final class SectionedList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowHeights: [[CGFloat]]
    let headerHeight: CGFloat
    private(set) var headers: [Int: UIView] = [:]

    init(rowHeights: [[CGFloat]], headerHeight: CGFloat = 0) {
        self.rowHeights = rowHeights
        self.headerHeight = headerHeight
    }

    /// A table showing this list on a phone-sized stage, rows self-sizing with `estimate`.
    func makeStage(style: UITableView.Style = .plain, estimate: CGFloat = UITableView.automaticDimension) -> (
        Stage, UITableView
    ) {
        let table = UITableView(frame: .zero, style: style)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = estimate
        table.dataSource = self
        table.delegate = self
        return (Stage(scrollView: table, dataSource: self), table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowHeights.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowHeights[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row") as? SelfSizingCell
            ?? SelfSizingCell(style: .default, reuseIdentifier: "row")
        cell.contentHeight = rowHeights[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = UIView()
        headers[section] = view
        return view
    }
}

/// A cell as tall as its content.
final class SelfSizingCell: UITableViewCell {
    var contentHeight: CGFloat = 44

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight)
    }
}
