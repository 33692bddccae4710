/// Lays items out in lines: along the cross axis until the line is full, then the next line further along the
/// scroll direction. Each section adds its header, its insets and its footer.
///
/// Within a line, as UIKit's flow layout does, items are spread so the first touches the leading inset and the
/// last the trailing one (`minimumInteritemSpacing` is only the least gap), a line of one item is centred, and
/// items shorter than the line are centred in it. The cross extent is the collection view's bounds minus its
/// adjusted content insets on that axis.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero
    private var preparedBoundsSize: CGSize?

    /// A vertical layout of 50 × 50 items, 10 pt apart, without insets, headers or footers.
    override public init() {
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so this has the default values.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The least distance between lines (rows when vertical, columns when horizontal).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The least distance between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The size of every item, unless the delegate's `sizeForItemAt` says otherwise.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// Stored only: the stand-in does not self-size cells (stand-in choice).
    open var estimatedItemSize: CGSize = .zero

    /// The direction the content scrolls; lines run across it.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    /// Room for each section's header: its height counts when vertical, its width when horizontal.
    /// The stand-in reserves the room but shows no header view (stand-in choice).
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// Room for each section's footer, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// Margins around each section's items, inside its header and footer.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// Places every item of every section; the collection view calls it when the layout is stale.
    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            (itemAttributes, contentSize, preparedBoundsSize) = ([], .zero, nil)
            return
        }
        preparedBoundsSize = collectionView.bounds.size
        let metrics = FlowMetrics(layout: self, collectionView: collectionView)
        var main: CGFloat = 0
        itemAttributes = (0..<collectionView.numberOfSections).map { section in
            metrics.layOut(section: section, startingAt: &main)
        }
        contentSize = metrics.contentSize(mainLength: main)
        // Stand-in choice: UIKit mirrors any flipping layout's attributes inside the collection view; the stand-in
        // ships one layout, so the flow layout mirrors its own frames. The content size and the scroll view's
        // coordinates stay as they are: only the items trade places.
        if showsMirrored {
            for item in itemAttributes.joined() { item.frame.origin.x = contentSize.width - item.frame.maxX }
        }
    }

    /// A right-to-left collection view shows the flow mirrored: the first item at the right.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The extent of the prepared lines: the cross extent by the length along the scroll direction.
    override open var collectionViewContentSize: CGSize { contentSize }

    /// The prepared items whose frames meet `rect`.
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        itemAttributes.joined().filter { $0.frame.intersects(rect) }
    }

    /// The prepared attributes of one item; nil outside the data.
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, itemAttributes.indices.contains(indexPath.section),
            itemAttributes[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    /// A new size needs new lines; scrolling (a new origin) does not.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }
}

/// The sizes one flow-layout pass works with, read from the layout and its delegate, in scroll-axis terms:
/// "main" runs along `scrollDirection`, "cross" across it.
@MainActor
private struct FlowMetrics {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let delegate: (any UICollectionViewDelegateFlowLayout)?
    let isVertical: Bool
    let crossExtent: CGFloat

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        isVertical = layout.scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        crossExtent = max(
            0,
            isVertical
                ? bounds.width - inset.left - inset.right
                : bounds.height - inset.top - inset.bottom)
    }

    func contentSize(mainLength: CGFloat) -> CGSize {
        isVertical ? CGSize(width: crossExtent, height: mainLength) : CGSize(width: mainLength, height: crossExtent)
    }

    /// Places one section's items from `main` on and advances `main` past the section's footer.
    func layOut(section: Int, startingAt main: inout CGFloat) -> [UICollectionViewLayoutAttributes] {
        let inset =
            delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
            ?? layout.sectionInset
        let lineSpacing =
            delegate?.collectionView(
                collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
        let itemSpacing =
            delegate?.collectionView(
                collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let header =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            ?? layout.headerReferenceSize
        let footer =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
            ?? layout.footerReferenceSize
        let (mainStart, mainEnd, crossStart, crossEnd) =
            isVertical
            ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
        let available = crossExtent - crossStart - crossEnd

        main += (isVertical ? header.height : header.width) + mainStart
        let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let indexPath = IndexPath(item: item, section: section)
            return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        }
        var attributes: [UICollectionViewLayoutAttributes] = []
        var first = 0
        while first < sizes.count {
            // Fill the line: the first item always fits, the next ones while they and the gaps fit.
            var end = first + 1
            var used = cross(sizes[first])
            while end < sizes.count, used + itemSpacing + cross(sizes[end]) <= available {
                used += itemSpacing + cross(sizes[end])
                end += 1
            }
            let line = sizes[first..<end]
            let thickness = line.map(mainLength).max() ?? 0
            let count = line.count
            let gap = count > 1 ? (available - line.map(cross).reduce(0, +)) / CGFloat(count - 1) : 0
            var position = count > 1 ? crossStart : crossStart + (available - cross(line[first])) / 2
            for (offset, size) in zip(line.indices, line) {
                let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: offset, section: section))
                let itemMain = main + (thickness - mainLength(size)) / 2
                item.frame =
                    isVertical
                    ? CGRect(x: position, y: itemMain, width: size.width, height: size.height)
                    : CGRect(x: itemMain, y: position, width: size.width, height: size.height)
                attributes.append(item)
                position += cross(size) + gap
            }
            main += thickness
            first = end
            if first < sizes.count { main += lineSpacing }
        }
        main += mainEnd + (isVertical ? footer.height : footer.width)
        return attributes
    }

    private func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    private func mainLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
}
