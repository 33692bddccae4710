/// A view that draws one or more lines of read-only text.
///
/// Text is measured with the stand-in's advance table (see `GlyphAdvances`) and drawn, as UIKit draws it,
/// vertically centred in the bounds, aligned horizontally by `textAlignment`, wrapped and cut to
/// `numberOfLines`, and ended with an ellipsis as `lineBreakMode` says. Like UIKit's, a label ignores touches
/// until `isUserInteractionEnabled` is set.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label

    /// An empty label in `frame`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Decoding from an archive: the stand-in has no nibs, so the label starts empty with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A label is an accessibility element unless told otherwise, as in UIKit.
    override open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label reads its text unless given another label, as in UIKit.
    override open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// Static text unless set, as in UIKit.
    override open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? .staticText }
        set { super.accessibilityTraits = newValue }
    }

    /// The plain text; setting it replaces any `attributedText`.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            UIKitWriteTally.writes.texts += 1
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The styled text. Reading it after setting `text` gives the text with the label's font and colour;
    /// ranges of a set attributed string without a font or colour are drawn with the label's.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(
                string: storedText,
                attributes: [.font: currentFont, .foregroundColor: storedTextColor])
        }
        set {
            UIKitWriteTally.writes.texts += 1
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// The font of the text; system 17 pt unless set. Setting `nil` restores the default (null_resettable).
    open var font: UIFont! {
        get { currentFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            textDidChange()
        }
    }

    /// Whether the font follows the user's text size; `false` unless set. Only a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` can follow.
    open var adjustsFontForContentSizeCategory = false {
        didSet { textDidChange() }
    }

    /// The font as set, or, when it follows the text size, at the device's current text size.
    private var currentFont: UIFont {
        adjustsFontForContentSizeCategory ? storedFont.adjusted(to: DeviceSettings.contentSizeCategory) : storedFont
    }

    /// The colour of the text; `.label` unless set. Setting `nil` restores the default (null_resettable).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    /// Where lines sit horizontally; `.natural` (leading edge) unless set.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The most lines drawn; 0 means as many as the text needs. 1 unless set.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// How text that does not fit is wrapped or cut; an ellipsis ends the tail unless set.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// Shrinks a single line's font, down to `minimumScaleFactor`, so that the text fits the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to; 0 means the font is
    /// never shrunk (as Apple documents).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// The width at which `intrinsicContentSize` wraps a multi-line label; 0 means no wrapping.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The size the text needs: unlimited width for a single line, lines wrapped at `size.width` otherwise,
    /// at most `numberOfLines` lines. Rounded up to whole device pixels, as UIKit's is. Empty text needs no space.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let characters = styledCharacters()
        guard !characters.isEmpty else { return .zero }
        let layout = TextLayout(
            characters, maxWidth: numberOfLines == 1 ? nil : size.width, maxLines: numberOfLines,
            lineBreakMode: lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping,
            emptyFont: currentFont)
        let scale = UIScreen.main.scale
        return CGSize(
            width: (layout.width * scale).rounded(.up) / scale,
            height: (layout.height * scale).rounded(.up) / scale)
    }

    /// The text's natural size: `sizeThatFits` with the width `preferredMaxLayoutWidth` (unlimited when 0).
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// The text as characters carrying the font and colour each is drawn with.
    func styledCharacters() -> [StyledCharacter] {
        if let storedAttributedText {
            return TextMeasurement.characters(
                storedAttributedText, defaultFont: currentFont,
                defaultColor: storedTextColor)
        }
        return (storedText ?? "").map { StyledCharacter(character: $0, font: currentFont, color: storedTextColor) }
    }

    /// The alignment after resolving `.natural` and `.justified` against the layout direction.
    var resolvedAlignment: NSTextAlignment {
        switch textAlignment {
        case .left, .center, .right:
            return textAlignment
        case .natural, .justified:
            return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        }
    }

    /// Redraws. A label placed by constraints also has a new natural size, so its superview lays out again;
    /// without Auto Layout UIKit does not lay the superview out again when text changes, and neither does the
    /// stand-in.
    private func textDidChange() {
        setNeedsDisplay()
        if !translatesAutoresizingMaskIntoConstraints { invalidateIntrinsicContentSize() }
    }

    override func svgContent(presentedBounds: CGRect) -> String {
        labelSVG(in: presentedBounds)
    }
}
