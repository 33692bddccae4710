import Foundation

/// The languages with built-in texts, and the mapping from any language code to one of them.
public enum MJRefreshLanguage: String, Sendable, CaseIterable {
    /// English, also the fallback for unsupported languages and missing keys.
    case english = "en"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"
    /// Traditional Chinese.
    case traditionalChinese = "zh-Hant"
    /// Korean.
    case korean = "ko"
    /// Russian.
    case russian = "ru"
    /// Ukrainian.
    case ukrainian = "uk"
    /// Japanese.
    case japanese = "ja"
    /// German.
    case german = "de"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"
    /// Brazilian Portuguese, also bare `pt` (Portuguese without a region means Brazil's, as in CLDR).
    case brazilianPortuguese = "pt-BR"
    /// European Portuguese, for Portugal and the other regions that write it (Angola, Mozambique, …).
    case europeanPortuguese = "pt-PT"
    /// Italian.
    case italian = "it"
    /// Arabic. The texts only: they are right-to-left, the component's layout is not mirrored.
    case arabic = "ar"
    /// Dutch.
    case dutch = "nl"
    /// Polish.
    case polish = "pl"
    /// Turkish.
    case turkish = "tr"
    /// Indonesian.
    case indonesian = "id"
    /// Vietnamese.
    case vietnamese = "vi"
    /// Thai.
    case thai = "th"

    /// Maps a BCP-47 / Apple language code to a built-in language.
    ///
    /// Case-insensitive, accepts `-` or `_`. Chinese: a `Hans` script or a CN/SG region →
    /// Simplified; a `Hant` script or a TW/HK/MO region → Traditional; bare `zh` → Simplified
    /// (MJRefresh maps every non-"Hans" code, even lowercase `zh-hans`, to Traditional — fixed
    /// here). Portuguese: bare `pt` or a BR region → Brazilian; any other region (`pt-PT`,
    /// `pt-AO`, …) → European, the way CLDR groups them. Other codes match by their first
    /// subtag (`es-419`, `fr-CA`, `ar-EG`, `de-CH` → Spanish, French, Arabic, German); anything
    /// unknown → English.
    public static func resolve(_ code: String) -> MJRefreshLanguage {
        let parts = subtags(of: code.lowercased())
        guard let primary = parts.first else { return .english }
        // Searched in place: a code has a few subtags, and a set would add its hashing code to the app.
        switch primary {
        case "zh":
            if parts.contains(where: { $0 == "hans" }) { return .simplifiedChinese }
            let traditional = parts.contains { $0 == "hant" || $0 == "tw" || $0 == "hk" || $0 == "mo" }
            return traditional ? .traditionalChinese : .simplifiedChinese
        case "pt":
            // The region is the first two-letter (or three-digit) subtag after any script.
            let region = parts[1...].first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
            return region == nil || region == "br" ? .brazilianPortuguese : .europeanPortuguese
        default:
            // Only the languages without a script or region in their code can match a primary subtag.
            return MJRefreshLanguage(rawValue: primary) ?? .english
        }
    }

    /// The subtags of a language code (`zh-Hant_TW` → `zh`, `Hant`, `TW`), split at `-` and `_`, empty ones
    /// dropped. Foundation splits: the standard library's `split(whereSeparator:)` would be compiled into the app
    /// for it.
    static func subtags(of code: String) -> [String] {
        code.components(separatedBy: CharacterSet(charactersIn: "-_")).filter { !$0.isEmpty }
    }

    /// The language MJRefresh picks from the user's preferred languages: the first entry
    /// decides (unsupported → English); an empty list → English. Taking only the first entry
    /// matches MJRefresh and keeps the app's own strings (looked up with the same code) and
    /// the built-in ones in one language.
    public static func preferred(from preferredLanguages: [String]) -> MJRefreshLanguage {
        preferredLanguages.first.map(resolve) ?? .english
    }
}
