/// The bar at the bottom of a tab bar controller, above the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Whether the bar lets the content show through (and so extends the content under itself); `true` by default.
    open var isTranslucent = true {
        didSet { tabBarController?.tabBarSettingsDidChange() }
    }

    /// The items of the bar, in order: a tab bar controller's bar shows its tabs' `tabBarItem`s.
    open var items: [UITabBarItem]? {
        get { tabBarController.map { $0.viewControllers?.map { $0.tabBarItem } } ?? storedItems }
        set { storedItems = newValue }
    }
    /// The item of the selected tab, if any.
    open var selectedItem: UITabBarItem? {
        get { tabBarController.map { $0.selectedViewController?.tabBarItem } ?? storedSelectedItem }
        set { storedSelectedItem = newValue }
    }
    /// How the bar draws; the default appearance at first. A copy of what is set is kept. Stand-in choice: the
    /// appearances are stored only (see `UIBarAppearance`).
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }
    /// How the bar draws while the content is scrolled to its bottom; `nil` uses a transparent background.
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The bar's look before appearances; `.default` by default. Stored only: the stand-in draws the default bar.
    open var barStyle: UIBarStyle = .default
    /// The tint of the bar's background; `nil` by default. Stored only.
    open var barTintColor: UIColor?
    /// The tint of the items that are not selected; `nil` uses the system's grey. Stored only.
    @available(iOS 10.0, *)
    open var unselectedItemTintColor: UIColor?
    /// An image drawn behind the bar. Stored only.
    open var backgroundImage: UIImage?
    /// An image drawn in place of the hairline above the bar. Stored only.
    open var shadowImage: UIImage?

    private var storedItems: [UITabBarItem]?
    /// Weak, as Apple's `selectedItem` is: the items array owns the items.
    private weak var storedSelectedItem: UITabBarItem?
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?

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
