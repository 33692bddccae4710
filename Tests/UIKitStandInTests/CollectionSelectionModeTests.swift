import SimulationTesting
import Testing
import UIKit

/// Which taps select in a collection view: `allowsMultipleSelection` (taps add and remove items, the delegate
/// hears of deselections) and editing mode (`isEditing`, `allowsSelectionDuringEditing`).
@MainActor
@Suite(.uiSimulation)
struct CollectionSelectionModeTests {
    /// Eight 50 pt items in a shown window.
    private static func shownGrid() -> (UIWindow, UICollectionView, ItemSource, SelectionRecorder) {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [8])
        let delegate = SelectionRecorder()
        collection.dataSource = source
        collection.delegate = delegate
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        return (window, collection, source, delegate)
    }

    private static func tap(_ item: Int, in collection: UICollectionView) {
        collection.cellForItem(at: IndexPath(item: item, section: 0))!.simulateTap()
    }

    @Test func aTapReplacesTheSelectionAndReportsTheDeselection() {
        let (window, collection, _, delegate) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        #expect(!collection.allowsMultipleSelection)
        Self.tap(1, in: collection)
        Self.tap(3, in: collection)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(delegate.events == ["select 1", "deselect 1", "select 3"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        Self.tap(3, in: collection)
        #expect(delegate.events.last == "select 3", "a selected item tapped again stays selected")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func multipleSelectionAddsAndATapOnASelectedItemDeselectsIt() {
        let (window, collection, _, delegate) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        collection.allowsMultipleSelection = true
        Self.tap(1, in: collection)
        Self.tap(4, in: collection)
        #expect(
            Set(collection.indexPathsForSelectedItems ?? []) == [
                IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0),
            ])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        Self.tap(1, in: collection)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        #expect(delegate.events == ["select 1", "select 4", "deselect 1"])
    }

    @Test func selectItemJoinsTheSelectionWhenMultipleSelectionIsOn() {
        let (window, collection, _, _) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems?.count == 2)
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil, "nil clears the whole selection")
    }

    @Test func editingModeSelectsOnlyWhenAllowedDuringEditing() {
        let (window, collection, _, delegate) = Self.shownGrid()
        defer { withExtendedLifetime(window) {} }
        #expect(!collection.isEditing)
        #expect(!collection.allowsSelectionDuringEditing, "false by default, as in UIKit")
        collection.isEditing = true
        Self.tap(2, in: collection)
        #expect(collection.indexPathsForSelectedItems == nil)
        collection.allowsSelectionDuringEditing = true
        Self.tap(2, in: collection)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        collection.isEditing = false
        collection.allowsSelection = false
        Self.tap(5, in: collection)
        #expect(delegate.events == ["select 2"], "outside editing, allowsSelection decides again")
    }
}

/// A collection delegate that records selections and deselections in order.
private final class SelectionRecorder: NSObject, UICollectionViewDelegate {
    private(set) var events: [String] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
}
