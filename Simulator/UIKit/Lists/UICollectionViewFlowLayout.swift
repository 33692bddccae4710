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
    /// Each section's header and footer where they rest, and the section's extent along the scroll direction.
    private var sectionFrames: [FlowSectionFrames] = []
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

    /// Whether section headers stay at the top (leading edge) of the visible area while their section is in view,
    /// as a plain table's do: they stop at `contentOffset + adjustedContentInset` and are pushed away by the end of
    /// their section.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// Whether section footers stay at the bottom (trailing edge) of the visible area while their section is in
    /// view.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// Places every item of every section; the collection view calls it when the layout is stale.
    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            (itemAttributes, sectionFrames, contentSize, preparedBoundsSize) = ([], [], .zero, nil)
            return
        }
        preparedBoundsSize = collectionView.bounds.size
        let metrics = FlowMetrics(layout: self, collectionView: collectionView)
        var main: CGFloat = 0
        sectionFrames = []
        itemAttributes = (0..<collectionView.numberOfSections).map { section in
            let (items, frames) = metrics.layOut(section: section, startingAt: &main)
            sectionFrames.append(frames)
            return items
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

    /// The prepared items, and the section headers and footers where they are now, whose frames meet `rect`.
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = itemAttributes.joined().filter { $0.frame.intersects(rect) }
        for section in sectionFrames.indices {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                let indexPath = IndexPath(item: 0, section: section)
                if let view = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
                    view.frame.intersects(rect)
                {
                    found.append(view)
                }
            }
        }
        return found
    }

    /// A section's header or footer (index path `[section, 0]`); nil when its reference size is zero. A pinned
    /// one is placed against the visible area the collection view shows now.
    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sectionFrames.indices.contains(indexPath.section) else { return nil }
        let frames = sectionFrames[indexPath.section]
        let isHeader = elementKind == UICollectionView.elementKindSectionHeader
        guard isHeader || elementKind == UICollectionView.elementKindSectionFooter,
            var frame = isHeader ? frames.header : frames.footer
        else { return nil }
        let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        if pins, let area = collectionView?.visibleAreaForPinning {
            frame = frames.pinned(frame, isHeader: isHeader, within: area, vertical: scrollDirection == .vertical)
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = pins ? 1024 : 10
        return attributes
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

    /// Places one section's items from `main` on and advances `main` past the section's footer; also gives where
    /// the header and footer rest.
    func layOut(
        section: Int, startingAt main: inout CGFloat
    ) -> ([UICollectionViewLayoutAttributes], FlowSectionFrames) {
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

        let sectionStart = main
        let headerLength = isVertical ? header.height : header.width
        main += headerLength + mainStart
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
        main += mainEnd
        let footerLength = isVertical ? footer.height : footer.width
        let footerStart = main
        main += footerLength
        let frames = FlowSectionFrames(
            header: headerLength > 0 ? band(at: sectionStart, length: headerLength) : nil,
            footer: footerLength > 0 ? band(at: footerStart, length: footerLength) : nil,
            start: sectionStart, end: main)
        return (attributes, frames)
    }

    /// A header or footer: the whole cross extent, `length` long from `main` on.
    private func band(at main: CGFloat, length: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: 0, y: main, width: crossExtent, height: length)
            : CGRect(x: main, y: 0, width: length, height: crossExtent)
    }

    private func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    private func mainLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
}

/// Where a flow section's header and footer rest, and the section's extent along the scroll direction.
struct FlowSectionFrames {
    var header: CGRect?
    var footer: CGRect?
    var start: CGFloat
    var end: CGFloat

    /// `frame` (the header or the footer) pinned to the visible area `area`: a header at its leading edge, no
    /// earlier than its resting place and pushed away by the end of the section; a footer at its trailing edge,
    /// no later than its resting place and no earlier than the section's start (after the header).
    func pinned(_ frame: CGRect, isHeader: Bool, within area: CGRect, vertical: Bool) -> CGRect {
        let length = vertical ? frame.height : frame.width
        let rest = vertical ? frame.minY : frame.minX
        let main: CGFloat
        if isHeader {
            let leading = vertical ? area.minY : area.minX
            main = max(rest, min(leading, end - length))
        } else {
            let trailing = vertical ? area.maxY : area.maxX
            let headerLength = header.map { vertical ? $0.height : $0.width } ?? 0
            main = min(rest, max(trailing - length, start + headerLength))
        }
        var pinned = frame
        if vertical { pinned.origin.y = main } else { pinned.origin.x = main }
        return pinned
    }
}
