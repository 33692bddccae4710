import SimulationTesting
import Testing
import UIKit

/// A diffable data source shows the snapshot applied last and updates the table by the difference: surviving rows
/// keep their cells, new ones are inserted, gone ones deleted.
@MainActor
@Suite(.uiSimulation)
struct TableDiffableDataSourceTests {
    private static func makeTable() -> (Stage, UITableView, UITableViewDiffableDataSource<Int, String>) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        let stage = Stage(scrollView: table, dataSource: dataSource)
        return (stage, table, dataSource)
    }

    private static func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func theTableShowsTheAppliedSnapshot() {
        let (stage, table, dataSource) = Self.makeTable()
        defer { withExtendedLifetime(stage) {} }
        #expect(table.dataSource === dataSource)
        dataSource.apply(Self.snapshot(["a", "b", "c"]), animatingDifferences: false)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.contentSize.height == CGFloat(3 * 44))
        UISimulation.advance(by: 1.0 / 60)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["a", "b", "c"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
        #expect(dataSource.indexPath(for: "c") == IndexPath(row: 2, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func anAppliedDifferenceKeepsTheSurvivingCells() throws {
        let (stage, table, dataSource) = Self.makeTable()
        defer { withExtendedLifetime(stage) {} }
        dataSource.apply(Self.snapshot(["a", "b", "c"]))
        UISimulation.advance(by: 1.0 / 60)
        let cellB = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var completed = false
        dataSource.apply(Self.snapshot(["x", "b", "c", "d"])) { completed = true }
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB, "b kept its cell: an update, no reload")
        #expect(!completed)
        UISimulation.advance(by: 1.0 / 60)
        #expect(!completed, "the rows are still moving")
        UISimulation.advance(by: 0.3)
        #expect(completed)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["x", "b", "c", "d"])
    }

    @Test func movedItemsAndNewSectionsStillShowTheSnapshot() {
        let (stage, table, dataSource) = Self.makeTable()
        defer { withExtendedLifetime(stage) {} }
        dataSource.apply(Self.snapshot(["a", "b", "c"]))
        var snapshot = dataSource.snapshot()
        snapshot.moveItem("c", beforeItem: "a")
        snapshot.appendSections([1])
        snapshot.appendItems(["z"], toSection: 1)
        dataSource.apply(snapshot)
        UISimulation.advance(by: 1.0 / 60)
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["c", "a", "b", "z"])
    }

    @Test func snapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["one", "two"])
        snapshot.appendItems([1, 2, 3], toSection: "one")
        snapshot.appendItems([7])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([8], afterItem: 7)
        snapshot.deleteItems([2])
        snapshot.insertSections(["zero"], beforeSection: "one")
        #expect(snapshot.sectionIdentifiers == ["zero", "one", "two"])
        #expect(snapshot.itemIdentifiers == [0, 1, 3, 7, 8])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 8) == "two")
        #expect(snapshot.indexOfItem(7) == 3 && snapshot.indexOfSection("two") == 2)
        snapshot.moveSection("zero", afterSection: "two")
        #expect(snapshot.sectionIdentifiers == ["one", "two", "zero"])
        snapshot.deleteSections(["one"])
        #expect(snapshot.itemIdentifiers == [7, 8])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }
}
