/// A control that runs an action when tapped, showing a title (and an image) per state.
///
/// A tap (a touch lifted inside) sends `.touchUpInside` and `.primaryActionTriggered`, the event
/// `init(type:primaryAction:)` registers its action for.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's built-in look.
    public enum ButtonType: Int, Sendable {
        /// No built-in look.
        case custom = 0
        /// The system's look: a tinted title.
        @available(iOS 7.0, *)
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// A button with a plus sign.
        case contactAdd = 5
        /// A close button.
        @available(iOS 13.0, *)
        case close = 7

        /// `.system` under its old name.
        @available(iOS, deprecated: 7.0, message: "Use UIButtonTypeSystem instead")
        public static var roundedRect: ButtonType { .system }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var storedButtonType = ButtonType.custom

    /// The button's built-in look.
    open var buttonType: UIButton.ButtonType { storedButtonType }

    /// A `.custom` button in `frame`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// A button of `buttonType` sending `primaryAction` when tapped, titled with the action's title.
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }

    /// The label showing `currentTitle`, made on first use.
    open var titleLabel: UILabel? { madeTitleLabel }

    private lazy var madeTitleLabel: UILabel? = {
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        label.textColor = currentTitleColor
        addSubview(label)
        return label
    }()

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title set for `state`, or the normal state's when none was set for it.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for `state`, or the normal state's; a system button's is its tint colour.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
            ?? (buttonType == .system ? tintColor : .white)
    }

    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    /// The image for `state`, or the normal state's.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    override open var isEnabled: Bool {
        didSet { updateTitle() }
    }

    override open var isSelected: Bool {
        didSet { updateTitle() }
    }

    override open var isHighlighted: Bool {
        didSet { updateTitle() }
    }

    /// A button is an accessibility element, as in UIKit.
    override open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// A button reads its title unless given another label.
    override open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// A button's traits: `.button`, and `.notEnabled` while disabled.
    override open var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityAttributes.traits ?? .button).union(isEnabled ? [] : .notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// The title's size (stand-in choice: no content insets; UIKit's depend on the button's configuration).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        titleLabel?.sizeThatFits(size) ?? .zero
    }

    override open var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = bounds
    }

    override func finishTouch(inside touchInside: Bool) -> UIControl.Event {
        touchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
    }

    private func updateTitle() {
        guard let label = titleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
        setNeedsLayout()
    }
}
