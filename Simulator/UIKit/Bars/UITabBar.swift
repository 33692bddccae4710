/// The bar at the bottom of a tab bar controller, above the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Whether the bar lets the content show through (and so extends the content under itself); `true` by default.
    open var isTranslucent = true {
        didSet { tabBarController?.tabBarSettingsDidChange() }
    }

    /// The tab bar controller that owns the bar.
    weak var tabBarController: UITabBarController?

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from an archive: the stand-in has no nibs, so the bar starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar draws its material (the content under it, blurred and tinted) and its items: see `tabBarSVG(in:)`.
    override func svgContent(presentedBounds: CGRect) -> String {
        tabBarSVG(in: presentedBounds)
    }
}
