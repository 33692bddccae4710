/// Makes the section at an index, knowing the container's size and traits; nil for a section the layout skips.
@available(iOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
    Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// Settings shared by a compositional layout's sections.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The main axis. The stand-in lays out vertically whatever this says (stand-in choice: horizontal
    /// compositional layouts are not modelled).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical

    /// The space between two sections.
    open var interSectionSpacing: CGFloat = 0
}

/// A layout built from sections of groups of items, each sized by fractions of its container or by points; a
/// section may instead scroll sideways on its own (`orthogonalScrollingBehavior`), as a nested scroll view inside
/// the collection view.
///
/// The stand-in lays out vertically, frames written left to right; estimated dimensions stay at their estimate.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var sections: [CompositionalSectionFrames] = []
    private var contentSize: CGSize = .zero
    /// The collection view's size the sections were laid out for.
    private var preparedSize: CGSize = .zero

    /// Every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section is `section`, with shared settings.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Sections made by `sectionProvider` each time the layout is prepared.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Sections made by `sectionProvider`, with shared settings.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so this layout makes no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// The shared settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    override open func prepare() {
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let size = collectionView.bounds.size
        preparedSize = size
        let environment = CompositionalLayoutEnvironment(
            contentSize: size, traitCollection: collectionView.traitCollection)
        var cursor: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { cursor += max(0, configuration.interSectionSpacing) }
            guard let section = sectionProvider(index, environment) else {
                sections.append(CompositionalSectionFrames(index: index, top: cursor))
                continue
            }
            let frames = CompositionalSectionFrames(
                index: index, section: section, items: collectionView.numberOfItems(inSection: index),
                top: cursor, container: size)
            sections.append(frames)
            cursor = frames.bottom
        }
        contentSize = CGSize(width: size.width, height: cursor)
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    /// Cells meeting `rect`; all the cells of an orthogonal section whose band meets it (the collection view
    /// shows those inside the band's scroll view); headers and footers meeting it, pinned ones where they float.
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for section in sections {
            let bandMeets = section.band.map { $0.frame.intersects(rect) } ?? false
            for (item, frame) in section.cells.enumerated() where bandMeets || frame.intersects(rect) {
                result.append(cellAttributes(frame, IndexPath(item: item, section: section.index)))
            }
            for supplementary in section.supplementaries.indices {
                let attributes = supplementaryAttributes(section, supplementary)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        return result
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let cells = sections[indexPath[0]].cells
        guard cells.indices.contains(indexPath[1]) else { return nil }
        return cellAttributes(cells[indexPath[1]], indexPath)
    }

    /// A section's header or footer of `elementKind`, at index path `[section, 0]`.
    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        guard let index = section.supplementaries.firstIndex(where: { $0.item.elementKind == elementKind }) else {
            return nil
        }
        return supplementaryAttributes(section, index)
    }

    /// A new width lays the sections out anew; scrolling does not (pinned views are placed when asked).
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    override var orthogonalBands: [OrthogonalBand] { sections.compactMap(\.band) }

    private func cellAttributes(_ frame: CGRect, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// Pinned items float at the edge of the visible area (as flow layout headers do); they are drawn above the
    /// others (stand-in choice: `zIndex` + 1024).
    private func supplementaryAttributes(_ section: CompositionalSectionFrames, _ index: Int)
        -> UICollectionViewLayoutAttributes
    {
        let (item, restingFrame) = section.supplementaries[index]
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section.index))
        var frame = restingFrame
        if item.pinToVisibleBounds, let area = collectionView?.visibleAreaForPinning {
            let edges = FlowSectionFrames(header: nil, footer: nil, start: section.top, end: section.bottom)
            frame = edges.pinned(frame, isHeader: item.alignment.isAbove, within: area, vertical: true)
        }
        attributes.frame = frame
        attributes.zIndex = item.zIndex + (item.pinToVisibleBounds ? 1024 : 0)
        return attributes
    }
}

/// Where one compositional section's headers, cells and footers rest, and its band when it scrolls sideways.
@MainActor
struct CompositionalSectionFrames {
    let index: Int
    let top: CGFloat
    private(set) var bottom: CGFloat
    private(set) var cells: [CGRect] = []
    private(set) var supplementaries: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
    private(set) var band: OrthogonalBand?

    /// A section the provider skipped: empty.
    init(index: Int, top: CGFloat) {
        self.index = index
        self.top = top
        bottom = top
    }

    /// Lays out `items` items of `section` from `top` down, in a collection view of `container` size: headers,
    /// the top inset, the groups (stacked, or in one sideways row), the bottom inset, footers. Supplementary items
    /// follow the section's leading and trailing insets, as UIKit's `supplementariesFollowContentInsets` default.
    init(index: Int, section: NSCollectionLayoutSection, items: Int, top: CGFloat, container: CGSize) {
        self.init(index: index, top: top)
        let insets = section.contentInsets
        let width = max(0, container.width - insets.leading - insets.trailing)
        let area = CGSize(width: width, height: container.height)
        var cursor = top
        let headers = section.boundarySupplementaryItems.filter(\.alignment.isAbove)
        let footers = section.boundarySupplementaryItems.filter { !$0.alignment.isAbove }
        for header in headers {
            let size = header.layoutSize.resolved(in: area)
            supplementaries.append(
                (header, CGRect(x: insets.leading, y: cursor, width: size.width, height: size.height)))
            cursor += size.height
        }
        cursor += insets.top
        let groupSize = section.group.layoutSize.resolved(in: area)
        let template = section.group.cellFrames(in: CGRect(origin: .zero, size: groupSize))
        let spacing = section.interGroupSpacing.isFinite ? max(0, section.interGroupSpacing) : 0
        if !template.isEmpty, items > 0 {
            let groups = (items + template.count - 1) / template.count
            let sideways = section.orthogonalScrollingBehavior != .none
            for item in 0..<items {
                let group = CGFloat(item / template.count)
                let origin =
                    sideways
                    ? CGPoint(x: insets.leading + group * (groupSize.width + spacing), y: cursor)
                    : CGPoint(x: insets.leading, y: cursor + group * (groupSize.height + spacing))
                cells.append(template[item % template.count].offsetBy(dx: origin.x, dy: origin.y))
            }
            let count = CGFloat(groups)
            if sideways {
                let contentWidth =
                    insets.leading + count * groupSize.width + (count - 1) * spacing + insets.trailing
                band = OrthogonalBand(
                    section: index, frame: CGRect(x: 0, y: cursor, width: container.width, height: groupSize.height),
                    contentWidth: contentWidth, behavior: section.orthogonalScrollingBehavior)
                cursor += groupSize.height
            } else {
                cursor += count * groupSize.height + (count - 1) * spacing
            }
        }
        cursor += insets.bottom
        for footer in footers {
            let size = footer.layoutSize.resolved(in: area)
            supplementaries.append(
                (footer, CGRect(x: insets.leading, y: cursor, width: size.width, height: size.height)))
            cursor += size.height
        }
        bottom = cursor
    }
}
