/// Decides where a collection view's items go. Subclass it, or use `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` after the layout was invalidated (by `invalidateLayout()`, a reload, an
/// update, or a bounds change the layout asks for), then reads `collectionViewContentSize` into its `contentSize`
/// and asks `layoutAttributesForElements(in:)` for the items meeting its bounds.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, Sendable {
    weak var attachedCollectionView: UICollectionView?

    /// A layout not yet used by a collection view.
    override public init() {
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so this is a fresh layout.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view using this layout.
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// Computes the layout; called before the collection view reads it. The default does nothing.
    open func prepare() {}

    /// Whether a collection view laid out in the direction opposite to ``developmentLayoutDirection`` shows the
    /// layout mirrored (x ↦ content width − x). `false` unless overridden; the flow layout says `true`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for; left to right unless overridden.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the frames this layout computes are shown mirrored in its collection view now.
    var showsMirrored: Bool {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView else { return false }
        return collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// Marks the layout stale: the collection view prepares it again at its next layout.
    open func invalidateLayout() {
        attachedCollectionView?.layoutDidInvalidate()
    }

    /// The size of all content; the default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements meeting `rect`; the default has none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item; the default has none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the supplementary view of `elementKind` at `indexPath` goes; nil by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether the collection view's new bounds need a new layout; the default says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The sections that scroll sideways on their own, each in a scroll view of the collection view; none unless a
    /// compositional layout has orthogonal sections.
    var orthogonalBands: [OrthogonalBand] { [] }
}
