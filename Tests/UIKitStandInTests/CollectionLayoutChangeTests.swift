import SimulationTesting
import Testing
import UIKit

/// `UICollectionView.setCollectionViewLayout(_:animated:completion:)`: the new layout's sizes at once, the cells
/// moving there (animated or not) and the completion.
@MainActor
@Suite(.uiSimulation)
struct CollectionLayoutChangeTests {
    /// Twelve 50 pt items (six a line on a 390 pt screen) in a shown window.
    private static func shownGrid() -> (UIWindow, UICollectionView) {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [12])
        collection.dataSource = source
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        return (window, collection)
    }

    private static func bigItems() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 150)
        return layout
    }

    @Test func animatedTheCellsSlideToTheNewLayoutAndTheCompletionRunsAtTheEnd() {
        let (window, collection) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        let item = IndexPath(item: 1, section: 0)
        let cell = collection.cellForItem(at: item)!
        var finished: [Bool] = []
        let layout = Self.bigItems()
        collection.setCollectionViewLayout(layout, animated: true) { finished.append($0) }
        #expect(collection.collectionViewLayout === layout)
        let target = collection.layoutAttributesForItem(at: item)!.frame
        #expect(target.size == CGSize(width: 150, height: 150))
        #expect(collection.contentSize == layout.collectionViewContentSize, "the new size at once")
        #expect(collection.cellForItem(at: item) === cell, "the cell stays and moves")
        UISimulation.advance(by: 0.15)
        #expect(finished.isEmpty, "no completion before the cells arrive")
        UISimulation.advance(by: 0.2)
        #expect(cell.frame == target)
        #expect(finished == [true])
    }

    @Test func unanimatedTheCellsArePlacedAtTheNextLayoutAndTheCompletionRunsNextTurn() {
        let (window, collection) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        collection.setCollectionViewLayout(Self.bigItems(), animated: false) { finished.append($0) }
        #expect(finished.isEmpty)
        collection.layoutIfNeeded()
        let item = IndexPath(item: 1, section: 0)
        #expect(collection.cellForItem(at: item)?.frame.size == CGSize(width: 150, height: 150))
        UISimulation.advance(by: 1.0 / 60)
        #expect(finished == [true])
    }

    @Test func theTwoArgumentFormReplacesTheLayout() {
        let (window, collection) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        let layout = Self.bigItems()
        collection.setCollectionViewLayout(layout, animated: false)
        #expect(collection.collectionViewLayout === layout)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.allSatisfy { $0.frame.width == 150 })
    }
}
