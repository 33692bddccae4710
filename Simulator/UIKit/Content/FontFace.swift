/// The families the stand-in knows, with their metrics as fractions of the point size.
///
/// Stand-in choice: the vertical metrics are those of Apple's fonts (rounded); horizontal advances come from
/// `GlyphAdvances`, scaled by `widthScale` for families that run wider or narrower than SF Pro, or fixed for
/// monospaced families.
enum FontFace: Hashable, Sendable {
    case system, helvetica, helveticaNeue, arial, courier, menlo, georgia, timesNewRoman, pingFangSC

    /// The face and weight of an iOS PostScript font name, or `nil` for a font the stand-in does not know.
    static func named(_ name: String) -> (FontFace, UIFont.Weight)? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1] : "Regular"
        let face: FontFace
        switch parts.first ?? "" {
        case ".SFUI", ".SFUIText", ".SFUIDisplay", ".AppleSystemUIFont", "SFProText", "SFProDisplay": face = .system
        case "Helvetica": face = .helvetica
        case "HelveticaNeue": face = .helveticaNeue
        case "ArialMT", "Arial": face = .arial
        case "Courier": face = .courier
        case "Menlo": face = .menlo
        case "Georgia": face = .georgia
        case "TimesNewRomanPSMT", "TimesNewRomanPS": face = .timesNewRoman
        case "PingFangSC": face = .pingFangSC
        default: return nil
        }
        let lowered = style.lowercased()
        let weights: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold),
            ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        let weight = weights.first { lowered.hasPrefix($0.0) }?.1 ?? .regular
        return (face, weight)
    }

    var familyName: String {
        switch self {
        case .system: return ".SF UI Text"
        case .helvetica: return "Helvetica"
        case .helveticaNeue: return "Helvetica Neue"
        case .arial: return "Arial"
        case .courier: return "Courier"
        case .menlo: return "Menlo"
        case .georgia: return "Georgia"
        case .timesNewRoman: return "Times New Roman"
        case .pingFangSC: return "PingFang SC"
        }
    }

    func postScriptName(_ weight: UIFont.Weight) -> String {
        let style: String
        switch weight.cssWeight {
        case ...100: style = "Ultralight"
        case 200: style = "Thin"
        case 300: style = "Light"
        case 500: style = "Medium"
        case 600: style = "Semibold"
        case 700: style = "Bold"
        case 800: style = "Heavy"
        case 900...: style = "Black"
        default: style = "Regular"
        }
        switch self {
        case .system: return ".SFUI-\(style)"
        case .helvetica: return style == "Regular" ? "Helvetica" : "Helvetica-\(style)"
        case .helveticaNeue: return style == "Regular" ? "HelveticaNeue" : "HelveticaNeue-\(style)"
        case .arial: return style == "Regular" ? "ArialMT" : "Arial-\(style)MT"
        case .courier: return style == "Regular" ? "Courier" : "Courier-\(style)"
        case .menlo: return "Menlo-\(style)"
        case .georgia: return style == "Regular" ? "Georgia" : "Georgia-\(style)"
        case .timesNewRoman: return style == "Regular" ? "TimesNewRomanPSMT" : "TimesNewRomanPS-\(style)MT"
        case .pingFangSC: return "PingFangSC-\(style)"
        }
    }

    /// The CSS font-family list a renderer uses for this face.
    var cssFamily: String {
        switch self {
        case .system: return "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
        case .helvetica, .helveticaNeue, .arial: return "'\(familyName)', Helvetica, Arial, sans-serif"
        case .courier, .menlo: return "'\(familyName)', monospace"
        case .georgia, .timesNewRoman: return "'\(familyName)', serif"
        case .pingFangSC: return "'PingFang SC', sans-serif"
        }
    }

    var ascender: CGFloat {
        switch self {
        case .system: return 0.9521484375
        case .helvetica: return 0.77
        case .helveticaNeue: return 0.952
        case .arial: return 0.905
        case .courier: return 0.754
        case .menlo: return 0.928
        case .georgia: return 0.917
        case .timesNewRoman: return 0.891
        case .pingFangSC: return 1.06
        }
    }

    var descender: CGFloat {
        switch self {
        case .system: return -0.2412109375
        case .helvetica: return -0.23
        case .helveticaNeue: return -0.213
        case .arial: return -0.212
        case .courier: return -0.246
        case .menlo: return -0.236
        case .georgia: return -0.219
        case .timesNewRoman: return -0.216
        case .pingFangSC: return -0.34
        }
    }

    var leading: CGFloat {
        switch self {
        case .helvetica: return 0.149
        case .arial: return 0.033
        case .timesNewRoman: return 0.042
        default: return 0
        }
    }

    var capHeight: CGFloat { self == .system ? 0.705 : 0.7 }
    var xHeight: CGFloat { self == .system ? 0.528 : 0.52 }

    /// The advance of every glyph in a monospaced face, in em; `nil` for proportional faces.
    var monospacedAdvance: CGFloat? {
        switch self {
        case .courier: return 0.6
        case .menlo: return 0.602
        default: return nil
        }
    }

    /// How much wider than SF Pro this face sets Latin text.
    var widthScale: CGFloat {
        switch self {
        case .system, .helveticaNeue, .pingFangSC: return 1
        case .helvetica, .arial: return 1.02
        case .georgia: return 1.05
        case .timesNewRoman: return 0.9
        case .courier, .menlo: return 1
        }
    }
}
