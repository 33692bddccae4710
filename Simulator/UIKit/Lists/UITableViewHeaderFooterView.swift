/// A section header or footer of a table: a view with a `contentView` for the app's subviews, recycled by its
/// `reuseIdentifier` like a cell. A table shows one for each section whose data source gives a title.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView, ReusableCell {
    private let storedReuseIdentifier: String?
    private var builtInTextLabel: UILabel?

    /// Creates a header or footer view that a table may reuse under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Decoding from an archive: the stand-in has no nibs, so this is a view without reuse identifier.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view without reuse identifier in `frame`.
    override public convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table creates a registered class: through `init(reuseIdentifier:)`, so a subclass's override runs,
    /// as on iOS. Stand-in plumbing (Swift can only call `required` initializers on a class object).
    @_spi(StandIn)
    public required convenience init(standInReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// The view to add the header's content to; it fills the header.
    open private(set) var contentView: UIView

    /// The header's title label, created on first use; a table puts a section's title here.
    open var textLabel: UILabel? {
        if builtInTextLabel == nil { builtInTextLabel = addBuiltIn(UILabel(), to: contentView) }
        return builtInTextLabel
    }

    /// The identifier the view is queued under when it leaves the screen; views without one are not reused.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called when a table hands this view out again; reset state here. The default does nothing.
    open func prepareForReuse() {}

    /// Keeps `contentView` filling the view and the title label inside a 16 pt margin (stand-in choice).
    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        builtInTextLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
