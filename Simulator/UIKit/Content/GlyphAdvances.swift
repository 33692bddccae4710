/// Approximate advance widths, so that text measures plausibly and identically on every machine.
///
/// Stand-in choice: there are no font files on Linux, so each character gets the advance of its class, in em,
/// taken from SF Pro's typical glyphs: narrow letters and punctuation 0.25, semi-narrow 0.36, digits 0.58,
/// the space 0.28, lowercase 0.55, uppercase 0.66, the widest Latin letters ("m", "w", "M", "W") 0.88,
/// CJK ideographs, kana, Hangul and full-width forms 1.0, emoji 1.2, combining marks 0.
/// Weights scale Latin advances by 1 + 0.12 × weight (bold about 5 % wider); monospaced faces use their
/// fixed advance. Real widths differ by a few per cent; layouts built on these numbers are still sound.
enum GlyphAdvances {
    private static let narrow: Set<Character> = ["i", "j", "l", "I", "|", "!", ".", ",", ":", ";", "'", "`", "·"]
    private static let semiNarrow: Set<Character> = [
        "f", "r", "t", "(", ")", "[", "]", "{", "}", "\"", "/", "\\",
        "-", "J",
    ]
    private static let wide: Set<Character> = ["m", "w", "M", "W", "@", "%"]

    /// The advance of `character` set in `font`, in points.
    static func advance(of character: Character, in font: UIFont) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character == "\n" || character == "\r\n" || scalar.properties.generalCategory == .nonspacingMark {
            return 0
        }
        if isFullWidth(scalar.value) { return font.pointSize }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 1.2 * font.pointSize
        }
        if let fixed = font.face.monospacedAdvance { return fixed * font.pointSize }
        let em: CGFloat
        if character == " " || character == "\t" {
            em = 0.28
        } else if narrow.contains(character) {
            em = 0.25
        } else if semiNarrow.contains(character) {
            em = 0.36
        } else if wide.contains(character) {
            em = 0.88
        } else if character.isNumber {
            em = 0.58
        } else if character.isUppercase {
            em = 0.66
        } else if character.isLetter {
            em = 0.55
        } else {
            em = 0.6
        }
        return em * font.face.widthScale * (1 + 0.12 * font.weight.rawValue) * font.pointSize
    }

    /// CJK ideographs, kana, Hangul syllables and full-width forms: one em each.
    private static func isFullWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
