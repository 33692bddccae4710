import SimulationTesting
import Testing
import UIKit

/// Section insertions, deletions and reloads, alone or in a batch with row updates: deleted and reloaded sections
/// name indexes before the batch, inserted ones after it; surviving rows keep their cells and move with their
/// section.
@MainActor
@Suite(.uiSimulation)
struct SectionUpdateTests {
    @Test func tableSectionsInsertedAndDeletedInOneBatchMoveTheSurvivingRows() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        let source = RowSource(counts: [2, 3, 1])
        source.identifier = "manual"
        table.dataSource = source
        let stage = Stage(scrollView: table, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let survivor = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        var completed = false
        source.counts = [4, 3, 1, 2]
        table.performBatchUpdates({
            table.deleteSections([0], with: .automatic)
            table.insertSections([0, 3], with: .automatic)
            table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
        }) { _ in completed = true }
        #expect(table.numberOfSections == 4)
        #expect(table.contentSize.height == CGFloat(10 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === survivor, "the row kept its place")
        UISimulation.advance(by: 0.35)
        #expect(completed)
    }

    @Test func aReloadedSectionMayChangeItsCount() {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        let source = RowSource(counts: [2, 2])
        source.identifier = "manual"
        table.dataSource = source
        let stage = Stage(scrollView: table, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let kept = table.cellForRow(at: IndexPath(row: 0, section: 1))
        source.counts = [5, 2]
        table.reloadSections([0], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === kept)
    }

    @Test func collectionSectionsInsertedAndDeleted() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let source = ItemSource(counts: [1, 2])
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let last = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)))
        source.counts = [3, 2]
        collection.performBatchUpdates {
            collection.deleteSections([0])
            collection.insertSections([0])
        }
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === last)
        #expect(collection.contentSize.height == CGFloat(5 * 50))
        source.counts = [3]
        collection.deleteSections([1])
        #expect(collection.numberOfSections == 1)
    }

    @Test func aDiffableSectionReloadGetsNewCellsAndANewCount() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        var made: [IndexPath] = []
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, _ in
            made.append(indexPath)
            return table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        let stage = Stage(scrollView: table, dataSource: dataSource)
        defer { withExtendedLifetime(stage) {} }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["top", "rest"])
        snapshot.appendItems([1, 2], toSection: "top")
        snapshot.appendItems([3], toSection: "rest")
        dataSource.apply(snapshot, animatingDifferences: false)
        UISimulation.advance(by: 1.0 / 60)
        let rest = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        snapshot.appendItems([4], toSection: "top")
        snapshot.reloadSections(["top"])
        made = []
        dataSource.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === rest, "the other section is untouched")
        UISimulation.advance(by: 0.35)
        #expect(Set(made) == Set((0..<3).map { IndexPath(row: $0, section: 0) }), "only its rows were asked again")
    }
}
