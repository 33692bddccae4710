import Foundation
import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class LocalizationTests: XCTestCase {
    func testEveryLanguageLoadsFromTheBundleAndHasEveryKey() {
        for language in MJRefreshLanguage.allCases {
            let table = MJRefreshBuiltInStrings.tables[language] ?? [:]
            XCTAssertEqual(Set(table.keys), Set(MJRefreshTextKey.allCases.map(\.rawValue)), "\(language)")
            for key in MJRefreshTextKey.allCases {
                let value = table[key.rawValue] ?? ""
                XCTAssertFalse(value.isEmpty, "\(language) \(key)")
                XCTAssertNotEqual(value, key.rawValue, "\(language) \(key) shows the raw key")
            }
        }
    }

    func testEnglishDefaultsMatchMJRefresh() {
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
            .resultFailureWithMessage: "Refresh failed: %@",
        ]
        XCTAssertEqual(expected.count, MJRefreshTextKey.allCases.count)
        for (key, text) in expected { XCTAssertEqual(en.string(for: key), text, "\(key)") }
    }

    func testSampleTranslations() {
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "zh-Hans").string(for: .headerIdle), "下拉可以刷新")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "zh-Hant").string(for: .headerPulling), "鬆開立即刷新")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "zh-Hans").string(for: .trailerIdle), "滑动查看图文详情")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "ko").string(for: .headerDateToday), "오늘")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "ru").string(for: .headerLastTime), "Последнее обновление: ")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "uk").string(for: .backFooterNoMoreData), "Більше немає даних")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "zh-Hans").string(for: .accessibilityLoadMoreAction), "加载更多")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "ru").string(for: .accessibilityRefreshAction), "Обновить")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "ja-JP").string(for: .headerIdle), "下に引いて更新")
        XCTAssertEqual(
            MJRefreshLocalizer(languageCode: "de").string(for: .headerPulling), "Zum Aktualisieren loslassen")
        XCTAssertEqual(
            MJRefreshLocalizer(languageCode: "fr-CA").string(for: .autoFooterNoMoreData),
            "Aucune donnée supplémentaire")
        XCTAssertEqual(
            MJRefreshLocalizer(languageCode: "es-MX").string(for: .backFooterIdle),
            "Desliza hacia arriba para cargar más")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "pt").string(for: .headerRefreshing), "Carregando...")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "pt-PT").string(for: .headerRefreshing), "A carregar...")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "it").string(for: .headerLastTime), "Ultimo aggiornamento: ")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "ar-EG").string(for: .headerIdle), "اسحب للأسفل للتحديث")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "nl").string(for: .trailerIdle), "Veeg voor details")
        XCTAssertEqual(MJRefreshLocalizer(languageCode: "th").string(for: .headerIdle), "ดึงลงเพื่อรีเฟรช")
    }

    /// Each language's own texts: tables of different languages share fewer than half their texts (a
    /// copied English file would pass the key check), two spellings of one language (zh-Hans and
    /// zh-Hant, pt-BR and pt-PT) differ somewhere, and the Arabic texts are written in Arabic script.
    func testEveryTableIsItsOwnTranslation() {
        let tables = MJRefreshLanguage.allCases.map { ($0, MJRefreshBuiltInStrings.tables[$0] ?? [:]) }
        let keyCount = MJRefreshTextKey.allCases.count
        for (i, (a, tableA)) in tables.enumerated() {
            for (b, tableB) in tables.dropFirst(i + 1) {
                let shared = MJRefreshTextKey.allCases.filter { tableA[$0.rawValue] == tableB[$0.rawValue] }
                let sameLanguage = a.rawValue.prefix(2) == b.rawValue.prefix(2)
                XCTAssertLessThan(
                    shared.count, sameLanguage ? keyCount : keyCount / 2,
                    "\(a) and \(b) share \(shared.map(\.rawValue))")
            }
        }
        let arabicLetters = Unicode.Scalar(0x0600)!...Unicode.Scalar(0x06FF)!
        for (key, text) in MJRefreshBuiltInStrings.tables[.arabic] ?? [:] {
            XCTAssertTrue(text.unicodeScalars.contains { arabicLetters.contains($0) }, key)
        }
    }

    func testTrailerTextsDifferFromEnglishOutsideEnglish() {
        for language in MJRefreshLanguage.allCases where language != .english {
            let localizer = MJRefreshLocalizer(languageCode: language.rawValue)
            XCTAssertNotEqual(localizer.string(for: .trailerIdle), "Swipe to view details", "\(language)")
            XCTAssertNotEqual(localizer.string(for: .trailerPulling), "Release to view details", "\(language)")
        }
    }

    func testLanguageResolution() {
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
            XCTAssertEqual(MJRefreshLanguage.resolve(code), language, code)
        }
    }

    func testPreferredLanguagesUseTheFirstEntryLikeMJRefresh() {
        XCTAssertEqual(MJRefreshLanguage.preferred(from: ["ko-KR", "en"]), .korean)
        XCTAssertEqual(MJRefreshLanguage.preferred(from: ["sv-SE", "zh-Hans"]), .english)
        XCTAssertEqual(MJRefreshLanguage.preferred(from: []), .english)
        XCTAssertEqual(MJRefreshLocalizer(preferredLanguages: ["zh-Hant-HK"]).language, .traditionalChinese)
        XCTAssertEqual(MJRefreshLocalizer(preferredLanguages: []).languageCode, "en")
        XCTAssertEqual(
            MJRefreshLocalizer(languageCode: "ru", preferredLanguages: ["ko"]).language, .russian,
            "a forced code wins over preferred languages")
    }

    func testAppStringsOverrideThenBuiltInThenEnglishThenKey() {
        let app = MJRefreshDictionaryStringsProvider([
            "zh-Hans-CN": ["MJRefreshHeaderIdleText": "App 下拉"],
            "zh-Hans": ["MJRefreshHeaderPullingText": "App 松开", "AppOnlyKey": "自定义"],
        ])
        let localizer = MJRefreshLocalizer(languageCode: "zh-Hans-CN", appStrings: app)
        XCTAssertEqual(localizer.string(for: .headerIdle), "App 下拉", "exact app code")
        XCTAssertEqual(localizer.string(for: .headerPulling), "App 松开", "resolved app code")
        XCTAssertEqual(localizer.string(for: .headerRefreshing), "正在刷新数据中...", "built-in")
        XCTAssertEqual(localizer.string(forKey: "AppOnlyKey"), "自定义")
        XCTAssertEqual(localizer.string(forKey: "Unknown"), "Unknown", "unknown key → key")
        XCTAssertEqual(
            MJRefreshLocalizer.builtInString(forKey: "MJRefreshHeaderIdleText", language: .korean), "아래로 당겨 새로고침")
        XCTAssertNil(MJRefreshLocalizer.builtInString(forKey: "Nope", language: .korean))
    }

    func testBundleProviderReadsLprojStringsTables() throws {
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
        let bundle = try XCTUnwrap(Bundle(url: root))

        let custom = MJRefreshBundleStringsProvider(bundle: bundle, tableName: "Refresh")
        XCTAssertEqual(custom.string(forKey: "MJRefreshHeaderIdleText", languageCode: "zh-HK"), "自訂下拉")
        XCTAssertNil(custom.string(forKey: "MJRefreshHeaderPullingText", languageCode: "zh-HK"))
        let localizer = MJRefreshLocalizer(languageCode: "zh-HK", appStrings: custom)
        XCTAssertEqual(localizer.string(for: .headerIdle), "自訂下拉")
        XCTAssertEqual(localizer.string(for: .headerPulling), "鬆開立即刷新")

        let standard = MJRefreshBundleStringsProvider(bundle: bundle)
        XCTAssertEqual(standard.string(forKey: "MJRefreshHeaderIdleText", languageCode: "en-GB"), "Swipe down, please")
        XCTAssertNil(standard.tableName)
        XCTAssertEqual(standard.bundleURL.standardizedFileURL, bundle.bundleURL.standardizedFileURL)
    }
}

final class RefreshResultTitleTests: XCTestCase {
    func testEachResultHasItsTitleAndAFailureCarriesItsMessage() {
        let en = MJRefreshLocalizer(languageCode: "en")
        XCTAssertEqual(MJRefreshResult.success.title(localizer: en), "Refresh succeeded")
        XCTAssertEqual(MJRefreshResult.failure().title(localizer: en), "Refresh failed")
        XCTAssertEqual(MJRefreshResult.failure(message: "").title(localizer: en), "Refresh failed")
        XCTAssertEqual(MJRefreshResult.failure(message: "50% done").title(localizer: en), "Refresh failed: 50% done")
        XCTAssertEqual(MJRefreshResult.noMoreData.title(localizer: en), "No more data")
        let fr = MJRefreshLocalizer(languageCode: "fr")
        XCTAssertEqual(
            MJRefreshResult.failure(message: "Hors ligne").title(localizer: fr),
            "Échec de l’actualisation : Hors ligne")
    }

    func testEveryLanguageLeavesRoomForTheMessage() {
        for language in MJRefreshLanguage.allCases {
            let format =
                MJRefreshLocalizer.builtInString(
                    forKey: MJRefreshTextKey.resultFailureWithMessage.rawValue,
                    language: language) ?? ""
            XCTAssertEqual(format.components(separatedBy: "%@").count, 2, "\(language): one %@")
        }
    }
}
