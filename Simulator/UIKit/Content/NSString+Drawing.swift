// UIKit's string measurement (NSStringDrawing.h). MJRefresh measures label texts with these to place its
// arrow and spinner beside the text. Widths come from the stand-in's advance table (see `GlyphAdvances`).

/// The font of text whose attributes name none: Helvetica 12 pt, as on iOS.
private let defaultTextFont = UIFont(face: .helvetica, weight: .regular, size: 12)

extension NSString {
    /// The size of the string drawn on one line with `attrs`; newlines start new lines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasurement.layout(TextMeasurement.characters(String(self), attrs), width: nil).size
    }

    /// The rectangle the string takes when drawn with `attrs` in a box of `size`.
    ///
    /// With `.usesLineFragmentOrigin` lines wrap at `size.width` (stand-in choice: a width of 0 or less means
    /// unlimited) and the rectangle starts at the top of the first line; without it the string is one line
    /// and the rectangle is relative to its baseline (its `minY` is −ascender). Stand-in choice: `size.height`
    /// does not limit the lines measured. The result is not rounded; round up before sizing views, as on iOS.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        TextMeasurement.boundingRect(
            TextMeasurement.characters(String(self), attributes), size: size,
            options: options, context: context)
    }
}

/// On iOS a `String` reaches NSString's methods through Swift's bridging (a `Substring` does not); Linux has no
/// such bridging, so `String` gets the same two declarations here.
extension String {
    /// The size of the string drawn on one line with `attrs`, as `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// The rectangle the string takes in a box of `size`, as `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(
            with: size, options: options, attributes: attributes,
            context: context)
    }
}

extension NSAttributedString {
    /// The size of the attributed string drawn on one line; newlines start new lines.
    public func size() -> CGSize {
        TextMeasurement.layout(
            TextMeasurement.characters(self, defaultFont: defaultTextFont, defaultColor: nil),
            width: nil
        ).size
    }

    /// The rectangle the attributed string takes in a box of `size`; see `NSString.boundingRect`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        TextMeasurement.boundingRect(
            TextMeasurement.characters(self, defaultFont: defaultTextFont, defaultColor: nil),
            size: size, options: options, context: context)
    }
}

/// Turns strings and their attributes into styled characters and measures them.
enum TextMeasurement {
    static func characters(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> [StyledCharacter] {
        let font = attributes?[.font] as? UIFont ?? defaultTextFont
        let color = attributes?[.foregroundColor] as? UIColor
        return string.map { StyledCharacter(character: $0, font: font, color: color) }
    }

    /// The characters of `string`, each with its run's font and colour, or the defaults where a run has none.
    static func characters(_ string: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor?)
        -> [StyledCharacter]
    {
        var result: [StyledCharacter] = []
        let text = NSString(string: string.string)
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaultFont
            let color = attributes[.foregroundColor] as? UIColor ?? defaultColor
            for character in text.substring(with: range) {
                result.append(StyledCharacter(character: character, font: font, color: color))
            }
        }
        return result
    }

    static func layout(_ characters: [StyledCharacter], width: CGFloat?) -> TextLayout {
        TextLayout(
            characters, maxWidth: width, maxLines: 0, lineBreakMode: .byWordWrapping,
            emptyFont: characters.first?.font ?? defaultTextFont)
    }

    static func boundingRect(
        _ characters: [StyledCharacter], size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            rect = CGRect(origin: .zero, size: layout(characters, width: size.width).size)
        } else {
            let line = TextLayout(
                characters.filter { !$0.isNewline }, maxWidth: nil, maxLines: 1,
                lineBreakMode: .byClipping, emptyFont: characters.first?.font ?? defaultTextFont)
            let ascender = line.lines.first?.ascender ?? 0
            rect = CGRect(x: 0, y: -ascender, width: line.width, height: line.height)
        }
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }
}
