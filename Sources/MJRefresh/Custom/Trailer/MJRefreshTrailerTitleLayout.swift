/// How the trailer stands its title in its narrow column.
///
/// Chinese, Japanese and Korean are written top to bottom one character under the other, so a CJK title stacks
/// in a column one glyph wide, as MJRefresh's does. Other scripts broken that way fall apart ("S/w/ip/e"; Arabic
/// letters lose their joins), so their title is set on one line turned a quarter turn instead.
enum MJRefreshTrailerTitleLayout: Equatable {
    /// One character per line, in a column one glyph wide.
    case stacked
    /// One line, turned a quarter turn.
    case turned

    /// `stacked` for a title with at least one CJK character and no letter of another script (digits,
    /// punctuation and spaces take either side); `turned` for any other title, an empty one included.
    init(title: String?) {
        var hasCJK = false
        for scalar in (title ?? "").unicodeScalars {
            if Self.isCJK(scalar) {
                hasCJK = true
            } else if scalar.properties.isAlphabetic {
                self = .turned
                return
            }
        }
        self = hasCJK ? .stacked : .turned
    }

    /// Han (with its radicals and iteration marks), kana, bopomofo and Hangul, with their half-width forms.
    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF,  // Hangul Jamo
            0x2E80...0x2FDF,  // CJK and Kangxi radicals
            0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x3038...0x303C,  // iteration marks, numerals
            0x3040...0x31FF,  // kana, bopomofo, Hangul compatibility jamo, kana extensions
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
            0xA960...0xA97F, 0xAC00...0xD7FF,  // Hangul syllables and jamo extensions
            0xFF66...0xFFDC,  // half-width kana and Hangul
            0x1_B000...0x1_B16F,  // kana supplement and extensions
            0x2_0000...0x3_FFFF:  // Han extensions
            return true
        default:
            return false
        }
    }
}
