import MJRefresh
import SimulationTesting
import Testing

/// A list fed by a diffable data source with self-sizing rows: applying the next page's snapshot and ending the
/// load in the same turn loads nothing more by itself, the auto footer ends up below the last row, and it never
/// shows over a row on the way (MJRefresh #818, #1158).
@MainActor
@Suite(.uiSimulation)
struct DiffableListFooterTests {
    @Test func applyingTheNextPageAndEndingLoadsNothingMore() {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, _, item in
            let cell =
                table.dequeueReusableCell(withIdentifier: "row") as? SelfSizingCell
                ?? SelfSizingCell(style: .default, reuseIdentifier: "row")
            cell.contentHeight = 60 + CGFloat((item * 37) % 140)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<15))
        dataSource.apply(snapshot, animatingDifferences: false)
        let stage = Stage(scrollView: table, dataSource: dataSource)
        defer { withExtendedLifetime(stage) {} }
        var loads = 0
        let footer = MJRefreshAutoNormalFooter {}
        footer.refreshingBlock = { [unowned footer] in
            loads += 1
            var next = dataSource.snapshot()
            next.appendItems(Array(loads * 15..<(loads + 1) * 15))
            dataSource.apply(next)
            footer.endRefreshing()
        }
        table.mj_footer = footer
        var gestures = 0
        while loads == 0, gestures < 30 {
            stage.pushUp(500, duration: 0.3)
            stage.release(velocity: CGPoint(x: 0, y: -500))
            gestures += 1
        }
        #expect(loads == 1, "one load when the end came into view")
        var overlaps = 0
        for _ in 0..<120 {
            UISimulation.advance(by: 1.0 / 60)
            if table.visibleCells.contains(where: { $0.frame.intersects(footer.frame) }) { overlaps += 1 }
        }
        #expect(overlaps == 0, "the footer never showed over a row")
        #expect(loads == 1, "nothing more without a gesture")
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(abs(footer.frame.minY - table.contentSize.height) <= 0.5)
    }
}
