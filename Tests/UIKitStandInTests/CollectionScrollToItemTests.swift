import SimulationTesting
import Testing
import UIKit

/// `scrollToItem(at:at:animated:)` and `indexPathForItem(at:)` on a flow layout and on a section that scrolls
/// sideways.
@MainActor
@Suite(.uiSimulation)
struct CollectionScrollToItemTests {
    /// 390 pt across: six 50 pt items a line (justified: 18 pt apart), lines 60 pt apart; 300 items make 50 lines,
    /// 2990 pt of content; item 120 starts line 20, at y 1200.
    private static func grid(topInset: CGFloat = 0) -> (UICollectionView, ItemSource) {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.contentInsetAdjustmentBehavior = .never
        collection.contentInset = UIEdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        let source = ItemSource(counts: [300])
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    @Test func verticalPositionsPlaceTheItemInTheVisibleArea() {
        let (collection, source) = Self.grid()
        defer { withExtendedLifetime(source) {} }
        #expect(collection.contentSize.height == 2990)
        let item = IndexPath(item: 120, section: 0)
        collection.scrollToItem(at: item, at: .top, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 1200))
        collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == CGFloat(1225 - 300))
        collection.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collection.contentOffset.y == CGFloat(1250 - 600))
        collection.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == CGFloat(2990 - 600), "clamped to the end of the content")
    }

    @Test func noVerticalPositionMovesOnlyAsFarAsShowsTheItem() {
        let (collection, source) = Self.grid()
        defer { withExtendedLifetime(source) {} }
        collection.contentOffset = CGPoint(x: 0, y: 650)
        collection.scrollToItem(at: IndexPath(item: 120, section: 0), at: [], animated: false)
        #expect(collection.contentOffset.y == 650, "an item in view stays")
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(collection.contentOffset.y == 0)
    }

    @Test func theTopInsetIsRespectedAndAMissingItemChangesNothing() {
        let (collection, source) = Self.grid(topInset: 100)
        defer { withExtendedLifetime(source) {} }
        collection.scrollToItem(at: IndexPath(item: 120, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1100, "the item's top at the bottom of the inset")
        collection.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
        collection.scrollToItem(at: IndexPath(item: 0, section: 3), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1100)
    }

    @Test func indexPathForItemFindsTheCellUnderAPoint() {
        let (collection, source) = Self.grid()
        defer { withExtendedLifetime(source) {} }
        #expect(collection.indexPathForItem(at: CGPoint(x: 70, y: 10)) == IndexPath(item: 1, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 7, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 60, y: 10)) == nil, "between two items")
        #expect(collection.indexPathForItem(at: CGPoint(x: 70, y: 55)) == nil, "between two lines")
        #expect(collection.indexPathForItem(at: CGPoint(x: 70, y: 5000)) == nil, "below the content")
        #expect(collection.indexPathForItem(at: CGPoint(x: CGFloat.infinity, y: 10)) == nil)
    }

    @Test func indexPathForItemCountsASectionScrolledSideways() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let collection = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let source = ItemSource(counts: [6])
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        // Six items 195 pt wide in one row that scrolls sideways.
        #expect(collection.indexPathForItem(at: CGPoint(x: 200, y: 40)) == IndexPath(item: 1, section: 0))
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        row.contentOffset = CGPoint(x: 390, y: 0)
        #expect(
            collection.indexPathForItem(at: CGPoint(x: 200, y: 40)) == IndexPath(item: 3, section: 0),
            "the row scrolled two items along")
        #expect(collection.indexPathForItem(at: CGPoint(x: 200, y: 100)) == nil, "below the row")
    }
}
