import SimulationTesting
import Testing
import UIKit

/// `UITableView.moveRow(at:to:)` and `UICollectionView.moveItem(at:to:)`: the moved row keeps its cell and its
/// selection, the rows between shift, alone or in a batch with other updates.
@MainActor
@Suite(.uiSimulation)
struct ListMoveTests {
    private static func shownTable(rows: Int) -> (UIWindow, UITableView, RowSource) {
        let source = RowSource(counts: [rows])
        let (window, table) = makeShownTable(dataSource: source)
        return (window, table, source)
    }

    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func aMovedRowKeepsItsCellAndTheRowsBetweenShiftUp() {
        let (window, table, source) = Self.shownTable(rows: 10)
        defer { withExtendedLifetime(window) {} }
        let moving = table.cellForRow(at: Self.row(1))!
        let second = table.cellForRow(at: Self.row(2))!
        let made = source.madeCells.count
        table.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
        table.moveRow(at: Self.row(1), to: Self.row(4))
        UISimulation.advance(by: 0.4)
        #expect(table.cellForRow(at: Self.row(4)) === moving)
        #expect(table.cellForRow(at: Self.row(1)) === second)
        #expect(moving.frame.minY == 176, "row 4 of 44 pt rows")
        #expect(source.madeCells.count == made, "no cell is made for a move")
        #expect(table.indexPathForSelectedRow == Self.row(4), "the selection moves with the row")
        #expect(table.numberOfRows(inSection: 0) == 10)
    }

    @Test func aMoveInABatchWithAnInsertionLandsWhereItIsTold() {
        let (window, table, source) = Self.shownTable(rows: 10)
        defer { withExtendedLifetime(window) {} }
        let moving = table.cellForRow(at: Self.row(6))!
        let first = table.cellForRow(at: Self.row(0))!
        source.counts = [11]
        table.performBatchUpdates {
            table.insertRows(at: [Self.row(0)], with: .automatic)
            table.moveRow(at: Self.row(6), to: Self.row(2))
        }
        UISimulation.advance(by: 0.4)
        #expect(table.cellForRow(at: Self.row(2)) === moving)
        #expect(table.cellForRow(at: Self.row(1)) === first, "shifted down by the insertion")
        #expect(table.numberOfRows(inSection: 0) == 11)
    }

    @Test func aRowMovedToAnotherSectionChangesBothCounts() {
        let source = RowSource(counts: [3, 3])
        let (window, table) = makeShownTable(dataSource: source)
        defer { withExtendedLifetime(window) {} }
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        source.counts = [2, 4]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 1))
        UISimulation.advance(by: 0.4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 1)) === moving)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 4)
    }

    @Test func aMovedItemKeepsItsCell() {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [8])
        collection.dataSource = source
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        let moving = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 7, section: 0))
        UISimulation.advance(by: 0.4)
        #expect(collection.cellForItem(at: IndexPath(item: 7, section: 0)) === moving)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(moving.frame == collection.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame)
    }
}
