import Foundation

/// The texts shipped with the package, loaded once from `Resources/Localization/<lang>.json`
/// in `Bundle.module`.
///
/// JSON is used instead of `<lang>.lproj/Localizable.strings` because SwiftPM refuses `.lproj`
/// resources unless the manifest sets `defaultLocalization`, and because decoding JSON behaves
/// the same on Apple platforms and Linux. `.process` flattens the folder, so the files are
/// looked up at the bundle root first and in `Localization/` second.
enum MJRefreshBuiltInStrings {
    /// Every language's table, loaded on first use (a `static let` is initialised once, thread-safely).
    static let tables: [MJRefreshLanguage: [String: String]] = {
        var result: [MJRefreshLanguage: [String: String]] = [:]
        for language in MJRefreshLanguage.allCases {
            result[language] = load(language)
        }
        return result
    }()

    /// The built-in text for `key` in `language`, or `nil` if that table lacks it.
    static func string(forKey key: String, language: MJRefreshLanguage) -> String? {
        tables[language]?[key]
    }

    private static func load(_ language: MJRefreshLanguage) -> [String: String] {
        let bundle = Bundle.module
        guard
            let url = bundle.url(forResource: language.rawValue, withExtension: "json")
                ?? bundle.url(forResource: language.rawValue, withExtension: "json", subdirectory: "Localization"),
            let data = try? Data(contentsOf: url),
            let table = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return table
    }
}
