import SimulationTesting
import Testing
import UIKit

/// A list's `backgroundView`: it fills the visible bounds wherever the list scrolls and stays behind the cells,
/// which keep receiving taps.
@MainActor
@Suite(.uiSimulation)
struct ListBackgroundViewTests {
    @Test func aCollectionViewShowsItsBackgroundViewBehindTheItemsWhereverItScrolls() {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [300])
        collection.dataSource = source
        let background = UIView()
        collection.backgroundView = background
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        #expect(!collection.visibleCells.isEmpty)
        #expect(collection.subviews.first === background)
        #expect(background.frame == collection.bounds)
        collection.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        collection.layoutIfNeeded()
        #expect(background.frame == collection.bounds, "it stays over the visible area")
        #expect(collection.subviews.first === background, "cells tiled while scrolling go in front of it")
        collection.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test func cellsOverACollectionBackgroundViewStillTakeTaps() {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [8])
        collection.dataSource = source
        collection.backgroundView = UIView()
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        collection.cellForItem(at: IndexPath(item: 2, section: 0))!.simulateTap()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func rowsShownAfterATableBackgroundViewStillTakeTaps() {
        let source = RowSource(counts: [30])
        let (window, table) = makeShownTable(dataSource: source) { $0.backgroundView = UIView() }
        defer { withExtendedLifetime(window) {} }
        #expect(table.subviews.first === table.backgroundView)
        table.cellForRow(at: IndexPath(row: 2, section: 0))!.simulateTap()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}
