/// Where a layout puts one element of a collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, Sendable {
    /// Attributes with a zero frame and an empty index path.
    override public init() {
        indexPath = IndexPath()
        super.init()
    }

    /// Attributes for the cell of an item.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` (a section header or footer, say) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storedElementKind = elementKind
    }

    private var storedElementKind: String?

    /// The kind of supplementary view these attributes place; nil for a cell.
    open var representedElementKind: String? { storedElementKind }

    /// Whether these attributes place a cell or a supplementary view.
    open var representedElementCategory: UICollectionView.ElementCategory {
        storedElementKind == nil ? .cell : .supplementaryView
    }

    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero

    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`; setting it resizes about the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The item these attributes place.
    open var indexPath: IndexPath
    /// Stored only: the stand-in shows cells at their own alpha (stand-in choice).
    open var alpha: CGFloat = 1
    /// Stored only: cells are stacked in the order they appear, supplementary views above them (stand-in choice).
    open var zIndex = 0
    /// A hidden element gets no cell.
    open var isHidden = false
}
