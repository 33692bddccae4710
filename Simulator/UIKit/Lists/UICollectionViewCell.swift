/// A view a collection view places and recycles: cells, and the base of supplementary views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView, ReusableCell {
    private var storedReuseIdentifier: String?

    /// Creates a view; registered classes are created through this initializer.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from an archive: the stand-in has no nibs, so this is an empty view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view creates a registered class: through `init(frame:)` (so a subclass's override runs),
    /// then the identifier is set, as on iOS. Stand-in plumbing (Swift can only call `required` initializers on
    /// a class object); a subclass inherits it as long as it overrides all designated initializers, or none.
    @_spi(StandIn)
    public required convenience init(standInReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        storedReuseIdentifier = identifier
    }

    /// The identifier the view was registered and is queued under.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called when the collection view hands this view out again; reset state here. The default does nothing.
    open func prepareForReuse() {}

    /// Called with the layout's attributes before the view is shown; the default does nothing, the frame is
    /// set by the collection view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// One item of a collection view, with a `contentView` for the app's subviews.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Creates a cell with an empty `contentView` filling it.
    override public init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Decoding from an archive: the stand-in has no nibs, so this is an empty cell.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The view to add the cell's content to; it fills the cell.
    open private(set) var contentView: UIView

    /// Whether the item is selected; the collection view sets it when the user taps the item.
    open var isSelected = false

    /// Whether a finger is on the item; the stand-in's taps do not highlight (stand-in choice).
    open var isHighlighted = false

    /// Keeps `contentView` filling the cell.
    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
