/// The light or dark appearance a view is drawn in.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The direction a view lays out its content in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The layout direction a view's content asks for; `effectiveUserInteractionLayoutDirection` resolves it.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// The direction in which a view lays out its content for the user.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// The environment a view is drawn in: appearance, layout direction, scale.
///
/// The stand-in carries the traits the components depend on. `UITraitCollection.current` is the collection
/// dynamic colours resolve against when no other is given.
public class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let displayScale: CGFloat

    override public convenience init() {
        self.init(style: .unspecified, direction: .unspecified, scale: 0)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, direction: .unspecified, scale: 0)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, direction: layoutDirection, scale: 0)
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init(style: .unspecified, direction: .unspecified, scale: scale)
    }

    /// A collection holding every specified trait of `traitCollections`, later ones winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(style: style, direction: direction, scale: scale)
    }

    init(style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection, scale: CGFloat) {
        userInterfaceStyle = style
        layoutDirection = direction
        displayScale = scale
        super.init()
    }

    private nonisolated(unsafe) static var currentStorage = UITraitCollection(style: .light, direction: .leftToRight, scale: 3)

    /// The traits of the drawing in progress; light, left-to-right, scale 3 outside any drawing.
    public class var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && layoutDirection == other.layoutDirection
            && displayScale == other.displayScale
    }

    override public var hash: Int {
        userInterfaceStyle.rawValue &* 31 &+ layoutDirection.rawValue &* 7 &+ Int(displayScale)
    }
}
