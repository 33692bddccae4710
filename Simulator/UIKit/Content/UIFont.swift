/// A font: a family, a weight and a point size, with the vertical metrics text layout needs.
///
/// The stand-in has no font files. Its fonts carry metrics measured from Apple's fonts (SF Pro for the system
/// font: ascender 0.952 em, descender −0.241 em, so a 17 pt system font has a line height of 20.287 pt, as on
/// iOS) and advance widths from a per-character-class table (see `GlyphAdvances`). Sendable, as Apple's is.
open class UIFont: NSObject, @unchecked Sendable {
    /// The thickness of a system font's strokes, from −0.8 (ultra light) to 0.62 (black); 0 is regular.
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The weight on UIKit's scale: −0.8 (ultra light) … 0 (regular) … 0.62 (black).
        public let rawValue: CGFloat

        /// A weight on UIKit's scale.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// A weight on UIKit's scale.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }
    }

    let face: FontFace
    /// The weight text is measured with: wider strokes make slightly wider glyphs.
    let weight: Weight
    private let size: CGFloat
    /// How the font follows the text size, for fonts from `preferredFont(forTextStyle:)` and `UIFontMetrics`.
    let scaling: DynamicTypeScaling?

    init(face: FontFace, weight: Weight, size: CGFloat, scaling: DynamicTypeScaling? = nil) {
        self.face = face
        self.weight = weight
        self.size = size
        self.scaling = scaling
        super.init()
    }

    /// This font following `scaling`, at its size for `category`.
    func scaled(_ scaling: DynamicTypeScaling, for category: UIContentSizeCategory) -> UIFont {
        UIFont(face: face, weight: weight, size: scaling.size(for: category), scaling: scaling)
    }

    /// The font a label that adjusts to the text size shows at `category`: this one rescaled if it can follow.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let scaling, scaling.size(for: category) != size else { return self }
        return scaled(scaling, for: category)
    }

    /// The font named `fontName` (a PostScript name such as "Helvetica-Bold"), or `nil` when iOS has no such font.
    ///
    /// Stand-in choice: only a handful of fonts that ship with iOS are known (see `FontFace.named(_:)`);
    /// any other name gives `nil`, as an uninstalled font does on iOS.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let (face, weight) = FontFace.named(fontName) else { return nil }
        self.face = face
        self.weight = weight
        self.size = fontSize
        self.scaling = nil
        super.init()
    }

    /// The system font (SF Pro) in regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font in bold, as used for MJRefresh's state labels.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font in any of its weights.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: .system, weight: weight, size: fontSize)
    }

    /// The system font for `style` at the device's text size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the text size of `traitCollection`, or the device's when it has none.
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let sizes = DynamicTypeSizes.of(style)
        let scaling = DynamicTypeScaling(style: style, sizeAtLarge: sizes.sizeAtLarge, maximumPointSize: nil)
        return UIFont(
            face: .system, weight: sizes.weight,
            size: sizes.size(for: DynamicTypeSizes.category(of: traitCollection)), scaling: scaling)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, weight: weight, size: fontSize)
    }

    /// The size in points: the em square's height.
    open var pointSize: CGFloat { size }

    /// The PostScript name, for example ".SFUI-Bold" for the bold system font (the names iOS 15–17 report).
    open var fontName: String { face.postScriptName(weight) }

    /// The family name, for example ".SF UI Text" for the system font.
    open var familyName: String { face.familyName }

    /// How far the tallest glyphs rise above the baseline, in points.
    open var ascender: CGFloat { face.ascender * size }

    /// How far the deepest glyphs fall below the baseline: a negative number of points.
    open var descender: CGFloat { face.descender * size }

    /// The distance between the baselines of two lines of text: ascender − descender + leading.
    open var lineHeight: CGFloat { (face.ascender - face.descender + face.leading) * size }

    /// The extra space between lines the font asks for; 0 for the system font.
    open var leading: CGFloat { face.leading * size }

    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { face.capHeight * size }

    /// The height of lowercase letters such as "x" above the baseline.
    open var xHeight: CGFloat { face.xHeight * size }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && weight == other.weight && size == other.size
    }

    override open var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(weight)
        hasher.combine(size)
        return hasher.finalize()
    }

    override open var description: String {
        "<UIFont: \(fontName) \(familyName) \(size) pt>"
    }
}

/// The named weights, with Apple's values.
extension UIFont.Weight {
    /// The ultraLight weight.
    public static let ultraLight = UIFont.Weight(-0.8)
    /// The thin weight.
    public static let thin = UIFont.Weight(-0.6)
    /// The light weight.
    public static let light = UIFont.Weight(-0.4)
    /// The regular weight.
    public static let regular = UIFont.Weight(0)
    /// The medium weight.
    public static let medium = UIFont.Weight(0.23)
    /// The semibold weight.
    public static let semibold = UIFont.Weight(0.3)
    /// The bold weight.
    public static let bold = UIFont.Weight(0.4)
    /// The heavy weight.
    public static let heavy = UIFont.Weight(0.56)
    /// The black weight.
    public static let black = UIFont.Weight(0.62)

    /// The CSS weight (100…900) closest to this weight, for rendering.
    var cssWeight: Int {
        let steps: [(CGFloat, Int)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
            (0.4, 700), (0.56, 800), (0.62, 900),
        ]
        return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
}
