/// App-wide settings of the components: the language and where their texts come from.
///
/// Changing any of them re-localises every component in place, visible or not, without re-creating it; texts
/// set with `setTitle(_:for:)` are kept.
@MainActor
public final class MJRefreshConfig {
    /// The shared configuration every component reads.
    public static let `default` = MJRefreshConfig()

    /// Posted (on the main thread) after the language or the strings source changed.
    nonisolated static let languageDidChangeNotification =
        Notification.Name(MJRefreshConstants.languageDidChangeNotification)

    /// A language code such as `"en"`, `"zh-Hans"` or `"uk"`; `nil` follows the user's preferred languages.
    public var languageCode: String? {
        didSet { languageDidChange() }
    }

    /// The name of the app's strings table (without `.strings`) holding its own texts; `nil` means
    /// `"Localizable"`. The app's texts win over the built-in ones.
    public var i18nFilename: String? {
        didSet { languageDidChange() }
    }

    /// The bundle holding the app's `<language>.lproj` folders; `nil` means the main bundle.
    public var i18nBundle: Bundle? {
        didSet { languageDidChange() }
    }

    private init() {}

    /// The texts as configured now: the app's table first, then the built-in ones, then English.
    private(set) lazy var localizer = makeLocalizer()

    private func makeLocalizer() -> MJRefreshLocalizer {
        MJRefreshLocalizer(
            languageCode: languageCode,
            appStrings: MJRefreshBundleStringsProvider(bundle: i18nBundle ?? .main, tableName: i18nFilename))
    }

    private func languageDidChange() {
        localizer = makeLocalizer()
        NotificationCenter.default.post(name: Self.languageDidChangeNotification, object: self)
    }
}

extension Bundle {
    /// The text for one of MJRefresh's keys (such as `"MJRefreshHeaderIdleText"`) in the configured language.
    @MainActor
    public static func mj_localizedString(forKey key: String) -> String {
        MJRefreshConfig.default.localizer.string(forKey: key)
    }

    /// The text for `key`, or `value` when neither the app nor the library has one.
    @MainActor
    public static func mj_localizedString(forKey key: String, value: String?) -> String {
        let text = MJRefreshConfig.default.localizer.string(forKey: key)
        return text == key ? value ?? key : text
    }
}
