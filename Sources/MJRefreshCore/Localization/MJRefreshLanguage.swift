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

    /// Maps a BCP-47 / Apple language code to a built-in language.
    ///
    /// Case-insensitive, accepts `-` or `_`. Chinese: a `Hans` script or a CN/SG region →
    /// Simplified; a `Hant` script or a TW/HK/MO region → Traditional; bare `zh` → Simplified
    /// (MJRefresh maps every non-"Hans" code, even lowercase `zh-hans`, to Traditional — fixed
    /// here). Other codes match by their first subtag; anything unknown → English.
    public static func resolve(_ code: String) -> MJRefreshLanguage {
        let parts = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = parts.first else { return .english }
        switch primary {
        case "zh":
            let rest = Set(parts.dropFirst())
            if rest.contains("hans") { return .simplifiedChinese }
            if rest.contains("hant") { return .traditionalChinese }
            if !rest.isDisjoint(with: ["tw", "hk", "mo"]) { return .traditionalChinese }
            return .simplifiedChinese
        case "ko": return .korean
        case "ru": return .russian
        case "uk": return .ukrainian
        default: return .english
        }
    }

    /// The language MJRefresh picks from the user's preferred languages: the first entry
    /// decides (unsupported → English); an empty list → English. Taking only the first entry
    /// matches MJRefresh and keeps the app's own strings (looked up with the same code) and
    /// the built-in ones in one language.
    public static func preferred(from preferredLanguages: [String]) -> MJRefreshLanguage {
        preferredLanguages.first.map(resolve) ?? .english
    }
}
