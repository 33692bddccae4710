#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// App-wide settings of the components: the language and where their texts come from.
///
/// Changing any of them re-localises every component in place, visible or not, without re-creating it; texts
/// set with `setTitle(_:for:)` are kept.
///
/// A plain `NSObject` usable from any code, as MJRefresh's is: the settings are kept under a lock, and the
/// components re-localise on the main actor whichever thread changed them (at once when it is the main actor).
public final class MJRefreshConfig: NSObject, @unchecked Sendable {
    /// The shared configuration every component reads.
    public static let `default` = MJRefreshConfig()

    /// Posted after the language or the strings source changed, on the thread that changed it.
    static let languageDidChangeNotification = Notification.Name.MJRefreshDidChangeLanguage

    /// A language code such as `"en"`, `"zh-Hans"` or `"uk"`; `nil` follows the user's preferred languages.
    public var languageCode: String? {
        get { withSettings { $0.languageCode } }
        set { change { $0.languageCode = newValue } }
    }

    /// The name of the app's strings table (without `.strings`) holding its own texts; `nil` means
    /// `"Localizable"`. The app's texts win over the built-in ones.
    public var i18nFilename: String? {
        get { withSettings { $0.i18nFilename } }
        set { change { $0.i18nFilename = newValue } }
    }

    /// The bundle holding the app's `<language>.lproj` folders; `nil` means the main bundle.
    public var i18nBundle: Bundle? {
        get { withSettings { $0.i18nBundle } }
        set { change { $0.i18nBundle = newValue } }
    }

    /// The texts as configured now: the app's table first, then the built-in ones, then English.
    var localizer: MJRefreshLocalizer {
        withSettings { settings in
            if let localizer = settings.localizer { return localizer }
            let localizer = MJRefreshLocalizer(
                languageCode: settings.languageCode,
                appStrings: MJRefreshBundleStringsProvider(
                    bundle: settings.i18nBundle ?? .main,
                    tableName: settings.i18nFilename))
            settings.localizer = localizer
            return localizer
        }
    }

    /// The text for `key` as `localizer` gives it, remembered until the settings change. Components ask for some
    /// texts at every layout (the names of their accessibility actions), and looking a text up in the app's
    /// strings opens the language's bundles each time; a bundle's strings do not change while the app runs.
    func text(for key: MJRefreshTextKey) -> String {
        let (cached, generation) = withSettings { ($0.texts[key], $0.generation) }
        if let cached { return cached }
        let text = localizer.string(for: key)
        // Kept only if no change came in meanwhile: that text would belong to the old settings.
        withSettings { settings in
            if settings.generation == generation { settings.texts[key] = text }
        }
        return text
    }

    private struct Settings {
        var languageCode: String?
        var i18nFilename: String?
        var i18nBundle: Bundle?
        /// Made on first use after a change.
        var localizer: MJRefreshLocalizer?
        /// Texts `text(for:)` looked up since the last change.
        var texts: [MJRefreshTextKey: String] = [:]
        /// Counts the changes, so that a lookup that raced with one is not kept.
        var generation = 0
    }

    private let lock = NSLock()
    private var settings = Settings()

    private override init() {
        super.init()
        #if !canImport(Darwin)
        MJRefreshLaunchState.relaunchAtEverySimulatorReset  // a simulator reset puts the defaults back
        #endif
    }

    /// Inlined into each caller: a few instructions around the lock, where a call would need one specialised copy
    /// per result type.
    @inline(__always)
    private func withSettings<Result>(_ body: (inout Settings) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&settings)
    }

    /// Applies `body`, drops the localizer and tells the components, outside the lock (their handlers read
    /// the new texts).
    private func change(_ body: (inout Settings) -> Void) {
        withSettings { settings in
            body(&settings)
            settings.localizer = nil
            settings.texts = [:]
            settings.generation += 1
        }
        NotificationCenter.default.post(name: Self.languageDidChangeNotification, object: self)
    }
}

extension Bundle {
    /// The text for one of MJRefresh's keys (such as `"MJRefreshHeaderIdleText"`) in the configured language.
    public static func mj_localizedString(forKey key: String) -> String {
        MJRefreshConfig.default.localizer.string(forKey: key)
    }

    /// The text for `key`, or `value` when neither the app nor the library has one.
    public static func mj_localizedString(forKey key: String, value: String?) -> String {
        let text = MJRefreshConfig.default.localizer.string(forKey: key)
        return text == key ? value ?? key : text
    }
}
