/// One row of a table: a view with a `contentView` for the app's subviews, recycled by its `reuseIdentifier`.
///
/// `textLabel`, `detailTextLabel` and `imageView` are created on first use and laid out per `CellStyle`: the
/// image at the leading edge, the text beside it, the detail label beneath (`.subtitle`) or at the trailing
/// edge (`.value1`, `.value2`), with a 16 pt margin (stand-in choice; UIKit's exact metrics are undocumented).
@preconcurrency @MainActor
open class UITableViewCell: UIView, ReusableCell {
    /// The built-in arrangements of text and image.
    public enum CellStyle: Int, @unchecked Sendable {
        /// A text label and an optional image at the leading edge.
        case `default` = 0
        /// A text label at the leading edge and a detail label at the trailing edge.
        case value1 = 1
        /// A small blue label followed by a detail label.
        case value2 = 2
        /// A text label with a detail label beneath it.
        case subtitle = 3
    }

    /// How a selected cell is highlighted.
    public enum SelectionStyle: Int, @unchecked Sendable {
        /// No highlight.
        case none = 0
        /// A blue highlight (grey since iOS 7).
        case blue = 1
        /// A grey highlight.
        case gray = 2
        /// The system highlight (grey).
        case `default` = 3
    }

    /// The standard control at the trailing edge of a cell.
    public enum AccessoryType: Int, @unchecked Sendable {
        /// No accessory.
        case none = 0
        /// A chevron: selecting the row shows more.
        case disclosureIndicator = 1
        /// An information button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An information button.
        case detailButton = 4
    }

    private let storedReuseIdentifier: String?
    private var storedIsSelected = false
    private var storedIsEditing = false
    private let style: CellStyle
    private var builtInTextLabel: UILabel?
    private var builtInDetailTextLabel: UILabel?
    private var builtInImageView: UIImageView?

    /// Creates a cell; a table creates registered cell classes with `.default` and their reuse identifier.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        storedReuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// Decoding from an archive: the stand-in has no nibs, so this is a `.default` cell without identifier.
    public required init?(coder: NSCoder) {
        style = .default
        storedReuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A `.default` cell without reuse identifier in `frame`; what `UITableViewCell()` makes on iOS too.
    override public convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table creates a registered class: through `init(style:reuseIdentifier:)`, so a subclass's override
    /// of it runs, as it does on iOS. Stand-in plumbing (Swift can only call `required` initializers on a class
    /// object); a subclass inherits it as long as it overrides all designated initializers, or none.
    @_spi(StandIn)
    public required convenience init(standInReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The view to add the cell's content to; it fills the cell.
    open private(set) var contentView: UIView

    /// The cell's main text label, created on first use.
    open var textLabel: UILabel? {
        if builtInTextLabel == nil { builtInTextLabel = addBuiltIn(UILabel(), to: contentView) }
        return builtInTextLabel
    }

    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles; `nil` for `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let builtInDetailTextLabel { return builtInDetailTextLabel }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = .secondaryLabel
        builtInDetailTextLabel = addBuiltIn(label, to: contentView)
        return label
    }

    /// The image at the leading edge, created on first use.
    open var imageView: UIImageView? {
        if builtInImageView == nil { builtInImageView = addBuiltIn(UIImageView(), to: contentView) }
        return builtInImageView
    }

    /// The identifier the cell is queued under when it leaves the screen; nil cells are not reused.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called when a table hands this cell out again; reset state here. The default does nothing.
    open func prepareForReuse() {}

    /// Stored only: the stand-in draws no selection highlight (stand-in choice).
    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    /// Stored only: the stand-in draws no accessory and keeps the content view full width (stand-in choice).
    open var accessoryType: UITableViewCell.AccessoryType = .none

    /// Whether the cell's row is selected; the table sets it when the user taps the row.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell; override to change its appearance.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedIsSelected = selected
    }

    /// Whether the cell is in editing mode; its table sets it. Setting it calls `setEditing(_:animated:)` without
    /// animation, as UIKit's setter does.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; override to change the cell's look. Stand-in choice: the stand-in draws no
    /// insertion, deletion or reordering controls, so the mode is recorded only.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
    }

    /// The standard row height, 44 pt, at the width offered: what a self-sizing row (`automaticDimension`) gets
    /// from a cell that does not size itself, as UIKit falls back to the standard height for a cell whose
    /// content gives none. Override to size the cell from its content.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }

    /// Keeps `contentView` filling the cell and places the built-in image and labels.
    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        layoutBuiltInViews()
    }

    private func layoutBuiltInViews() {
        let margin: CGFloat = 16
        let bounds = contentView.bounds
        var leading = margin
        if let image = builtInImageView?.image {
            builtInImageView?.frame = CGRect(
                x: margin, y: (bounds.height - image.size.height) / 2,
                width: image.size.width, height: image.size.height)
            leading += image.size.width + margin
        }
        let width = max(0, bounds.width - leading - margin)
        switch style {
        case .subtitle:
            let half = bounds.height / 2
            builtInTextLabel?.frame = CGRect(x: leading, y: 4, width: width, height: half - 4)
            builtInDetailTextLabel?.frame = CGRect(x: leading, y: half, width: width, height: half - 4)
        case .value1, .value2:
            builtInTextLabel?.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
            builtInDetailTextLabel?.textAlignment = .right
            builtInDetailTextLabel?.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        case .default:
            builtInTextLabel?.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        }
    }
}
