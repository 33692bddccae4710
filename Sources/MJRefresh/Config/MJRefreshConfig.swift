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
        get { locked { storedLanguageCode } }
        set {
            locked {
                storedLanguageCode = newValue
                forgetTexts()
            }
            announceChange()
        }
    }

    /// The name of the app's strings table (without `.strings`) holding its own texts; `nil` means
    /// `"Localizable"`. The app's texts win over the built-in ones.
    public var i18nFilename: String? {
        get { locked { storedI18nFilename } }
        set {
            locked {
                storedI18nFilename = newValue
                forgetTexts()
            }
            announceChange()
        }
    }

    /// The bundle holding the app's `<language>.lproj` folders; `nil` means the main bundle.
    public var i18nBundle: Bundle? {
        get { locked { storedI18nBundle } }
        set {
            locked {
                storedI18nBundle = newValue
                forgetTexts()
            }
            announceChange()
        }
    }

    /// The texts as configured now: the app's table first, then the built-in ones, then English.
    var localizer: MJRefreshLocalizer {
        locked {
            if let cachedLocalizer { return cachedLocalizer }
            let localizer = MJRefreshLocalizer(
                languageCode: storedLanguageCode,
                appStrings: MJRefreshBundleStringsProvider(
                    bundle: storedI18nBundle ?? .main,
                    tableName: storedI18nFilename))
            cachedLocalizer = localizer
            return localizer
        }
    }

    /// The text for `key` as `localizer` gives it, remembered until the settings change. Components ask for some
    /// texts at every layout (the names of their accessibility actions), and looking a text up in the app's
    /// strings opens the language's bundles each time; a bundle's strings do not change while the app runs.
    func text(for key: MJRefreshTextKey) -> String {
        let (cached, generation) = locked { (texts[key], self.generation) }
        if let cached { return cached }
        let text = localizer.string(for: key)
        // Kept only if no change came in meanwhile: that text would belong to the old settings.
        locked {
            if self.generation == generation { texts[key] = text }
        }
        return text
    }

    // The settings, read and written under `lock` only. Stored here rather than in a struct of their own: such a
    // struct would carry value witnesses (copying and assigning every field) that nothing needs.
    private let lock = NSLock()
    private var storedLanguageCode: String?
    private var storedI18nFilename: String?
    private var storedI18nBundle: Bundle?
    /// Made on first use after a change.
    private var cachedLocalizer: MJRefreshLocalizer?
    /// Texts `text(for:)` looked up since the last change.
    private var texts: [MJRefreshTextKey: String] = [:]
    /// Counts the changes, so that a lookup that raced with one is not kept.
    private var generation = 0

    private override init() {
        super.init()
        #if !canImport(Darwin)
        MJRefreshLaunchState.relaunchAtEverySimulatorReset  // a simulator reset puts the defaults back
        #endif
    }

    /// Inlined into each caller: a few instructions around the lock, where a call would need one specialised copy
    /// per result type.
    @inline(__always)
    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Drops the localizer and the texts, in the same hold of the lock as the change of a setting.
    private func forgetTexts() {
        cachedLocalizer = nil
        texts = [:]
        generation += 1
    }

    /// Tells the components, outside the lock (their handlers read the new texts).
    private func announceChange() {
        NotificationCenter.default.post(name: Self.languageDidChangeNotification, object: self)
    }
}

extension Bundle {
    /// The text for one of MJRefresh's keys (such as `"MJRefreshHeaderIdleText"`) in the configured language.
    @discardableResult
    public static func mj_localizedString(forKey key: String) -> String {
        MJRefreshConfig.default.localizer.string(forKey: key)
    }

    /// The text for `key`, or `value` when neither the app nor the library has one.
    @discardableResult
    public static func mj_localizedString(forKey key: String, value: String?) -> String {
        let text = MJRefreshConfig.default.localizer.string(forKey: key)
        return text == key ? value ?? key : text
    }
}
