import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct CollectionViewTests {
    @Test func verticalFlowWrapsLinesAndJustifiesThem() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 20, right: 15)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: layout)
        let source = ItemSource(counts: [20])
        collection.dataSource = source
        collection.layoutIfNeeded()
        // 360 pt across: 6 items (6·50 + 5·10 = 350) per line, 4 lines for 20 items.
        #expect(collection.contentSize == CGSize(width: 390, height: 10 + 4 * 50 + 3 * 10 + 20))
        // Full lines spread the 60 pt left over into 5 gaps of 12 pt.
        #expect(frame(collection, 1) == CGRect(x: 15 + 62, y: 10, width: 50, height: 50))
        #expect(frame(collection, 6) == CGRect(x: 15, y: 70, width: 50, height: 50))
        // The last line has two items: one at each edge.
        #expect(frame(collection, 18).minX == 15)
        #expect(frame(collection, 19).maxX == 375)
    }

    @Test func headerAndFooterSizesAndSectionsStack() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 25)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 600),
            collectionViewLayout: layout)
        let source = ItemSource(counts: [3, 1])
        collection.dataSource = source
        collection.layoutIfNeeded()
        // 200 pt: 3 items per line. Section 0: one line; section 1: one centred item.
        #expect(collection.contentSize.height == CGFloat((40 + 50 + 25) * 2))
        #expect(
            frame(collection, 0, section: 1) == CGRect(x: 75, y: 115 + 40, width: 50, height: 50),
            "a line of one item is centred")
    }

    @Test func delegateSizesItemsAndShortItemsAreCentredInTheirLine() {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600),
            collectionViewLayout: layout)
        let source = ItemSource(counts: [3])
        let delegate = SizingDelegate(sizes: [
            CGSize(width: 100, height: 80), CGSize(width: 100, height: 40),
            CGSize(width: 200, height: 60),
        ])
        collection.dataSource = source
        collection.delegate = delegate
        collection.layoutIfNeeded()
        // Line 1: items 0 and 1 (100 + 10 + 100 ≤ 300; + 10 + 200 > 300), 80 high. Line 2: item 2, centred.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 20, width: 100, height: 40))
        #expect(frame(collection, 2) == CGRect(x: 50, y: 90, width: 200, height: 60))
        #expect(collection.contentSize == CGSize(width: 300, height: 150))
    }

    @Test func horizontalFlowScrollsSideways() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 150)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        let source = ItemSource(counts: [8])
        collection.dataSource = source
        collection.layoutIfNeeded()
        // One item per column (150 + 10 + 150 > 200), columns 10 apart, each centred in the 200 pt height.
        #expect(collection.contentSize == CGSize(width: 16 + 8 * 100 + 7 * 10 + 16, height: 200))
        #expect(frame(collection, 3) == CGRect(x: 16 + 3 * 110, y: 25, width: 100, height: 150))
        // Items meeting 0..<390: columns start at 16, 126, 236, 346.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])

        collection.contentOffset = CGPoint(x: 400, y: 0)
        collection.layoutIfNeeded()
        // 400..<790 meets items 3 (346..<446) to 7 (786..<886).
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [3, 4, 5, 6, 7])
        for cell in collection.visibleCells {
            let indexPath = collection.indexPath(for: cell)!
            #expect(cell.frame == collection.layoutAttributesForItem(at: indexPath)?.frame)
            #expect(cell.contentView.frame.size == CGSize(width: 100, height: 150))
        }
    }

    @Test func reloadIsLazyAndUpdatesAreImmediate() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [6])
        collection.dataSource = source
        let log = Log<CGSize?>()
        let observation = collection.observe(\.contentSize, options: .new) { _, change in
            log.append(change.newValue)
        }
        collection.layoutIfNeeded()
        // 390 pt: 6 items per line (350 ≤ 390).
        #expect(log.values == [CGSize(width: 390, height: 50)])
        source.counts = [7]
        collection.reloadData()
        #expect(collection.contentSize.height == 50, "reloadData waits for the next layout, as on iOS")
        collection.layoutIfNeeded()
        #expect(collection.contentSize.height == 110)
        #expect(log.values.count == 2)

        source.counts = [13]
        collection.performBatchUpdates({
            collection.insertItems(at: (7..<13).map { IndexPath(item: $0, section: 0) })
        })
        #expect(collection.numberOfItems(inSection: 0) == 13)
        #expect(collection.contentSize.height == 170)
        source.counts = [5]
        collection.deleteItems(at: (5..<13).map { IndexPath(item: $0, section: 0) })
        #expect(collection.contentSize.height == 50)
        #expect(log.values.count == 4)
        withExtendedLifetime(observation) {}
    }

    @Test func registeredSubclassIsBuiltThroughItsInitAndReused() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 100),
            collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let source = ItemSource(counts: [60])
        source.identifier = "badge"
        collection.dataSource = source
        collection.layoutIfNeeded()
        let first = collection.visibleCells
        #expect(first.count == 12, "two lines of six meet the 100 pt window (0..<50, 60..<110)")
        #expect(first.allSatisfy { ($0 as? BadgeCell)?.badge.superview === $0.contentView })
        #expect(first.first?.reuseIdentifier == "badge")
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.layoutIfNeeded()
        #expect(
            Set(collection.visibleCells.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)),
            "the same twelve cells are reused further down")
    }

    @Test func tapSelectsTheItem() {
        let window = makeWindow()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let source = ItemSource(counts: [4])
        let delegate = SizingDelegate(sizes: [])
        collection.dataSource = source
        collection.delegate = delegate
        window.addSubview(collection)
        UISimulation.advance(by: 1.0 / 60)
        collection.cellForItem(at: IndexPath(item: 2, section: 0))!.simulateTap()
        #expect(delegate.selected == [IndexPath(item: 2, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }
}

/// Where the layout put an item, `.null` if nowhere.
@MainActor
private func frame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
}

/// A data source with an item count per section; plain cells unless a reuse identifier is set.
final class ItemSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var identifier = "plain"

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        if identifier == "plain" {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
        }
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// A flow-layout delegate with a size per item (the layout's size beyond the list) that records selection.
final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    private(set) var selected: [IndexPath] = []

    init(sizes: [CGSize]) {
        self.sizes = sizes
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.item < sizes.count ? sizes[indexPath.item] : CGSize(width: 50, height: 50)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A cell whose `init(frame:)` override adds a subview, the usual way to build collection cells.
final class BadgeCell: UICollectionViewCell {
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
