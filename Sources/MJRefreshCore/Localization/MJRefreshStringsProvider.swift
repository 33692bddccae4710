import Foundation

/// A source of app-provided texts that override the built-in ones (MJRefresh's `i18nBundle`
/// + `i18nFilename`). Apps rename or translate texts without touching the package.
@_spi(Engine) public protocol MJRefreshStringsProvider: Sendable {
    /// The app's text for `key` in the language `languageCode` (as requested, e.g.
    /// `"zh-Hans-CN"`), or `nil` to fall back to the built-in text.
    func string(forKey key: String, languageCode: String) -> String?
}

/// App texts from a bundle's `<lang>.lproj/<table>.strings`, like MJRefresh's lookup.
///
/// The `.lproj` folders tried, in order: the exact code, the resolved built-in language
/// (`zh-HK` → `zh-Hant`), the primary subtag (`zh`). A language the app has no folder for falls back to
/// the built-in texts, not to the app's other languages.
/// Stores the bundle's URL rather than the `Bundle` so the provider is `Sendable`.
@_spi(Engine) public struct MJRefreshBundleStringsProvider: MJRefreshStringsProvider {
    /// Location of the bundle holding the `.lproj` folders.
    public let bundleURL: URL
    /// Strings table name without `.strings`; `nil` means `Localizable`.
    public let tableName: String?

    /// Reads texts from `bundle` (default: the app's main bundle) and `tableName`.
    public init(bundle: Bundle = .main, tableName: String? = nil) {
        self.bundleURL = bundle.bundleURL
        self.tableName = tableName
    }

    /// See ``MJRefreshStringsProvider/string(forKey:languageCode:)``.
    public func string(forKey key: String, languageCode: String) -> String? {
        let missing = "\u{1}MJRefreshMissing\u{1}"
        let primary = MJRefreshLanguage.subtags(of: languageCode).first ?? languageCode
        let names = [languageCode, MJRefreshLanguage.resolve(languageCode).rawValue, primary]
        // Only the language's own folders: asking the bundle itself would answer in the bundle's development
        // language and hide the built-in text of the requested one.
        for name in names {
            guard let bundle = lprojFolder(named: name, in: bundleURL) else { continue }
            let value = bundle.localizedString(forKey: key, value: missing, table: tableName)
            if value != missing { return value }
        }
        return nil
    }
}

/// The `.lproj` folders opened so far, by path, for every provider. Opening a bundle parses its URL and reads the
/// disk, and components look texts up at every layout, so each folder is opened once in the process (apps add no
/// folders at run time). Module-wide rather than a class each provider holds: a class of its own costs the app its
/// metadata. A Foundation dictionary (path → `Bundle`, or `NSNull` for a folder found missing) rather than a Swift
/// `[String: Bundle?]`, which would bring its own copy of the dictionary's insertion code into the app.
private nonisolated(unsafe) let openedFolders = NSMutableDictionary()
/// Held by every access to `openedFolders`.
private let openedFoldersLock = NSLock()

/// The `<name>.lproj` bundle inside `bundleURL`, opened once (or found missing once).
private func lprojFolder(named name: String, in bundleURL: URL) -> Bundle? {
    let url = bundleURL.appendingPathComponent("\(name).lproj")
    let path = url.path
    openedFoldersLock.lock()
    defer { openedFoldersLock.unlock() }
    if let opened = openedFolders[path] { return opened as? Bundle }
    let bundle = Bundle(url: url)
    openedFolders[path] = bundle ?? NSNull()
    return bundle
}

/// App texts from dictionaries keyed by language code, for apps that build texts in code
/// and for tests. Lookup tries the exact code, then the resolved built-in language code.
@_spi(Engine) public struct MJRefreshDictionaryStringsProvider: MJRefreshStringsProvider {
    /// `[languageCode: [key: text]]`.
    public let tables: [String: [String: String]]

    /// Creates a provider from `[languageCode: [key: text]]`.
    public init(_ tables: [String: [String: String]]) {
        self.tables = tables
    }

    /// See ``MJRefreshStringsProvider/string(forKey:languageCode:)``.
    public func string(forKey key: String, languageCode: String) -> String? {
        tables[languageCode]?[key] ?? tables[MJRefreshLanguage.resolve(languageCode).rawValue]?[key]
    }
}
