/// The bar at the bottom of a tab bar controller, above the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Whether the bar lets the content show through (and so extends the content under itself); `true` by default.
    open var isTranslucent = true {
        didSet {
            paintBackground()
            tabBarController?.tabBarSettingsDidChange()
        }
    }

    /// The tab bar controller that owns the bar.
    weak var tabBarController: UITabBarController?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        paintBackground()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the bar starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        paintBackground()
    }

    /// Stand-in choice for drawing, as the navigation bar's: a light background, slightly see-through when
    /// translucent.
    private func paintBackground() {
        backgroundColor = UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1)
    }
}
