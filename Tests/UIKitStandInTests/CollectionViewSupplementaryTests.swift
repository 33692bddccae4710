import SimulationTesting
import Testing
import UIKit

/// A flow layout's section headers and footers come from the data source as supplementary views; with
/// `sectionHeadersPinToVisibleBounds` a header stays at the top of the visible area
/// (`contentOffset.y + adjustedContentInset.top`) while its section is in view, pushed away by the section's end.
@MainActor
@Suite(.uiSimulation)
struct CollectionViewSupplementaryTests {
    /// Three sections of 12 items in full-width rows of 50 pt (10 pt apart) under 40 pt headers: section 0 spans
    /// 0..<(40 + 12 × 50 + 11 × 10) = 0..<750.
    private final class Grid: NSObject, UICollectionViewDataSource {
        private(set) var made: [Int: UICollectionReusableView] = [:]

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
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            made[indexPath.section] = view
            return view
        }
    }

    private static func makeGrid(
        pins: Bool, contentInset: UIEdgeInsets = .zero
    ) -> (Stage, UICollectionView, UICollectionViewFlowLayout, Grid) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = pins
        let grid = Grid()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = grid
        let stage = Stage(contentInset: contentInset, scrollView: collection, dataSource: grid)
        return (stage, collection, layout, grid)
    }

    private static func scroll(_ collection: UICollectionView, toY y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        UISimulation.advance(by: 1.0 / 60)
    }

    @Test func headersComeFromTheDataSourceAndCountInTheContent() throws {
        let (stage, collection, _, grid) = Self.makeGrid(pins: false)
        defer { withExtendedLifetime((stage, grid)) {} }
        #expect(collection.contentSize.height == CGFloat(3 * 750))
        let header = try #require(grid.made[0])
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(header.reuseIdentifier == "header")
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === header)
        let attributes = collection.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(attributes?.frame.minY == 750 && attributes?.representedElementCategory == .supplementaryView)
        #expect(attributes?.representedElementKind == kind)
        Self.scroll(collection, toY: 200)
        #expect(header.frame.minY == 0, "without pinning the header scrolls with the items")
    }

    @Test func aPinnedHeaderStaysAtTheVisibleTopUntilItsSectionEnds() throws {
        let (stage, collection, _, grid) = Self.makeGrid(pins: true)
        defer { withExtendedLifetime((stage, grid)) {} }
        Self.scroll(collection, toY: 300)
        let header = try #require(grid.made[0])
        #expect(header.frame.minY == 300)
        let headerIndex = try #require(collection.subviews.firstIndex { $0 === header })
        let cellIndices = collection.visibleCells.compactMap { cell in collection.subviews.firstIndex { $0 === cell } }
        #expect(cellIndices.allSatisfy { $0 < headerIndex }, "drawn over the items")
        Self.scroll(collection, toY: 730)
        #expect(header.frame.maxY == 750, "pushed up by the end of section 0")
        #expect(grid.made[1]?.frame.minY == 750)
        Self.scroll(collection, toY: 900)
        #expect(grid.made[1]?.frame.minY == 900)
    }

    @Test func thePinLineIncludesTheTopInsetAndAPullMovesTheHeaderWithTheContent() throws {
        let (stage, collection, _, grid) = Self.makeGrid(
            pins: true, contentInset: UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
        defer { withExtendedLifetime((stage, grid)) {} }
        UISimulation.advance(by: 1.0 / 60)
        let header = try #require(grid.made[0])
        #expect(header.frame.minY == 0)
        Self.scroll(collection, toY: 100)
        #expect(header.frame.minY == 154)
        Self.scroll(collection, toY: -54)
        stage.pullDown(Stage.fingerTravel(forOverscroll: 60))
        #expect(header.frame.minY == 0, "stays on the content past the top")
        stage.release()
    }

    @Test(arguments: UISimulation.SectionHeaderPinning.allCases)
    func whenAnInsetChangeMovesThePinnedHeader(pinning: UISimulation.SectionHeaderPinning) throws {
        UISimulation.sectionHeaderPinning = pinning
        let (stage, collection, _, grid) = Self.makeGrid(pins: true)
        defer { withExtendedLifetime((stage, grid)) {} }
        Self.scroll(collection, toY: 200)
        collection.contentInset.top = 30
        UISimulation.advance(by: 1.0 / 60)
        let header = try #require(grid.made[0])
        #expect(header.frame.minY == (pinning == .atLayout ? 230 : 200))
        Self.scroll(collection, toY: 210)
        #expect(header.frame.minY == 240)
    }
}
