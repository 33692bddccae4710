/// Small helpers that write SVG text: numbers, escaped text, colours and unique element identifiers.
@MainActor
enum SVG {
    private static var nextIdentifier = 0

    /// Restarts identifiers, so that rendering the same screen twice gives the same text.
    static func beginDocument() {
        nextIdentifier = 0
    }

    /// A document-unique identifier such as "clip3".
    static func identifier(_ prefix: String) -> String {
        nextIdentifier += 1
        return "\(prefix)\(nextIdentifier)"
    }

    /// A number with at most three decimals and no exponent, as SVG attributes need.
    nonisolated static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000 + 0  // + 0 turns -0 into 0
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        // The thousandths as digits, trailing zeros dropped: what `%.3f` prints, without formatting or a regular
        // expression (a rendered frame formats thousands of numbers).
        let thousandths = Int((rounded * 1000).rounded())
        let whole = thousandths.magnitude / 1000
        var fraction = String(thousandths.magnitude % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(thousandths < 0 ? "-" : "")\(whole).\(fraction)"
    }

    /// `text` safe inside an element or a double-quoted attribute; characters XML 1.0 forbids are dropped.
    nonisolated static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `name="rgb(…)"` plus `name-opacity` when the colour is translucent, or `nil` for a fully clear colour.
    static func paint(_ name: String, _ color: UIColor, in traits: UITraitCollection, opacity: CGFloat = 1)
        -> String?
    {
        let (red, green, blue, alpha) = color.rgba(in: traits)
        let effective = min(1, max(0, alpha)) * opacity
        guard effective > 0 else { return nil }
        var text = "\(name)=\"\(rgb(red, green, blue))\""
        if effective < 1 { text += " \(name)-opacity=\"\(number(effective))\"" }
        return text
    }

    /// The CSS colour of components in 0...1.
    nonisolated static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> String {
        func byte(_ value: CGFloat) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        return "rgb(\(byte(red)),\(byte(green)),\(byte(blue)))"
    }

    /// A `transform` attribute's value for `t`: a translation when that is all it is.
    nonisolated static func transform(_ t: CGAffineTransform) -> String {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return "translate(\(number(t.tx)) \(number(t.ty)))"
        }
        return "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + ")"
    }

    /// The `x`, `y`, `width` and `height` attributes of `rect`.
    nonisolated static func rectAttributes(_ rect: CGRect) -> String {
        "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
            + "height=\"\(number(rect.height))\""
    }
}
