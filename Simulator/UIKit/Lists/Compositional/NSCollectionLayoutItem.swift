/// The smallest element of a compositional layout: one cell of the size it asks for, inside its group.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    private let size: NSCollectionLayoutSize

    init(size: NSCollectionLayoutSize) {
        self.size = size
        super.init()
    }

    /// An item of `layoutSize`, whose fractions are of its group's size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize)
    }

    /// The item's size; fractional dimensions are fractions of its container (its group, or a section's group of
    /// the section's width).
    open var layoutSize: NSCollectionLayoutSize { size }

    /// Space inside the item's area around its cell: the item takes its full size in the group; the cell is
    /// smaller by these insets.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// The frames of the cells this element places in a `frame` it fills, left to right and top to bottom: one for
    /// an item, its subitems' for a group.
    func cellFrames(in frame: CGRect) -> [CGRect] {
        [frame.inset(by: contentInsets)]
    }
}

/// The space between a group's subitems: fixed, or flexible (at least that much, as in UIKit).
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    private let points: CGFloat
    private let flexible: Bool

    init(spacing: CGFloat, isFlexible: Bool) {
        points = spacing.isFinite ? max(0, spacing) : 0
        flexible = isFlexible
        super.init()
    }

    /// The points between two subitems (bad input, negative or not finite, counts as 0).
    open var spacing: CGFloat { points }

    /// Whether the spacing may grow. The stand-in lays out the minimum (stand-in choice).
    open var isFlexible: Bool { flexible }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> Self {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexible: false).asSelf()
    }

    /// At least `flexibleSpacing` points.
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexible: true).asSelf()
    }

    /// Whether the spacing is exactly `spacing`.
    open var isFixed: Bool { !flexible }

    private func asSelf<T: NSCollectionLayoutSpacing>() -> T {
        guard let spacing = self as? T else { fatalError("NSCollectionLayoutSpacing: \(T.self) is a subclass") }
        return spacing
    }
}

/// Items (or groups) side by side, `horizontal`, or stacked, `vertical`, in an area of the group's size. A section
/// repeats its group until its items are placed.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private let subitemList: [NSCollectionLayoutItem]
    private let isHorizontal: Bool
    /// For a repeated subitem, how many share the group's length equally; nil when each takes its own size.
    private let repeatCount: Int?

    init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, repeatCount: Int?) {
        subitemList = subitems
        isHorizontal = horizontal
        self.repeatCount = repeatCount
        super.init(size: size)
    }

    /// Subitems side by side, each of its own width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, horizontal: true, repeatCount: nil).asSelf()
    }

    /// `count` copies of `subitem` side by side, sharing the group's width (less the spacing) equally.
    @available(iOS 16.0, *)
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], horizontal: true, repeatCount: max(1, count))
            .asSelf()
    }

    /// Subitems stacked top to bottom, each of its own height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, horizontal: false, repeatCount: nil).asSelf()
    }

    /// `count` copies of `subitem` stacked, sharing the group's height (less the spacing) equally.
    @available(iOS 16.0, *)
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], horizontal: false, repeatCount: max(1, count))
            .asSelf()
    }

    /// The group's subitems.
    open var subitems: [NSCollectionLayoutItem] { subitemList }

    /// The space between subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// Each subitem's cells in turn, subitems placed along the group's axis from its leading or top edge.
    override func cellFrames(in frame: CGRect) -> [CGRect] {
        let area = frame.inset(by: contentInsets)
        let spacing = interItemSpacing?.spacing ?? 0
        let placed: [(NSCollectionLayoutItem, CGSize)]
        if let repeatCount, let subitem = subitemList.first {
            let length =
                ((isHorizontal ? area.width : area.height) - spacing * CGFloat(repeatCount - 1))
                / CGFloat(repeatCount)
            let size = subitem.layoutSize.resolved(in: area.size)
            let shared =
                isHorizontal
                ? CGSize(width: max(0, length), height: size.height) : CGSize(width: size.width, height: max(0, length))
            placed = Array(repeating: (subitem, shared), count: repeatCount)
        } else {
            placed = subitemList.map { ($0, $0.layoutSize.resolved(in: area.size)) }
        }
        var cursor = isHorizontal ? area.minX : area.minY
        var frames: [CGRect] = []
        for (subitem, size) in placed {
            let origin = isHorizontal ? CGPoint(x: cursor, y: area.minY) : CGPoint(x: area.minX, y: cursor)
            frames += subitem.cellFrames(in: CGRect(origin: origin, size: size))
            cursor += (isHorizontal ? size.width : size.height) + spacing
        }
        return frames
    }

    private func asSelf<T: NSCollectionLayoutGroup>() -> T {
        guard let group = self as? T else { fatalError("NSCollectionLayoutGroup: \(T.self) is a subclass") }
        return group
    }
}
