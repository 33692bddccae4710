import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct TableViewTests {
    @Test func contentSizeStacksHeaderViewRowsAndFooterView() {
        let source = RowSource(counts: [3, 2])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.rowHeight = 60
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        table.dataSource = source
        table.reloadData()
        #expect(table.contentSize == CGSize(width: 390, height: 100 + 5 * 60 + 50))
        #expect(
            table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 390, height: 100),
            "the header view spans the table's width at the top")
        #expect(
            table.tableFooterView?.frame == CGRect(x: 0, y: 400, width: 390, height: 50),
            "the footer view sits below the last row")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 280, width: 390, height: 60))
    }

    @Test func delegateHeightsAndTitledSectionsCount() {
        let source = RowSource(counts: [2, 3])
        source.footerTitles = [1: "Footer"]
        let delegate = HeightDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
        table.dataSource = source
        table.delegate = delegate
        table.reloadData()
        // Rows: 20 + 10 * row; headers: 30 each from the delegate; footers: automatic, 28 only when titled.
        let rows: CGFloat = (20 + 30) + (20 + 30 + 40)
        #expect(table.contentSize.height == rows + 2 * 30 + 28)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)).minY == CGFloat(30 + 50 + 30 + 20 + 30))
    }

    @Test func automaticDimensionRowsCountAs44() {
        let source = RowSource(counts: [4])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = source
        table.reloadData()
        #expect(table.contentSize.height == CGFloat(4 * 44))
        #expect(table.style == .plain, "init(frame:) makes a plain table")
    }

    @Test func reloadInsertAndDeleteUpdateCountsAndContentSize() {
        let source = RowSource(counts: [5])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.dataSource = source
        #expect(table.numberOfRows(inSection: 0) == 5, "the first question loads the data")
        source.counts = [7]
        #expect(table.numberOfRows(inSection: 0) == 5, "counts are cached until a reload or update")
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.contentSize.height == CGFloat(7 * 44))

        source.counts = [9]
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 8, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.contentSize.height == CGFloat(9 * 44))

        source.counts = [6]
        table.performBatchUpdates(
            {
                table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
                table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            }, completion: nil)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(table.contentSize.height == CGFloat(6 * 44))
    }

    @Test func everyReloadReportsContentSizeToObservers() {
        let source = RowSource(counts: [3])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.dataSource = source
        let log = Log<CGSize?>()
        let observation = table.observe(\.contentSize, options: .new) { _, change in log.append(change.newValue) }
        table.reloadData()
        table.reloadData()
        source.counts = [4]
        table.reloadData()
        #expect(
            log.values == [
                CGSize(width: 300, height: 132), CGSize(width: 300, height: 132),
                CGSize(width: 300, height: 176),
            ])
        withExtendedLifetime(observation) {}
    }

    @Test func batchCompletionRunsWhenTheAnimationEnds() {
        let source = RowSource(counts: [1])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.dataSource = source
        table.reloadData()
        var finished: Bool?
        source.counts = [2]
        table.performBatchUpdates(
            { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none) },
            completion: { finished = $0 })
        #expect(finished == nil)
        UISimulation.advance(by: 1.0 / 60)
        #expect(finished == nil, "the inserted row is still fading in")
        UISimulation.advance(by: 0.3)
        #expect(finished == true)
    }

    @Test func layoutTilesCellsForTheVisibleRowsOnly() {
        let window = makeWindow()
        let source = RowSource(counts: [100])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        table.dataSource = source
        window.addSubview(table)
        UISimulation.advance(by: 1.0 / 60)
        // Rows are 44 high: rows 0...6 start above y = 300.
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        for cell in table.visibleCells {
            let indexPath = table.indexPath(for: cell)!
            #expect(cell.frame == table.rectForRow(at: indexPath))
            #expect(cell.superview === table)
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        }

        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        // Row 22 spans 968..<1012 and row 29 spans 1276..<1320: both meet 1000..<1300.
        #expect(table.indexPathsForVisibleRows == (22...29).map { IndexPath(row: $0, section: 0) })
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 8, "off-screen cells are removed")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func cellsAreReusedAndPrepared() {
        let source = RowSource(counts: [200])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        source.identifier = "row"
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 10)
        #expect(
            table.visibleCells.allSatisfy { $0 is CountingCell && $0.reuseIdentifier == "row" },
            "registered cells come from the subclass's init(style:reuseIdentifier:)")
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            table.layoutIfNeeded()
        }
        let cells = table.visibleCells.compactMap { $0 as? CountingCell }
        let distinct = Set(source.madeCells.map(ObjectIdentifier.init))
        // At most 11 rows of 44 pt meet a 440 pt window; off-screen cells are queued before new ones are asked.
        #expect(distinct.count == 11, "scrolling 4000 pt needs only the most cells ever visible at once")
        #expect(cells.map(\.preparations).reduce(0, +) > 0, "reused cells were prepared")
        #expect(
            table.visibleCells.map { $0.frame.minY } == table.indexPathsForVisibleRows!.map { CGFloat($0.row) * 44 })
    }

    @Test func dequeueWithoutRegistrationGivesNilAndAQueuedCellWhenOneLeft() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        let source = RowSource(counts: [10])
        source.identifier = "manual"
        table.dataSource = source
        table.layoutIfNeeded()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 88)
        table.layoutIfNeeded()
        #expect(table.visibleCells.contains { $0 === first }, "the cell scrolled off came back for a new row")
    }

    @Test func insertingMovesVisibleCellsDown() {
        let source = RowSource(counts: [5])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = source
        table.layoutIfNeeded()
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.counts = [6]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst)
        #expect(oldFirst?.frame.minY == 44)
        #expect(table.visibleCells.count == 6)
    }

    @Test func tapSelectsTheRowAndTellsTheDelegate() {
        let window = makeWindow()
        let source = RowSource(counts: [10])
        let delegate = HeightDelegate()
        let table = UITableView(frame: window.bounds)
        table.dataSource = source
        table.delegate = delegate
        window.addSubview(table)
        UISimulation.advance(by: 1.0 / 60)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        cell.contentView.simulateTap()
        #expect(delegate.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(cell.isSelected)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(!cell.isSelected)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func scrollToRowPositions() {
        let source = RowSource(counts: [100])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.dataSource = source
        table.reloadData()
        let row = IndexPath(row: 50, section: 0)  // 2200..<2244
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2222 - 220))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(2244 - 440))
        table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(2244 - 440), ".none does not move a fully visible row")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440), "clamped to the end of the content")
    }

    @Test func tableDelegateAlsoHearsScrolling() {
        let delegate = HeightDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.delegate = delegate
        table.contentOffset = CGPoint(x: 0, y: 12)
        #expect(delegate.scrolls == 1)
        #expect(table.delegate === delegate)
    }

    @Test func widthChangeResizesContentAtLayout() {
        let source = RowSource(counts: [2])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.dataSource = source
        table.layoutIfNeeded()
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 440)
        table.layoutIfNeeded()
        #expect(table.contentSize == CGSize(width: 200, height: 88))
        #expect(table.visibleCells.map(\.frame.width) == [200, 200])
    }

    @Test func indexPathConveniences() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.section == 1)
        #expect(path.item == 3)
        path.row = 4
        #expect(path == IndexPath(item: 4, section: 1))
        #expect(Array(path) == [1, 4])
    }
}

/// A data source with a row count per section; it makes manual cells unless a reuse identifier is set.
final class RowSource: NSObject, UITableViewDataSource {
    var counts: [Int]
    var identifier: String?
    var footerTitles: [Int: String] = [:]
    private(set) var madeCells: [UITableViewCell] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if identifier == "manual" {
            cell =
                tableView.dequeueReusableCell(withIdentifier: "manual")
                ?? UITableViewCell(style: .default, reuseIdentifier: "manual")
        } else if let identifier {
            cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        } else {
            cell = UITableViewCell()
        }
        madeCells.append(cell)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
}

/// A table filling a new window, fed by `dataSource` and told by `delegate` (the table holds both weakly: the caller
/// keeps them), set up by `configure` before it is shown, then laid out by one frame.
@MainActor
func makeShownTable(
    dataSource: any UITableViewDataSource, delegate: (any UITableViewDelegate)? = nil,
    configure: (UITableView) -> Void = { _ in }
) -> (window: UIWindow, table: UITableView) {
    let window = makeWindow()
    let table = UITableView(frame: window.bounds)
    configure(table)
    table.dataSource = dataSource
    table.delegate = delegate
    window.addSubview(table)
    UISimulation.advance(by: 1.0 / 60)
    return (window, table)
}

/// A table delegate with varying row heights and fixed header heights that records selection and scrolling.
final class HeightDelegate: NSObject, UITableViewDelegate {
    private(set) var selected: [IndexPath] = []
    private(set) var scrolls = 0

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        20 + 10 * CGFloat(indexPath.row)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A registered cell class that counts its reuse preparations.
final class CountingCell: UITableViewCell {
    private(set) var preparations = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}
