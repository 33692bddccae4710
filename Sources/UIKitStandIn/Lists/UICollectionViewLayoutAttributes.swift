/// Where a layout puts one element of a collection view.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    override public init() {
        indexPath = IndexPath()
        super.init()
    }

    /// Attributes for the cell of an item.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                             width: newValue.width, height: newValue.height) }
    }

    open var indexPath: IndexPath
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
}
