extension UIFont {
    /// A role of text (body, footnote, headline…) whose size follows the user's text size (Dynamic Type).
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// UIKit's string for the style, for example "UICTFontTextStyleBody".
        public let rawValue: String

        /// The style named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

extension UIFont.TextStyle {
    /// The largest title, 34 pt at the default size.
    public static let largeTitle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title, 28 pt.
    public static let title1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title, 22 pt.
    public static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title, 20 pt.
    public static let title3 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading, semibold 17 pt.
    public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading, 15 pt.
    public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text, 17 pt.
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout, 16 pt.
    public static let callout = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote, 13 pt.
    public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption, 12 pt.
    public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A smaller caption, 11 pt.
    public static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The metrics that scale fonts and values as this style does.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}

/// How a font made by `preferredFont(forTextStyle:)` or `UIFontMetrics` follows the text size: it has the size
/// `size × style size now / style size at .large`, at most `maximumPointSize`.
struct DynamicTypeScaling: Hashable {
    let style: UIFont.TextStyle
    /// The font's size at the default text size (`.large`).
    let sizeAtLarge: CGFloat
    let maximumPointSize: CGFloat?

    func size(for category: UIContentSizeCategory) -> CGFloat {
        let scaled = sizeAtLarge * DynamicTypeSizes.of(style).scale(for: category)
        return maximumPointSize.map { min($0, scaled) } ?? scaled
    }
}

/// Apple's Dynamic Type sizes (points) of each text style, from extra small to AX5, as published in the Human
/// Interface Guidelines' typography tables for iOS.
struct DynamicTypeSizes {
    let sizes: [CGFloat]
    let weight: UIFont.Weight

    var sizeAtLarge: CGFloat { sizes[3] }

    func size(for category: UIContentSizeCategory) -> CGFloat {
        sizes[category.sizeIndex ?? 3]
    }

    func scale(for category: UIContentSizeCategory) -> CGFloat {
        size(for: category) / sizeAtLarge
    }

    /// The category `traitCollection` asks for, or the device's when it is `nil` or unspecified.
    static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category.sizeIndex != nil else {
            return DeviceSettings.contentSizeCategory
        }
        return category
    }

    static func of(_ style: UIFont.TextStyle) -> DynamicTypeSizes {
        table[style] ?? table[.body]!
    }

    private static let table: [UIFont.TextStyle: DynamicTypeSizes] = [
        .largeTitle: DynamicTypeSizes(sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], weight: .regular),
        .title1: DynamicTypeSizes(sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], weight: .regular),
        .title2: DynamicTypeSizes(sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], weight: .regular),
        .title3: DynamicTypeSizes(sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], weight: .regular),
        .headline: DynamicTypeSizes(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], weight: .semibold),
        .body: DynamicTypeSizes(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], weight: .regular),
        .callout: DynamicTypeSizes(sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], weight: .regular),
        .subheadline: DynamicTypeSizes(sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], weight: .regular),
        .footnote: DynamicTypeSizes(sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], weight: .regular),
        .caption1: DynamicTypeSizes(sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], weight: .regular),
        .caption2: DynamicTypeSizes(sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], weight: .regular),
    ]
}
