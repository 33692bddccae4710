import Foundation

/// Looks up the texts shown by the components. Order: app-provided strings → built-in
/// strings of the resolved language → built-in English → the key itself.
///
/// Always falling back to English fixes MJRefresh showing raw keys (e.g. the trailer texts
/// outside Chinese). A value type: the UIKit layer keeps the current localizer and replaces
/// it when the app changes the language, then re-applies its texts.
@_spi(Engine) public struct MJRefreshLocalizer: Sendable {
    /// The language code used, as given or as first in the preferred languages.
    public let languageCode: String
    /// Optional app texts that win over the built-in ones.
    public let appStrings: (any MJRefreshStringsProvider)?

    /// - Parameters:
    ///   - languageCode: a forced language (MJRefreshConfig's `languageCode`); `nil` follows
    ///     `preferredLanguages` like MJRefresh (first entry; empty → `en`).
    ///   - preferredLanguages: the user's languages, injectable for tests.
    ///   - appStrings: app texts that override the built-in ones.
    public init(
        languageCode: String? = nil,
        preferredLanguages: [String] = Locale.preferredLanguages,
        appStrings: (any MJRefreshStringsProvider)? = nil
    ) {
        self.languageCode = languageCode ?? preferredLanguages.first ?? MJRefreshLanguage.english.rawValue
        self.appStrings = appStrings
    }

    /// The built-in language the code maps to.
    public var language: MJRefreshLanguage { MJRefreshLanguage.resolve(languageCode) }

    /// The locale whose date and time patterns go with the texts: the code as given when it names
    /// the language shown (`fr-CA` → Canadian French dates beside the French texts, `zh-HK` → Hong
    /// Kong's beside Traditional Chinese), else the language shown (an unsupported `sv` shows
    /// English texts, so English dates).
    var locale: Locale {
        let shown = language.rawValue
        func primary(_ code: String) -> String? {
            MJRefreshLanguage.subtags(of: code.lowercased()).first
        }
        return Locale(identifier: primary(languageCode) == primary(shown) ? languageCode : shown)
    }

    /// The text for one of MJRefresh's keys.
    public func string(for key: MJRefreshTextKey) -> String {
        string(forKey: key.rawValue)
    }

    /// The text for any key (apps may add their own); unknown everywhere → the key itself.
    public func string(forKey key: String) -> String {
        if let app = appStrings?.string(forKey: key, languageCode: languageCode) { return app }
        return Self.builtInString(forKey: key, language: language) ?? key
    }

    /// The built-in text for `key` in `language`, falling back to English; `nil` if unknown.
    public static func builtInString(forKey key: String, language: MJRefreshLanguage) -> String? {
        MJRefreshBuiltInStrings.string(forKey: key, language: language)
            ?? MJRefreshBuiltInStrings.string(forKey: key, language: .english)
    }
}
