/// The text size the user chose in Settings (Display & Text Size, or Accessibility's Larger Text).
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Comparable, @unchecked Sendable {
    /// UIKit's string for the category, for example "UICTContentSizeCategoryL".
    public let rawValue: String

    /// The category named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preference: inherit the environment's category.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size without the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5: the largest size.
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the text size; `userInfo[newValueUserInfoKey]` holds the new category.
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of `didChangeNotification` holding the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Every category from smallest to largest, `unspecified` left out.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The place in `ordered`; `nil` for `unspecified` and unknown names.
    var sizeIndex: Int? { Self.ordered.firstIndex(of: self) }

    /// Whether this is one of the five accessibility sizes (AX1…AX5).
    public var isAccessibilityCategory: Bool {
        (sizeIndex ?? 0) >= Self.ordered.firstIndex(of: .accessibilityMedium)!
    }

    /// Whether `left` is a smaller text size than `right`. `unspecified` is smaller than every size (stand-in
    /// choice; Apple documents no order for it).
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.sizeIndex ?? -1) < (right.sizeIndex ?? -1)
    }

    /// Whether `left` is a smaller text size than `right` or the same.
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        !(right < left)
    }

    /// Whether `left` is a larger text size than `right`.
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        right < left
    }

    /// Whether `left` is a larger text size than `right` or the same.
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        !(left < right)
    }
}

/// An object whose fonts follow the user's text size: labels, text fields, text views.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the object updates its font when the text size changes. Only fonts from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` know how to follow.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UISimulation {
    /// The text size the user chose on the simulated device; `.large` after `reset()`. Setting a new size
    /// redraws the labels on screen (those that adjust show their font at the new size) and posts
    /// `UIContentSizeCategory.didChangeNotification`, as changing it in Settings does. `.unspecified` is
    /// ignored (stand-in choice: a device always has a size). Linux-only test API.
    public static var preferredContentSizeCategory: UIContentSizeCategory {
        get { DeviceSettings.contentSizeCategory }
        set {
            guard newValue != DeviceSettings.contentSizeCategory, newValue.sizeIndex != nil else { return }
            DeviceSettings.contentSizeCategory = newValue
            for window in FrameScheduler.shared.visibleWindows { redrawLabels(in: window) }
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }

    private static func redrawLabels(in view: UIView) {
        if let label = view as? UILabel, label.adjustsFontForContentSizeCategory { label.setNeedsDisplay() }
        view.subviews.forEach(redrawLabels)
    }
}
