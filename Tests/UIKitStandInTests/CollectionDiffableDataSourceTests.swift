import SimulationTesting
import Testing
import UIKit

/// A collection view's diffable data source shows the snapshot applied last, makes supplementary views with its
/// provider, and updates the collection view by the difference, animated unless asked not to.
@MainActor
@Suite(.uiSimulation)
struct CollectionDiffableDataSourceTests {
    private final class Label: UICollectionReusableView {
        var text = ""
    }

    private static func makeCollection() -> (Stage, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            Label.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.accessibilityLabel = item
            return cell
        }
        dataSource.supplementaryViewProvider = { collection, kind, indexPath in
            let view = collection.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (view as? Label)?.text = "section \(indexPath.section)"
            return view
        }
        let stage = Stage(scrollView: collection, dataSource: dataSource)
        return (stage, collection, dataSource)
    }

    private static func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func theCollectionShowsTheAppliedSnapshotAndTheProvidersViews() throws {
        let (stage, collection, dataSource) = Self.makeCollection()
        defer { withExtendedLifetime(stage) {} }
        #expect(collection.dataSource === dataSource)
        dataSource.apply(Self.snapshot(["a", "b", "c"]), animatingDifferences: false)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        UISimulation.advance(by: 1.0 / 60)
        #expect(collection.contentSize.height == CGFloat(30 + 3 * 50))
        #expect(collection.visibleCells.compactMap(\.accessibilityLabel) == ["a", "b", "c"])
        let header = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? Label)
        #expect(header.text == "section 0")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
        #expect(dataSource.sectionIdentifier(for: 0) == 0)
        #expect(dataSource.index(for: 0) == 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func anAnimatedDifferenceKeepsTheSurvivingCellsAndCompletesAfterTheAnimation() throws {
        let (stage, collection, dataSource) = Self.makeCollection()
        defer { withExtendedLifetime(stage) {} }
        dataSource.apply(Self.snapshot(["a", "b"]), animatingDifferences: false)
        UISimulation.advance(by: 1.0 / 60)
        let cellB = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        var completed = false
        dataSource.apply(Self.snapshot(["x", "a", "b", "y"])) { completed = true }
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(collection.contentSize.height == CGFloat(30 + 4 * 50), "the content size is new when apply returns")
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB, "b kept its cell")
        UISimulation.advance(by: 1.0 / 60)
        #expect(!completed, "the cells are still moving")
        UISimulation.advance(by: 0.3)
        #expect(completed)
        #expect(collection.visibleCells.compactMap(\.accessibilityLabel) == ["x", "a", "b", "y"])
    }

    @Test func withoutAnimatingDifferencesTheCompletionRunsAtTheNextFrame() {
        let (stage, collection, dataSource) = Self.makeCollection()
        defer { withExtendedLifetime(stage) {} }
        dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        UISimulation.advance(by: 1.0 / 60)
        var completed = false
        dataSource.apply(Self.snapshot(["a", "b"]), animatingDifferences: false) { completed = true }
        #expect(collection.numberOfItems(inSection: 0) == 2)
        UISimulation.advance(by: 1.0 / 60)
        #expect(completed)
    }

    @Test func aNewSectionAndAGoneOneAreABatchThatKeepsTheOtherCells() throws {
        let (stage, collection, dataSource) = Self.makeCollection()
        defer { withExtendedLifetime(stage) {} }
        var first = NSDiffableDataSourceSnapshot<Int, String>()
        first.appendSections([0, 1])
        first.appendItems(["a"], toSection: 0)
        first.appendItems(["b", "c"], toSection: 1)
        dataSource.apply(first, animatingDifferences: false)
        UISimulation.advance(by: 1.0 / 60)
        let cellC = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)))
        var next = NSDiffableDataSourceSnapshot<Int, String>()
        next.appendSections([1, 2])
        next.appendItems(["b", "c", "d"], toSection: 1)
        next.appendItems(["e"], toSection: 2)
        var completed = false
        dataSource.apply(next) { completed = true }
        #expect(collection.numberOfSections == 2)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellC, "c kept its cell: no reload")
        UISimulation.advance(by: 0.35)
        #expect(completed)
        #expect(collection.visibleCells.compactMap(\.accessibilityLabel) == ["b", "c", "d", "e"])
    }

    @Test func movedItemsAndNewSectionsReloadToTheSnapshot() {
        let (stage, collection, dataSource) = Self.makeCollection()
        defer { withExtendedLifetime(stage) {} }
        dataSource.apply(Self.snapshot(["a", "b", "c"]))
        var next = NSDiffableDataSourceSnapshot<Int, String>()
        next.appendSections([0, 1])
        next.appendItems(["c", "a"], toSection: 0)
        next.appendItems(["b"], toSection: 1)
        dataSource.apply(next)
        UISimulation.advance(by: 1.0 / 60)
        #expect(collection.numberOfSections == 2)
        #expect(collection.visibleCells.compactMap(\.accessibilityLabel) == ["c", "a", "b"])
    }
}
