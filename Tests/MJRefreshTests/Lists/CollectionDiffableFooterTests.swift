import MJRefresh
import SimulationTesting
import Testing

/// An auto footer under a collection view fed by a `UICollectionViewDiffableDataSource`: the refresh applies the
/// next page's snapshot (animated) and ends in the apply's completion. One load per time the end comes into view,
/// none by itself, and the footer never shows over an item while the new items move in.
@MainActor
@Suite(.uiSimulation)
struct CollectionDiffableFooterTests {
    @Test(arguments: [false, true])
    func applyingTheNextPageLoadsOnceAndTheFooterFollowsTheEnd(animated: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 185, height: 120)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20))
        dataSource.apply(snapshot, animatingDifferences: false)
        let stage = Stage(scrollView: collection, dataSource: dataSource)
        defer { withExtendedLifetime(stage) {} }
        var loads = 0
        let footer = MJRefreshAutoNormalFooter {}
        footer.refreshingBlock = { [unowned footer] in
            loads += 1
            var next = dataSource.snapshot()
            next.appendItems(Array(loads * 20..<(loads + 1) * 20))
            dataSource.apply(next, animatingDifferences: animated) { footer.endRefreshing() }
        }
        collection.mj_footer = footer
        var gestures = 0
        while loads == 0, gestures < 30 {
            stage.pushUp(500, duration: 0.3)
            stage.release(velocity: CGPoint(x: 0, y: -500))
            gestures += 1
        }
        #expect(loads == 1, "one load when the end came into view")
        #expect(collection.numberOfItems(inSection: 0) == 40)
        var overlaps = 0
        for _ in 0..<60 {
            UISimulation.advance(by: 1.0 / 60)
            if collection.visibleCells.contains(where: { $0.frame.intersects(footer.frame) }) { overlaps += 1 }
        }
        #expect(overlaps == 0, "the footer never showed over an item")
        UISimulation.runUntilIdle()
        #expect(footer.state == .idle)
        #expect(loads == 1, "nothing more without a gesture")
        #expect(abs(footer.frame.minY - collection.contentSize.height) <= 0.5)
        #expect(collection.contentSize.height == CGFloat(20 * 120 + 19 * 10))
    }
}
