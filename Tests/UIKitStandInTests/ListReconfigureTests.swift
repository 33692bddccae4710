import SimulationTesting
import Testing
import UIKit

/// `UITableView.reconfigureRows(at:)` and `UICollectionView.reconfigureItems(at:)`: the data source configures
/// the existing cells again, which it dequeues as they are (no `prepareForReuse()`).
@MainActor
@Suite(.uiSimulation)
struct ListReconfigureTests {
    @Test func reconfigureRowsUpdatesTheShownCellInPlace() {
        let source = TitledRows(count: 40)
        let (window, table) = makeShownTable(dataSource: source) {
            $0.register(CountingCell.self, forCellReuseIdentifier: "titled")
        }
        defer { withExtendedLifetime(window) {} }
        let row = IndexPath(row: 2, section: 0)
        let cell = table.cellForRow(at: row) as! CountingCell
        let asked = source.asked.count
        source.titles[2] = "Edited"
        table.reconfigureRows(at: [row, row, IndexPath(row: 39, section: 0)])
        #expect(table.cellForRow(at: row) === cell, "the same cell stays")
        #expect(cell.textLabel?.text == "Edited")
        #expect(cell.preparations == 0, "no prepareForReuse for a reconfigured cell")
        #expect(source.asked.count == asked + 1, "once for the shown row, never for the row off screen")
        #expect(source.asked.last == row)
    }

    @Test func aDataSourceReturningAnotherCellGetsItShown() {
        let source = RowSource(counts: [5])  // a new cell without identifier every time
        let (window, table) = makeShownTable(dataSource: source)
        defer { withExtendedLifetime(window) {} }
        let row = IndexPath(row: 1, section: 0)
        let old = table.cellForRow(at: row)!
        table.reconfigureRows(at: [row])
        let shown = table.cellForRow(at: row)
        #expect(shown != nil && shown !== old)
        #expect(shown?.superview === table)
        #expect(shown?.frame == old.frame)
        #expect(old.superview == nil)
        #expect(table.visibleCells.count == 5)
    }

    @Test func reconfigureItemsUpdatesTheShownCellInPlace() {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(TitledItemCell.self, forCellWithReuseIdentifier: "titled")
        let source = TitledItems(count: 8)
        collection.dataSource = source
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        let item = IndexPath(item: 3, section: 0)
        let cell = collection.cellForItem(at: item) as! TitledItemCell
        source.titles[3] = "Edited"
        collection.reconfigureItems(at: [item])
        #expect(collection.cellForItem(at: item) === cell)
        #expect(cell.title == "Edited")
        #expect(cell.preparations == 0)
    }
}

/// Rows titled from `titles`, in registered "titled" cells; records each row it is asked for.
private final class TitledRows: NSObject, UITableViewDataSource {
    var titles: [String]
    private(set) var asked: [IndexPath] = []

    init(count: Int) {
        titles = (0..<count).map { "Row \($0)" }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "titled", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

/// Items titled from `titles`, in registered "titled" cells.
private final class TitledItems: NSObject, UICollectionViewDataSource {
    var titles: [String]

    init(count: Int) {
        titles = (0..<count).map { "Item \($0)" }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "titled", for: indexPath) as! TitledItemCell
        cell.title = titles[indexPath.item]
        return cell
    }
}

/// A collection cell with a title that counts its reuse preparations.
private final class TitledItemCell: UICollectionViewCell {
    var title: String?
    private(set) var preparations = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}
