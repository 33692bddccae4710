import MJRefresh
import SimulationTesting
import Testing

/// A flow layout with `sectionHeadersPinToVisibleBounds`: its pinned headers stop at the same line as a plain
/// table's, so while a refreshing collection view scrolls, section 0's header stays at the real top of the list,
/// never over the refreshing header, and it does not jump when the refresh ends. Run under every reading of when
/// pinned views move.
@MainActor
@Suite(.uiSimulation)
struct PinnedCollectionHeaderTests {
    private final class Grid: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test(arguments: UISimulation.SectionHeaderPinning.allCases)
    func aPinnedHeaderFollowsTheRealTopWhileRefreshingAndAfter(pinning: UISimulation.SectionHeaderPinning) throws {
        UISimulation.sectionHeaderPinning = pinning
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 60)
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.sectionHeadersPinToVisibleBounds = true
        let grid = Grid()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = grid
        let stage = Stage(scrollView: collection, dataSource: grid)
        defer { withExtendedLifetime(stage) {} }
        let header = MJRefreshNormalHeader {}
        collection.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 90))
        stage.release()
        #expect(header.state == .refreshing)
        let first = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        let pinned = try #require(collection.supplementaryView(forElementKind: kind, at: first))
        #expect(pinned.frame.minY >= header.frame.maxY, "below the refreshing header")
        let lag: CGFloat = pinning == .atLayout ? 0.5 : 0.5 + 20.0 / 12
        for _ in 0..<10 {
            stage.pushUp(20, duration: 0.1)
            UISimulation.advance(by: 1.0 / 60)
            let expected = max(0, collection.contentOffset.y)
            #expect(
                pinned.frame.minY >= expected - 0.5 && pinned.frame.minY <= expected + lag,
                "offset \(collection.contentOffset.y): header at \(pinned.frame.minY)")
        }
        stage.release()
        let before = pinned.frame.minY - collection.contentOffset.y
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(pinned.frame.minY - collection.contentOffset.y - before) <= 0.5, "no jump at the end")
        #expect(collection.contentInset.top == 0)
    }
}
