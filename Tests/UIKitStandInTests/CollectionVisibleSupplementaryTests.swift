import SimulationTesting
import Testing
import UIKit

/// `visibleSupplementaryViews(ofKind:)` and `indexPathsForVisibleSupplementaryElements(ofKind:)`: the headers and
/// footers on screen, by kind, in order.
@MainActor
@Suite(.uiSimulation)
struct CollectionVisibleSupplementaryTests {
    final class HeaderSource: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 10 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
    }

    @Test func theHeadersOnScreenAreListedInOrder() {
        // Each section: a 40 pt header and one line of four 100 pt items (150 pt in all, with a 10 pt footer).
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let source = HeaderSource()
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        collection.contentOffset = .zero
        collection.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        let shown = collection.indexPathsForVisibleSupplementaryElements(ofKind: header)
        #expect(shown.map(\.section) == Array(0..<shown.count), "headers from the first section on, in order")
        #expect(shown.count == Int((collection.bounds.height / 150).rounded(.up)))
        let views = collection.visibleSupplementaryViews(ofKind: header)
        #expect(views.count == shown.count)
        #expect(
            views.first === collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(
            collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter)
                .count >= shown.count - 1,
            "footers are listed under their own kind")
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").isEmpty, "a kind never shown")
        collection.contentOffset = CGPoint(x: 0, y: 600)
        collection.layoutIfNeeded()
        #expect(
            collection.indexPathsForVisibleSupplementaryElements(ofKind: header).first?.section == 4,
            "scrolled by four sections")
    }
}
