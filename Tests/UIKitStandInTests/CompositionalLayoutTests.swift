import SimulationTesting
import Testing
import UIKit

/// A compositional layout places groups of items by fractions and points, stacks sections, and puts a section
/// with orthogonal scrolling in a scroll view of its own inside the collection view; boundary headers sit above
/// their section and, pinned, float at the top of the visible area.
@MainActor
@Suite(.uiSimulation)
struct CompositionalLayoutTests {
    private static func item(width: NSCollectionLayoutDimension = .fractionalWidth(1)) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1)))
    }

    private static func stage(
        _ layout: UICollectionViewLayout, counts: [Int]
    ) -> (Stage, UICollectionView, ItemSource) {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let source = ItemSource(counts: counts)
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        collection.layoutIfNeeded()
        return (stage, collection, source)
    }

    private static func frame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func groupsRepeatByFractionsAndPointsWithInsetsAndSpacing() {
        // Two items side by side, a third of and two thirds of the width, in groups 100 pt high.
        let first = Self.item(width: .fractionalWidth(1.0 / 3))
        first.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [first, Self.item(width: .fractionalWidth(2.0 / 3))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 15, bottom: 30, trailing: 15)
        let (stage, collection, _) = Self.stage(UICollectionViewCompositionalLayout(section: section), counts: [5, 2])
        defer { withExtendedLifetime(stage) {} }
        // 360 pt inside the insets: 120 + 240.
        #expect(Self.frame(collection, 0) == CGRect(x: 20, y: 25, width: 110, height: 90), "inset inside its area")
        #expect(Self.frame(collection, 1) == CGRect(x: 135, y: 20, width: 240, height: 100))
        #expect(Self.frame(collection, 2) == CGRect(x: 20, y: 135, width: 110, height: 90), "the next group")
        #expect(Self.frame(collection, 4)?.minY == 245, "a third group holds the fifth item")
        // Section 0: 20 + 3 groups (300) + 2 gaps (20) + 30 = 370; section 1: 20 + 100 + 30.
        #expect(Self.frame(collection, 0, section: 1)?.minY == CGFloat(370 + 25))
        #expect(collection.contentSize == CGSize(width: 390, height: 370 + 150))
    }

    @Test func repeatedAndNestedGroupsShareTheirLength() {
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(999))),
            count: 2)
        pair.interItemSpacing = .fixed(10)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)),
            subitems: [Self.item(width: .fractionalWidth(0.5)), pair])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        let (stage, collection, _) = Self.stage(layout, counts: [3])
        defer { withExtendedLifetime(stage) {} }
        #expect(Self.frame(collection, 0) == CGRect(x: 0, y: 0, width: 195, height: 210))
        #expect(Self.frame(collection, 1) == CGRect(x: 195, y: 0, width: 195, height: 100), "half the height less 10")
        #expect(Self.frame(collection, 2) == CGRect(x: 195, y: 110, width: 195, height: 100))
    }

    @Test func anOrthogonalSectionScrollsSidewaysInItsOwnScrollView() throws {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            #expect(environment.container.contentSize.width == 390)
            let width: NSCollectionLayoutDimension = section == 0 ? .absolute(150) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(100)),
                subitems: [Self.item()])
            let result = NSCollectionLayoutSection(group: group)
            if section == 0 {
                result.orthogonalScrollingBehavior = .continuous
                result.interGroupSpacing = 10
                result.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            }
            return result
        }
        let (stage, collection, _) = Self.stage(layout, counts: [8, 12])
        defer { withExtendedLifetime(stage) {} }
        #expect(collection.contentSize.height == CGFloat(100 + 12 * 100), "the sideways section is one row high")
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(row.contentSize == CGSize(width: 20 + 8 * 150 + 7 * 10 + 20, height: 100))
        func shown() -> [Int] {
            row.subviews.compactMap { $0 as? UICollectionViewCell }.compactMap { collection.indexPath(for: $0)?.item }
                .sorted()
        }
        #expect(shown() == [0, 1, 2], "the cells inside the row's bounds, in the row")
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 180)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)
        row.simulateTouchDown()
        row.simulateDrag(by: CGPoint(x: -500, y: 0), duration: 0.3)
        row.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(row.contentOffset.x == 500)
        #expect(shown() == [3, 4, 5], "scrolled, the row shows the cells it reached (x 500 to 890)")
        #expect(collection.contentOffset.y == -collection.adjustedContentInset.top, "the list did not move")
    }

    @Test func boundaryHeadersSitAboveTheirSectionAndPinnedOnesFloat() throws {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [Self.item()])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        #expect(header.elementKind == UICollectionView.elementKindSectionHeader)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let source = ItemSource(counts: [20, 20])
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        collection.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        let second = IndexPath(item: 0, section: 1)
        #expect(Self.frame(collection, 0) == CGRect(x: 0, y: 40, width: 390, height: 50))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: second)?.frame.minY == 1040)
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.layoutIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)?.frame.minY == 300)
        collection.contentOffset = CGPoint(x: 0, y: 1020)
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)?.frame.minY == 1000,
            "pushed up by the end of its section")
    }

    @Test func anUpdateBeforeTheFirstLayoutIsLaidOutAgainForTheRealBounds() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)),
            subitems: [Self.item()])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let collection = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let source = ItemSource(counts: [1])
        collection.dataSource = source
        source.counts = [4]
        collection.insertItems(at: (1..<4).map { IndexPath(item: $0, section: 0) })
        let stage = Stage(scrollView: collection, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        #expect(Self.frame(collection, 1) == CGRect(x: 195, y: 0, width: 195, height: 80))
        let row = collection.subviews.compactMap { $0 as? UIScrollView }.first
        #expect(row?.frame.width == 390)
        #expect(row?.contentSize.width == CGFloat(4 * 195))
    }
}
