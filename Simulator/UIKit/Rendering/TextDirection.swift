/// The base writing direction of a text, as UIKit sets a paragraph whose writing direction is natural: the
/// direction of its first strong character (the Unicode bidirectional algorithm's rules P2 and P3), left to right
/// when it has none. The stand-in takes one direction for a label's whole text (stand-in choice: UIKit decides per
/// paragraph).
enum TextDirection {
    /// Whether the first strong character of `characters` is a right-to-left letter (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms).
    static func isRightToLeft(_ characters: some Sequence<Character>) -> Bool {
        for character in characters {
            for scalar in character.unicodeScalars {
                if isRightToLeftLetter(scalar) { return true }
                if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Combining marks and Arabic-Indic digits inside these blocks are not strong; only letters decide.
            return scalar.properties.isAlphabetic && scalar.properties.generalCategory != .nonspacingMark
        default:
            return false
        }
    }
}
