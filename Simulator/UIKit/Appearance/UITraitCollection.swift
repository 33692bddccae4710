/// The light or dark appearance a view is drawn in.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No preference: inherited, and light when nothing says otherwise.
    case unspecified = 0
    /// Dark content on light backgrounds.
    case light = 1
    /// Light content on dark backgrounds.
    case dark = 2
}

/// The direction a view lays out its content in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right, as English.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = 1
}

/// The layout direction a view's content asks for; `effectiveUserInterfaceLayoutDirection` resolves it.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the application's direction (`UIApplication.shared.userInterfaceLayoutDirection`).
    case unspecified = 0
    /// Playback controls, which UIKit never flips: left to right.
    case playback = 1
    /// Controls for a physical direction, which UIKit never flips: left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction in which a view lays out its content for the user.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The environment a view is drawn in: appearance, layout direction, scale.
///
/// The stand-in carries the traits the components depend on. `UITraitCollection.current` is the collection
/// dynamic colours resolve against when no other is given.
open class UITraitCollection: NSObject, @unchecked Sendable {
    private let storedUserInterfaceStyle: UIUserInterfaceStyle
    private let storedLayoutDirection: UITraitEnvironmentLayoutDirection
    private let storedDisplayScale: CGFloat
    private let storedContentSizeCategory: UIContentSizeCategory

    /// Light or dark appearance; `.unspecified` unless set.
    open var userInterfaceStyle: UIUserInterfaceStyle { storedUserInterfaceStyle }
    /// Left-to-right or right-to-left layout; `.unspecified` unless set.
    open var layoutDirection: UITraitEnvironmentLayoutDirection { storedLayoutDirection }
    /// Pixels per point; 0 (unspecified) unless set.
    open var displayScale: CGFloat { storedDisplayScale }
    /// The user's text size; `.unspecified` unless set. A view's collection carries the device's.
    open var preferredContentSizeCategory: UIContentSizeCategory { storedContentSizeCategory }

    /// A collection with every trait unspecified. Designated, as UIKit's is, so that subclasses can call it.
    override public init() {
        storedUserInterfaceStyle = .unspecified
        storedLayoutDirection = .unspecified
        storedDisplayScale = 0
        storedContentSizeCategory = .unspecified
        super.init()
    }

    /// A collection with only `userInterfaceStyle` specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, direction: .unspecified, scale: 0)
    }

    /// A collection with only `layoutDirection` specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, direction: layoutDirection, scale: 0)
    }

    /// A collection with only `displayScale` specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(style: .unspecified, direction: .unspecified, scale: scale)
    }

    /// A collection with only `preferredContentSizeCategory` specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, direction: .unspecified, scale: 0, category: preferredContentSizeCategory)
    }

    /// A collection holding every specified trait of `traitCollections`, later ones winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var scale: CGFloat = 0
        var category = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
        }
        self.init(style: style, direction: direction, scale: scale, category: category)
    }

    init(
        style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection, scale: CGFloat,
        category: UIContentSizeCategory = .unspecified
    ) {
        storedUserInterfaceStyle = style
        storedLayoutDirection = direction
        storedDisplayScale = scale
        storedContentSizeCategory = category
        super.init()
    }

    /// Per thread, as in UIKit: drawing on one thread never changes the traits another thread resolves against.
    private static let currentKey = "UITraitCollection.current"

    /// The traits of the drawing in progress on this thread; light, left-to-right, scale 3 and the device's
    /// text size outside any drawing.
    open class var current: UITraitCollection {
        get {
            Thread.current.threadDictionary[currentKey] as? UITraitCollection
                ?? UITraitCollection(
                    style: .light, direction: .leftToRight, scale: 3,
                    category: DeviceSettings.contentSizeCategory)
        }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && layoutDirection == other.layoutDirection
            && displayScale == other.displayScale && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    override open var hash: Int {
        userInterfaceStyle.rawValue &* 31 &+ layoutDirection.rawValue &* 7 &+ Int(displayScale)
    }
}
