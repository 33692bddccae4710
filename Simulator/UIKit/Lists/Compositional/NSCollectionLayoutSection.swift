/// How a compositional layout's section scrolls across the layout's main axis.
@available(iOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
    /// The section lays its groups out along the main axis and scrolls with the layout.
    case none = 0
    /// The groups sit in one row that scrolls sideways on its own.
    case continuous = 1
    /// As `continuous`, coming to rest at a group's leading edge (the stand-in rests anywhere: stand-in choice).
    case continuousGroupLeadingBoundary = 2
    /// As `continuous`, paging by the section's width.
    case paging = 3
    /// As `continuous`, a group at a time (the stand-in pages by the section's width: stand-in choice).
    case groupPaging = 4
    /// As `groupPaging`, groups centred (the stand-in pages by the section's width: stand-in choice).
    case groupPagingCentered = 5
}

/// Where a boundary supplementary item sits against its section.
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8

    /// Whether the item goes before the section's items in a vertical layout (after them otherwise). The stand-in
    /// places every alignment above or below the section (stand-in choice: leading and trailing items are not
    /// modelled).
    var isAbove: Bool { self == .top || self == .topLeading || self == .topTrailing || self == .none }
}

/// A view the data source supplies for a compositional layout, of an element kind the app names.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    private let kind: String

    init(size: NSCollectionLayoutSize, elementKind: String) {
        kind = elementKind
        super.init(size: size)
    }

    /// The kind the data source is asked for.
    open var elementKind: String { kind }

    /// The view's stacking order (views with a higher `zIndex` are above).
    open var zIndex = 0
}

/// A header or footer of a section: a supplementary view above or below the section's items.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    private let itemAlignment: NSRectAlignment

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        itemAlignment = alignment
        super.init(size: size, elementKind: elementKind)
    }

    /// A header (`alignment` `.top`) or footer (`.bottom`) of `layoutSize`, fractions of the section's width.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment)
    }

    /// Where the item sits against its section.
    open var alignment: NSRectAlignment { itemAlignment }

    /// Whether the item floats at the edge of the visible area while its section is in view, as a plain table's
    /// section headers do (default false).
    open var pinToVisibleBounds = false
}

/// A section of a compositional layout: its group repeated until the section's items are placed, along the main
/// axis, or in a row that scrolls sideways on its own (`orthogonalScrollingBehavior`).
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    private let sectionGroup: NSCollectionLayoutGroup

    init(sectionGroup: NSCollectionLayoutGroup) {
        self.sectionGroup = sectionGroup
        super.init()
    }

    /// A section that repeats `group`.
    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(sectionGroup: group)
    }

    /// The group the section repeats.
    var group: NSCollectionLayoutGroup { sectionGroup }

    /// Space around the section's groups (inside its headers and footers).
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// The space between two groups.
    open var interGroupSpacing: CGFloat = 0

    /// Whether (and how) the section scrolls sideways on its own; `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}
