import SimulationTesting
import Testing
import UIKit

/// Selecting from code: `UICollectionView.selectItem(at:animated:scrollPosition:)` and the table's
/// `indexPathsForSelectedRows`.
@MainActor
@Suite(.uiSimulation)
struct ListSelectionTests {
    /// 390 pt across: six 50 pt items a line, lines 60 pt apart; 300 items make 2990 pt of content.
    private static func grid() -> (Stage, UICollectionView, ItemSource) {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [300])
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        collection.layoutIfNeeded()
        return (stage, collection, source)
    }

    @Test func selectItemReplacesTheSelectionAndMarksTheCell() {
        let (stage, collection, _) = Self.grid()
        defer { withExtendedLifetime(stage) {} }
        let first = IndexPath(item: 1, section: 0)
        collection.selectItem(at: first, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [first])
        #expect(collection.cellForItem(at: first)?.isSelected == true)
        #expect(collection.contentOffset.y == 0, "an empty position does not scroll")
        let second = IndexPath(item: 2, section: 0)
        collection.selectItem(at: second, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [second])
        #expect(collection.cellForItem(at: first)?.isSelected == false)
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil, "nil clears the selection")
        #expect(collection.cellForItem(at: second)?.isSelected == false)
    }

    @Test func selectItemScrollsToTheItemAndItsCellShowsSelected() {
        let (stage, collection, _) = Self.grid()
        defer { withExtendedLifetime(stage) {} }
        let item = IndexPath(item: 120, section: 0)  // line 20, y 1200
        collection.selectItem(at: item, animated: false, scrollPosition: .top)
        #expect(collection.contentOffset.y == 1200 - collection.adjustedContentInset.top)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: item)?.isSelected == true, "the cell made on arrival shows the selection")
    }

    @Test func anItemThatDoesNotExistIsNotSelected() {
        let (stage, collection, _) = Self.grid()
        defer { withExtendedLifetime(stage) {} }
        collection.selectItem(at: IndexPath(item: 999, section: 0), animated: false, scrollPosition: .top)
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.contentOffset.y == -collection.adjustedContentInset.top)
    }

    @Test func indexPathsForSelectedRowsIsNilOrTheSelectedRow() {
        let source = RowSource(counts: [5])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.dataSource = source
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }
}
