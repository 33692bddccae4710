/// The bar at the top of a navigation controller: a title row, and below it an optional large title and search
/// field. Its frame starts below the status bar and grows by the large title's stretch when the content is
/// pulled down.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the bar lets the content show through (and so extends the content under itself); `true` by
    /// default since iOS 7. An opaque bar ends the content of a child that does not ask for
    /// `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet { barSettingsDidChange() }
    }

    /// The navigation item on top of the bar: in a navigation controller's bar, the top view controller's. The
    /// stand-in's bars hold items only for their controller, so a bar of its own has none.
    open var topItem: UINavigationItem? { navigationController?.topViewController?.navigationItem }

    /// The item below the top one (whose title the back button shows); nil with fewer than two.
    open var backItem: UINavigationItem? {
        guard let stack = navigationController?.viewControllers, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }

    /// Whether items with `largeTitleDisplayMode` `.automatic` show their title large; `false` by default.
    @available(iOS 11.0, *)
    open var prefersLargeTitles = false {
        didSet { barSettingsDidChange() }
    }

    /// How the bar draws at the standard height; the default appearance at first. A copy of what is set is kept.
    /// Stand-in choice: the appearances are stored only (see `UIBarAppearance`).
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }
    /// How the bar draws at the compact height (a phone in landscape); `nil` uses `standardAppearance`.
    @available(iOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }
    /// How the bar draws while the content is scrolled to its top; `nil` uses a transparent background.
    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }
    /// How the compact bar draws while the content is scrolled to its top; `nil` uses `scrollEdgeAppearance`.
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    /// The bar's look before appearances; `.default` by default. Stored only: the stand-in draws the default bar.
    open var barStyle: UIBarStyle = .default
    /// The tint of the bar's background; `nil` by default. Stored only.
    open var barTintColor: UIColor?
    /// The attributes of the title; `nil` uses the system's. Stored only.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title; `nil` uses the system's. Stored only.
    @available(iOS 11.0, *)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// An image drawn in place of the hairline under the bar. Stored only.
    open var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the image drawn behind the bar at `barMetrics`. Stored only.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The image set for `barMetrics`, if any.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    private var storedStandardAppearance = UINavigationBarAppearance()
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The navigation controller that owns the bar.
    weak var navigationController: UINavigationController?

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from an archive: the stand-in has no nibs, so the bar starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar draws its material (the content under it, blurred and tinted) and its titles: see
    /// `navigationBarSVG(in:)`.
    override func svgContent(presentedBounds: CGRect) -> String {
        navigationBarSVG(in: presentedBounds)
    }

    private func barSettingsDidChange() {
        navigationController?.barSettingsDidChange()
    }
}
