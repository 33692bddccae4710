// Text types UIKit adds to Foundation (NSText.h, NSParagraphStyle.h, NSStringDrawing.h on iOS).

/// How lines of text sit horizontally in their container.
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// Lines are flush with the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines are flush with the right edge.
    case right = 2
    /// Lines stretch to both edges; the stand-in draws justified text as `.natural` (stand-in choice).
    case justified = 3
    /// Left in a left-to-right layout, right in a right-to-left one.
    case natural = 4
}

/// What happens to text that does not fit: where lines wrap, or where an ellipsis replaces the cut text.
public enum NSLineBreakMode: Int, @unchecked Sendable {
    /// Lines break between words.
    case byWordWrapping = 0
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// The last line is cut at the edge, without an ellipsis.
    case byClipping = 2
    /// The last line starts with an ellipsis.
    case byTruncatingHead = 3
    /// The last line ends with an ellipsis: UILabel's default.
    case byTruncatingTail = 4
    /// The ellipsis replaces the middle of the last line.
    case byTruncatingMiddle = 5
}

/// Options of `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, @unchecked Sendable {
    /// The option bits, as in Objective-C.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Measure wrapped lines from the top of the first one; without it the text is one line measured from
    /// its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights. Stand-in choice: line heights always include it (it is
    /// zero for the system font, so this changes nothing there).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph outlines instead of typographic bounds; the stand-in measures typographic bounds always.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits; measurement is unaffected in the stand-in.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra input and output of a string measurement: the scale factor to shrink text by and the bounds it took.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to fit; the stand-in never shrinks measured text.
    open var minimumScaleFactor: CGFloat = 0

    /// The scale the text was drawn or measured at: always 1 in the stand-in.
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounds of the last measurement made with this context.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context that allows no shrinking.
    override public init() {
        super.init()
    }
}

extension NSAttributedString.Key {
    /// A `UIFont`; text without one is set in Helvetica 12 pt, as on iOS.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; text without one is black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
