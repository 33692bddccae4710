import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct LocalizationTests {
    /// Every language's table, as shipped and as read: its keys are exactly MJRefresh's, none empty or the raw key,
    /// and Foundation's lookup (the one the components use) answers each with the text the file holds.
    @Test func everyLanguageHasEveryKeyAndNoOther() throws {
        for language in MJRefreshLanguage.allCases {
            let table = try ShippedTable.read(language)
            #expect(Set(table.keys) == Set(MJRefreshTextKey.allCases.map(\.rawValue)), "\(language)")
            for key in MJRefreshTextKey.allCases {
                let value = table[key.rawValue] ?? ""
                #expect(!value.isEmpty, "\(language) \(key)")
                #expect(value != key.rawValue, "\(language) \(key) shows the raw key")
                #expect(MJRefreshBuiltInStrings.string(forKey: key.rawValue, language: language) == value)
            }
        }
    }

    /// A translation keeps the English text's placeholders (`%@` for the failure message), in order, and adds none:
    /// a text formatted with the message must not lose it or read past it.
    @Test func everyTranslationHasTheEnglishPlaceholders() throws {
        let english = try ShippedTable.read(.english)
        #expect(
            ShippedTable.placeholders(in: english[MJRefreshTextKey.resultFailureWithMessage.rawValue] ?? "") == ["%@"])
        for language in MJRefreshLanguage.allCases where language != .english {
            let table = try ShippedTable.read(language)
            for key in MJRefreshTextKey.allCases {
                #expect(
                    ShippedTable.placeholders(in: table[key.rawValue] ?? "")
                        == ShippedTable.placeholders(in: english[key.rawValue] ?? ""),
                    "\(language) \(key)")
            }
        }
    }

    /// The resource bundle holds one `.lproj` folder per built-in language and no other, each with only the
    /// package's own table (never a `Localizable` table that could be mistaken for an app's).
    @Test func theBundleHoldsOneFolderPerLanguage() throws {
        let english = try #require(MJRefreshBuiltInStrings.folder(of: .english))
        let resources = english.bundleURL.deletingLastPathComponent()
        let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".lproj") }
        #expect(
            Set(folders.map { $0.dropLast(".lproj".count).lowercased() })
                == Set(MJRefreshLanguage.allCases.map { $0.rawValue.lowercased() }))
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: resources.appendingPathComponent(folder).path)
            #expect(files == ["MJRefresh.strings"], "\(folder)")
        }
    }

    @Test func englishDefaultsMatchMJRefresh() {
        let en = MJRefreshLocalizer(languageCode: "en")
        let expected: [MJRefreshTextKey: String] = [
            .headerIdle: "Pull down to refresh", .headerPulling: "Release to refresh", .headerRefreshing: "Loading...",
            .autoFooterIdle: "Tap or pull up to load more", .autoFooterRefreshing: "Loading...",
            .autoFooterNoMoreData: "No more data", .backFooterIdle: "Pull up to load more",
            .backFooterPulling: "Release to load more", .backFooterRefreshing: "Loading...",
            .backFooterNoMoreData: "No more data", .headerLastTime: "Last update: ", .headerDateToday: "Today",
            .headerNoneLastDate: "No record", .trailerIdle: "Swipe to view details",
            .trailerPulling: "Release to view details", .accessibilityRefreshAction: "Refresh",
            .accessibilityLoadMoreAction: "Load more", .accessibilityRefreshed: "Refreshed",
            .accessibilityLoaded: "Loaded", .resultSuccess: "Refresh succeeded", .resultFailure: "Refresh failed",
            .resultFailureWithMessage: "Refresh failed: %@", .footerResultSuccess: "Loading succeeded",
            .footerResultFailure: "Loading failed", .footerResultFailureWithMessage: "Loading failed: %@",
            .footerFailed: "Loading failed. Tap to retry",
            .leaderIdle: "Pull to refresh", .secondFloorPulling: "Release to open",
            .accessibilityOpenSecondFloorAction: "Open second floor",
            .accessibilityCloseSecondFloorAction: "Close second floor",
        ]
        #expect(expected.count == MJRefreshTextKey.allCases.count)
        for (key, text) in expected { #expect(en.string(for: key) == text, "\(key)") }
    }

    @Test func sampleTranslations() {
        #expect(MJRefreshLocalizer(languageCode: "zh-Hans").string(for: .headerIdle) == "下拉可以刷新")
        #expect(MJRefreshLocalizer(languageCode: "zh-Hant").string(for: .headerPulling) == "鬆開立即刷新")
        #expect(MJRefreshLocalizer(languageCode: "zh-Hans").string(for: .trailerIdle) == "滑动查看图文详情")
        #expect(MJRefreshLocalizer(languageCode: "ko").string(for: .headerDateToday) == "오늘")
        #expect(MJRefreshLocalizer(languageCode: "ru").string(for: .headerLastTime) == "Последнее обновление: ")
        #expect(MJRefreshLocalizer(languageCode: "uk").string(for: .backFooterNoMoreData) == "Більше немає даних")
        #expect(MJRefreshLocalizer(languageCode: "zh-Hans").string(for: .accessibilityLoadMoreAction) == "加载更多")
        #expect(MJRefreshLocalizer(languageCode: "ru").string(for: .accessibilityRefreshAction) == "Обновить")
        #expect(MJRefreshLocalizer(languageCode: "ja-JP").string(for: .headerIdle) == "下に引いて更新")
        #expect(MJRefreshLocalizer(languageCode: "de").string(for: .headerPulling) == "Zum Aktualisieren loslassen")
        #expect(
            MJRefreshLocalizer(languageCode: "fr-CA").string(for: .autoFooterNoMoreData)
                == "Aucune donnée supplémentaire")
        #expect(
            MJRefreshLocalizer(languageCode: "es-MX").string(for: .backFooterIdle)
                == "Desliza hacia arriba para cargar más")
        #expect(MJRefreshLocalizer(languageCode: "pt").string(for: .headerRefreshing) == "Carregando...")
        #expect(MJRefreshLocalizer(languageCode: "pt-PT").string(for: .headerRefreshing) == "A carregar...")
        #expect(MJRefreshLocalizer(languageCode: "it").string(for: .headerLastTime) == "Ultimo aggiornamento: ")
        #expect(MJRefreshLocalizer(languageCode: "ar-EG").string(for: .headerIdle) == "اسحب للأسفل للتحديث")
        #expect(MJRefreshLocalizer(languageCode: "nl").string(for: .trailerIdle) == "Veeg voor details")
        #expect(MJRefreshLocalizer(languageCode: "th").string(for: .headerIdle) == "ดึงลงเพื่อรีเฟรช")
    }

    /// Each language's own texts: tables of different languages share fewer than half their texts (a
    /// copied English file would pass the key check), two spellings of one language (zh-Hans and
    /// zh-Hant, pt-BR and pt-PT) differ somewhere, and the Arabic texts are written in Arabic script.
    @Test func everyTableIsItsOwnTranslation() throws {
        let tables = try MJRefreshLanguage.allCases.map { ($0, try ShippedTable.read($0)) }
        let keyCount = MJRefreshTextKey.allCases.count
        for (i, (a, tableA)) in tables.enumerated() {
            for (b, tableB) in tables.dropFirst(i + 1) {
                let shared = MJRefreshTextKey.allCases.filter { tableA[$0.rawValue] == tableB[$0.rawValue] }
                let sameLanguage = a.rawValue.prefix(2) == b.rawValue.prefix(2)
                #expect(
                    shared.count < (sameLanguage ? keyCount : keyCount / 2),
                    "\(a) and \(b) share \(shared.map(\.rawValue))")
            }
        }
        let arabicLetters = Unicode.Scalar(0x0600)!...Unicode.Scalar(0x06FF)!
        for (key, text) in try ShippedTable.read(.arabic) {
            #expect(text.unicodeScalars.contains { arabicLetters.contains($0) }, "\(key)")
        }
    }

    @Test func trailerTextsDifferFromEnglishOutsideEnglish() {
        for language in MJRefreshLanguage.allCases where language != .english {
            let localizer = MJRefreshLocalizer(languageCode: language.rawValue)
            #expect(localizer.string(for: .trailerIdle) != "Swipe to view details", "\(language)")
            #expect(localizer.string(for: .trailerPulling) != "Release to view details", "\(language)")
        }
    }

    @Test func languageResolution() {
        let cases: [(String, MJRefreshLanguage)] = [
            ("en", .english), ("en-GB", .english), ("EN_us", .english), ("", .english), ("sv", .english),
            ("sv-SE", .english), ("-", .english), ("zh-Hans", .simplifiedChinese), ("zh-hans", .simplifiedChinese),
            ("zh-Hans-CN", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh_CN", .simplifiedChinese),
            ("zh-SG", .simplifiedChinese), ("zh", .simplifiedChinese), ("zh-Hant", .traditionalChinese),
            ("zh-Hant-TW", .traditionalChinese), ("zh-TW", .traditionalChinese), ("zh-HK", .traditionalChinese),
            ("zh-MO", .traditionalChinese), ("zh-Hant-HK", .traditionalChinese), ("ko", .korean), ("ko-KR", .korean),
            ("ru", .russian), ("ru-RU", .russian), ("uk", .ukrainian), ("uk-UA", .ukrainian), ("ukr", .english),
            ("ja", .japanese), ("ja-JP", .japanese), ("de", .german), ("de-DE", .german), ("de_CH", .german),
            ("fr", .french), ("fr-FR", .french), ("fr-CA", .french), ("es", .spanish), ("es-ES", .spanish),
            ("es-419", .spanish), ("es_MX", .spanish), ("it", .italian), ("it-IT", .italian), ("ar", .arabic),
            ("ar-SA", .arabic), ("AR_eg", .arabic), ("nl", .dutch), ("nl-BE", .dutch), ("pl-PL", .polish),
            ("tr-TR", .turkish), ("id-ID", .indonesian), ("vi-VN", .vietnamese), ("th-TH", .thai),
            // Portuguese: no region or Brazil → Brazilian; any other region → European, as CLDR groups them.
            ("pt", .brazilianPortuguese), ("pt-BR", .brazilianPortuguese), ("pt_BR", .brazilianPortuguese),
            ("PT-br", .brazilianPortuguese), ("pt-Latn", .brazilianPortuguese), ("pt-Latn-BR", .brazilianPortuguese),
            ("pt-PT", .europeanPortuguese), ("pt_PT", .europeanPortuguese), ("pt-AO", .europeanPortuguese),
            ("pt-MZ", .europeanPortuguese), ("pt-Latn-PT", .europeanPortuguese), ("pt-150", .europeanPortuguese),
            ("ptb", .english),
        ]
        for (code, language) in cases {
            #expect(MJRefreshLanguage.resolve(code) == language, "\(code)")
        }
    }

    @Test func preferredLanguagesUseTheFirstEntryLikeMJRefresh() {
        #expect(MJRefreshLanguage.preferred(from: ["ko-KR", "en"]) == .korean)
        #expect(MJRefreshLanguage.preferred(from: ["sv-SE", "zh-Hans"]) == .english)
        #expect(MJRefreshLanguage.preferred(from: []) == .english)
        #expect(MJRefreshLocalizer(preferredLanguages: ["zh-Hant-HK"]).language == .traditionalChinese)
        #expect(MJRefreshLocalizer(preferredLanguages: []).languageCode == "en")
        #expect(
            MJRefreshLocalizer(languageCode: "ru", preferredLanguages: ["ko"]).language == .russian,
            "a forced code wins over preferred languages")
    }

    @Test func appStringsOverrideThenBuiltInThenEnglishThenKey() {
        let app = MJRefreshDictionaryStringsProvider([
            "zh-Hans-CN": ["MJRefreshHeaderIdleText": "App 下拉"],
            "zh-Hans": ["MJRefreshHeaderPullingText": "App 松开", "AppOnlyKey": "自定义"],
        ])
        let localizer = MJRefreshLocalizer(languageCode: "zh-Hans-CN", appStrings: app)
        #expect(localizer.string(for: .headerIdle) == "App 下拉", "exact app code")
        #expect(localizer.string(for: .headerPulling) == "App 松开", "resolved app code")
        #expect(localizer.string(for: .headerRefreshing) == "正在刷新数据中...", "built-in")
        #expect(localizer.string(forKey: "AppOnlyKey") == "自定义")
        #expect(localizer.string(forKey: "Unknown") == "Unknown", "unknown key → key")
        #expect(MJRefreshLocalizer.builtInString(forKey: "MJRefreshHeaderIdleText", language: .korean) == "아래로 당겨 새로고침")
        #expect(MJRefreshLocalizer.builtInString(forKey: "Nope", language: .korean) == nil)
    }

    @Test func bundleProviderReadsLprojStringsTables() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mjrefresh-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ lproj: String, _ table: String, _ body: String) throws {
            let dir = root.appendingPathComponent("\(lproj).lproj")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try body.write(to: dir.appendingPathComponent("\(table).strings"), atomically: true, encoding: .utf8)
        }
        try write("zh-Hant", "Refresh", "\"MJRefreshHeaderIdleText\" = \"自訂下拉\";\n")
        try write("en", "Localizable", "\"MJRefreshHeaderIdleText\" = \"Swipe down, please\";\n")
        let bundle = try #require(Bundle(url: root))

        let custom = MJRefreshBundleStringsProvider(bundle: bundle, tableName: "Refresh")
        #expect(custom.string(forKey: "MJRefreshHeaderIdleText", languageCode: "zh-HK") == "自訂下拉")
        #expect(custom.string(forKey: "MJRefreshHeaderPullingText", languageCode: "zh-HK") == nil)
        let localizer = MJRefreshLocalizer(languageCode: "zh-HK", appStrings: custom)
        #expect(localizer.string(for: .headerIdle) == "自訂下拉")
        #expect(localizer.string(for: .headerPulling) == "鬆開立即刷新")

        let standard = MJRefreshBundleStringsProvider(bundle: bundle)
        #expect(standard.string(forKey: "MJRefreshHeaderIdleText", languageCode: "en-GB") == "Swipe down, please")
        #expect(standard.tableName == nil)
        #expect(standard.bundleURL.standardizedFileURL == bundle.bundleURL.standardizedFileURL)
    }
}

struct RefreshResultTitleTests {
    @Test func eachResultHasItsTitleAndAFailureCarriesItsMessage() {
        let en = MJRefreshLocalizer(languageCode: "en")
        #expect(MJRefreshResult.success.title(localizer: en) == "Refresh succeeded")
        #expect(MJRefreshResult.failure().title(localizer: en) == "Refresh failed")
        #expect(MJRefreshResult.failure(message: "").title(localizer: en) == "Refresh failed")
        #expect(MJRefreshResult.failure(message: "50% done").title(localizer: en) == "Refresh failed: 50% done")
        #expect(MJRefreshResult.noMoreData.title(localizer: en) == "No more data")
        let fr = MJRefreshLocalizer(languageCode: "fr")
        #expect(
            MJRefreshResult.failure(message: "Hors ligne").title(localizer: fr)
                == "Échec de l’actualisation : Hors ligne")
    }
}

/// A language's shipped table read as a whole: the `MJRefresh.strings` file of its `.lproj` folder in the built
/// resource bundle, parsed as the property list a strings table is.
enum ShippedTable {
    static func read(_ language: MJRefreshLanguage) throws -> [String: String] {
        let folder = try #require(MJRefreshBuiltInStrings.folder(of: language), "\(language) has no .lproj folder")
        let url = try #require(
            folder.url(forResource: MJRefreshBuiltInStrings.tableName, withExtension: "strings"),
            "\(language) has no \(MJRefreshBuiltInStrings.tableName).strings")
        let table = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try #require(table as? [String: String], "\(language): not a strings table")
    }

    /// The format placeholders of a text, in order (`%@`, `%d`, `%1$@`, …; `%%` is a literal percent sign).
    static func placeholders(in text: String) -> [String] {
        allMatches(
            #"%(?:%|(?:[0-9]+\$)?[-+ #0]*[0-9]*(?:\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSaAp])"#, in: text
        )
        .filter { $0 != "%%" }
    }

    private static func allMatches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
