/// A control that flips between on and off when tapped.
///
/// A tap flips `isOn` and sends `.valueChanged` and `.primaryActionTriggered`; setting `isOn` or calling
/// `setOn(_:animated:)` from code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// A switch's size on iPhone; UIKit ignores the size of the frame a switch is given.
    static let fixedSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on.
    open var isOn = false

    /// The colour of the track while on.
    open var onTintColor: UIColor?

    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// An off switch at `frame`'s origin, 51 × 31 pt.
    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off; the stand-in draws no animation.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A switch is an accessibility element reading "1" or "0", as in UIKit.
    override open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override open var accessibilityValue: String? {
        get { accessibilityAttributes.value ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    override open var intrinsicContentSize: CGSize { Self.fixedSize }

    override func finishTouch(inside touchInside: Bool) -> UIControl.Event {
        guard touchInside else { return .touchUpOutside }
        isOn.toggle()
        return [.touchUpInside, .valueChanged, .primaryActionTriggered]
    }
}
