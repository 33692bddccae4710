/// Scales custom fonts and values as a text style scales with the user's text size.
///
/// Stand-in choice: a font or value is scaled by the ratio of the style's size at the text size to its size at
/// the default (`.large`), so at `.large` nothing changes; Apple documents no formula, and its results differ
/// from this by a fraction of a point at some sizes.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at the device's text size; a label that adjusts to the text size keeps it scaled.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` at the device's text size, at most `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` at the text size of `traitCollection` (the device's when `nil` or unspecified).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` at the text size of `traitCollection`, at most `maximumPointSize` (0: no limit).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = DynamicTypeScaling(
            style: textStyle, sizeAtLarge: font.pointSize,
            maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return font.scaled(scaling, for: DynamicTypeSizes.category(of: traitCollection))
    }

    /// `value` (a spacing, a height) scaled for the device's text size.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the text size of `traitCollection` (the device's when `nil` or unspecified).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.of(textStyle).scale(for: DynamicTypeSizes.category(of: traitCollection))
    }
}
