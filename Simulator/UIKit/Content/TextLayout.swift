/// One character with the font and colour it is set in.
struct StyledCharacter {
    let character: Character
    let font: UIFont
    let color: UIColor?

    var advance: CGFloat { GlyphAdvances.advance(of: character, in: font) }
    var isSpace: Bool { character == " " || character == "\t" }
    var isNewline: Bool { character.isNewline }
}

/// Text broken into lines, as a label draws it or a bounding-rect query measures it.
///
/// Lines break after spaces (word wrapping), inside a word only when the word alone is wider than the line,
/// and at every newline. Trailing spaces hang past the line's end and do not count towards its width.
struct TextLayout {
    struct Line {
        var characters: [StyledCharacter]
        /// Width of the line without trailing spaces.
        var width: CGFloat
        var ascender: CGFloat
        var height: CGFloat

        /// The characters that show: trailing spaces hang past the line's end, so `width` leaves them out.
        var drawnCharacters: ArraySlice<StyledCharacter> { TextLayout.trimmingTrailingSpaces(characters) }
    }

    let lines: [Line]

    var width: CGFloat { lines.map(\.width).max() ?? 0 }
    var height: CGFloat { lines.reduce(0) { $0 + $1.height } }
    var size: CGSize { CGSize(width: width, height: height) }

    /// Lays out `text`.
    /// - Parameters:
    ///   - maxWidth: the line width, or `nil` for unlimited (only newlines break lines).
    ///   - maxLines: at most this many lines; 0 for no limit.
    ///   - lineBreakMode: how the last line ends when text is cut: a truncating mode puts an ellipsis there.
    ///   - emptyFont: the font that sets the height of a line with no characters.
    init(
        _ text: [StyledCharacter], maxWidth: CGFloat?, maxLines: Int, lineBreakMode: NSLineBreakMode,
        emptyFont: UIFont
    ) {
        let limit = maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let byCharacter = lineBreakMode == .byCharWrapping
        var paragraphs: [[StyledCharacter]] = [[]]
        for character in text {
            if character.isNewline { paragraphs.append([]) } else { paragraphs[paragraphs.count - 1].append(character) }
        }
        var broken: [[StyledCharacter]] = []
        for paragraph in paragraphs {
            broken += Self.wrap(paragraph, limit: limit, byCharacter: byCharacter)
        }
        if maxLines > 0, broken.count > maxLines {
            var kept = Array(broken.prefix(maxLines))
            if lineBreakMode.truncates {
                // The last visible line holds the rest of the text, truncated to fit.
                let rest = broken[(maxLines - 1)...].enumerated().flatMap { index, line in
                    index == 0
                        ? line
                        : [
                            StyledCharacter(
                                character: " ", font: line.first?.font ?? emptyFont,
                                color: line.first?.color)
                        ] + line
                }
                kept[maxLines - 1] = rest
            }
            broken = kept
        }
        lines = broken.map { characters in
            var visible = characters
            if let limit, lineBreakMode.truncates, Self.width(of: visible) > limit + 1e-9 {
                visible = Self.truncate(visible, to: limit, mode: lineBreakMode)
            }
            return Self.line(visible, emptyFont: emptyFont)
        }
    }

    static func width(of characters: [StyledCharacter]) -> CGFloat {
        trimmingTrailingSpaces(characters).reduce(0) { $0 + $1.advance }
    }

    static func trimmingTrailingSpaces(_ characters: [StyledCharacter]) -> ArraySlice<StyledCharacter> {
        var end = characters.endIndex
        while end > characters.startIndex, characters[end - 1].isSpace { end -= 1 }
        return characters[..<end]
    }

    private static func line(_ characters: [StyledCharacter], emptyFont: UIFont) -> Line {
        let fonts = characters.isEmpty ? [emptyFont] : characters.map(\.font)
        return Line(
            characters: characters, width: width(of: characters),
            ascender: fonts.map(\.ascender).max()!, height: fonts.map(\.lineHeight).max()!)
    }

    /// Greedy line breaking of one paragraph.
    private static func wrap(_ paragraph: [StyledCharacter], limit: CGFloat?, byCharacter: Bool)
        -> [[StyledCharacter]]
    {
        guard let limit else { return [paragraph] }
        var lines: [[StyledCharacter]] = []
        var current: [StyledCharacter] = []
        var currentWidth: CGFloat = 0
        for word in words(of: paragraph, byCharacter: byCharacter) {
            let wordWidth = width(of: word)
            if currentWidth + wordWidth <= limit + 1e-9 || current.isEmpty && wordWidth <= limit + 1e-9 {
                current += word
                currentWidth += word.reduce(0) { $0 + $1.advance }
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = []
            currentWidth = 0
            // A word wider than the line is broken between characters.
            for character in word {
                if !current.isEmpty, !character.isSpace, currentWidth + character.advance > limit + 1e-9 {
                    lines.append(current)
                    current = []
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += character.advance
            }
        }
        lines.append(current)
        return lines
    }

    /// Runs of non-spaces each followed by their spaces; every full-width character is a word of its own.
    private static func words(of paragraph: [StyledCharacter], byCharacter: Bool) -> [[StyledCharacter]] {
        var words: [[StyledCharacter]] = []
        var current: [StyledCharacter] = []
        for character in paragraph {
            let breaksBefore =
                !current.isEmpty
                && (byCharacter || character.advance >= character.font.pointSize
                    || (!character.isSpace && current.last!.isSpace))
            if breaksBefore {
                words.append(current)
                current = []
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `characters` shortened with an ellipsis at the head, middle or tail to fit `limit`.
    private static func truncate(_ characters: [StyledCharacter], to limit: CGFloat, mode: NSLineBreakMode)
        -> [StyledCharacter]
    {
        guard let sample = characters.first else { return characters }
        let ellipsis = StyledCharacter(character: "…", font: sample.font, color: sample.color)
        var head = mode == .byTruncatingHead ? 0 : characters.count
        var tail = mode == .byTruncatingHead ? characters.count : 0
        if mode == .byTruncatingMiddle {
            head = (characters.count + 1) / 2
            tail = characters.count / 2
        }
        func candidate() -> [StyledCharacter] {
            Array(characters.prefix(head)) + [ellipsis] + Array(characters.suffix(tail))
        }
        while head + tail > 0, width(of: candidate()) > limit + 1e-9 {
            if mode == .byTruncatingMiddle ? head > tail : head > 0 && mode != .byTruncatingHead {
                head -= 1
            } else if tail > 0 {
                tail -= 1
            } else {
                head -= 1
            }
        }
        return candidate()
    }
}

extension NSLineBreakMode {
    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingMiddle || self == .byTruncatingTail
    }
}
