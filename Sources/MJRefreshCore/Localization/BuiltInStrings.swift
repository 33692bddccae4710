import Foundation

/// The texts shipped with the package: one strings table, `MJRefresh.strings`, in each language's
/// `Resources/<lang>.lproj` folder of `Bundle.module`.
///
/// `.strings` tables are what Xcode's localization tools export and import, and what Foundation reads on
/// Apple platforms and on Linux alike. (String Catalogs are compiled into such tables by Xcode only; SwiftPM on
/// Linux copies a `.xcstrings` file as it is, which Foundation does not read.) The table has its own name so it
/// never mixes with an app's `Localizable` table.
enum MJRefreshBuiltInStrings {
    /// The table's name in every `.lproj` folder.
    static let tableName = "MJRefresh"

    /// Each language's `.lproj` folder, opened once on first use (a `static let` is initialised once,
    /// thread-safely); Foundation caches the table it reads from a folder. A list found by
    /// the language's code: a dictionary would add its hashing code to the app for twenty entries, and `==` of a
    /// string-backed enum compares the raw strings too, at a larger cost.
    private static let folders = MJRefreshLanguage.allCases.map { (code: $0.rawValue, folder: folder(of: $0)) }

    /// The built-in text for `key` in `language`, or `nil` if that table lacks it.
    static func string(forKey key: String, language: MJRefreshLanguage) -> String? {
        let missing = "\u{1}MJRefreshMissing\u{1}"
        let code = language.rawValue
        let value = folders.first { $0.code == code }?.folder?.localizedString(
            forKey: key, value: missing, table: tableName)
        return value == missing ? nil : value
    }

    /// The `.lproj` folder of `language` in the package's resource bundle. SwiftPM's command-line build lowercases
    /// the folders' names (`zh-hans.lproj`); a build that keeps the source tree's spelling has `zh-Hans.lproj`. A
    /// case-sensitive file system tells the two apart, so both are tried.
    static func folder(of language: MJRefreshLanguage) -> Bundle? {
        for name in [language.rawValue, language.rawValue.lowercased()] {
            if let url = Bundle.module.url(forResource: name, withExtension: "lproj"), let folder = Bundle(url: url) {
                return folder
            }
        }
        return nil
    }
}
