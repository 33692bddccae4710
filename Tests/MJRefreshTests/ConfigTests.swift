import MJRefresh
import SimulationTesting
import Testing

/// `MJRefreshConfig` and the bundle helpers (issue 3): languages switched in place, an app's own strings
/// table, the lookup order app → built-in → English, and the images shipped as package resources.
@MainActor
@Suite(.uiSimulation, .refreshConfig())
struct ConfigTests {
    /// MJRefresh's header texts (idle, pulling, refreshing, last-update prefix, no record) and back footer idle
    /// text per language.
    private static let texts: [(code: String, header: [String], footer: String)] = [
        (
            "en", ["Pull down to refresh", "Release to refresh", "Loading...", "Last update: ", "No record"],
            "Pull up to load more"
        ),
        ("zh-Hans", ["下拉可以刷新", "松开立即刷新", "正在刷新数据中...", "最后更新：", "无记录"], "上拉可以加载更多"),
        ("zh-Hant", ["下拉可以刷新", "鬆開立即刷新", "正在刷新數據中...", "最後更新：", "無記錄"], "上拉可以加載更多"),
        ("ko", ["아래로 당겨 새로고침", "놓으면 새로고침", "로딩중...", "마지막 업데이트: ", "기록 없음"], "위로 당겨 더 로드 가능"),
        (
            "ru",
            [
                "Потяните чтобы обновить", "Отпустите чтобы обновить", "Загрузка...", "Последнее обновление: ",
                "Нет записи",
            ], "Потяните чтобы загрузить еще"
        ),
        (
            "uk",
            [
                "Потягніть для оновлення", "Відпустіть для оновлення", "Завантаження...", "Останнє оновлення: ",
                "Немає запису",
            ], "Потягніть щоб завантажити ще"
        ),
        ("ja", ["下に引いて更新", "離して更新", "更新中...", "最終更新：", "記録なし"], "上に引いてさらに読み込む"),
        (
            "de",
            [
                "Zum Aktualisieren nach unten ziehen", "Zum Aktualisieren loslassen", "Wird geladen...",
                "Zuletzt aktualisiert: ", "nie",
            ], "Zum Nachladen nach oben ziehen"
        ),
        (
            "fr",
            [
                "Tirez vers le bas pour actualiser", "Relâchez pour actualiser", "Chargement...",
                "Dernière mise à jour\u{A0}: ", "jamais",
            ], "Tirez vers le haut pour charger la suite"
        ),
        (
            "es",
            [
                "Desliza hacia abajo para actualizar", "Suelta para actualizar", "Cargando...",
                "Última actualización: ", "nunca",
            ], "Desliza hacia arriba para cargar más"
        ),
        (
            "pt-BR",
            [
                "Puxe para baixo para atualizar", "Solte para atualizar", "Carregando...", "Última atualização: ",
                "nunca",
            ], "Puxe para cima para carregar mais"
        ),
        (
            "pt-PT",
            [
                "Puxe para baixo para atualizar", "Largue para atualizar", "A carregar...", "Última atualização: ",
                "nunca",
            ], "Puxe para cima para carregar mais"
        ),
        (
            "it",
            [
                "Trascina in basso per aggiornare", "Rilascia per aggiornare", "Caricamento...",
                "Ultimo aggiornamento: ", "mai",
            ], "Trascina in alto per caricare altro"
        ),
        (
            "ar", ["اسحب للأسفل للتحديث", "أفلت للتحديث", "جارٍ التحميل...", "آخر تحديث: ", "لا يوجد"],
            "اسحب للأعلى لتحميل المزيد"
        ),
        (
            "nl",
            [
                "Trek omlaag om te vernieuwen", "Laat los om te vernieuwen", "Laden...", "Laatst bijgewerkt: ",
                "nooit",
            ], "Trek omhoog om meer te laden"
        ),
        (
            "pl",
            [
                "Pociągnij w dół, aby odświeżyć", "Puść, aby odświeżyć", "Ładowanie...", "Ostatnia aktualizacja: ",
                "nigdy",
            ], "Pociągnij w górę, aby wczytać więcej"
        ),
        (
            "tr", ["Yenilemek için aşağı çekin", "Yenilemek için bırakın", "Yükleniyor...", "Son güncelleme: ", "yok"],
            "Daha fazlası için yukarı çekin"
        ),
        (
            "id",
            [
                "Tarik ke bawah untuk memuat ulang", "Lepaskan untuk memuat ulang", "Memuat...",
                "Terakhir diperbarui: ", "belum pernah",
            ], "Tarik ke atas untuk memuat lebih banyak"
        ),
        (
            "vi", ["Kéo xuống để làm mới", "Thả ra để làm mới", "Đang tải...", "Cập nhật lần cuối: ", "chưa có"],
            "Kéo lên để tải thêm"
        ),
        (
            "th", ["ดึงลงเพื่อรีเฟรช", "ปล่อยเพื่อรีเฟรช", "กำลังโหลด...", "อัปเดตล่าสุด: ", "ไม่มี"],
            "ดึงขึ้นเพื่อโหลดเพิ่ม"
        ),
    ]

    @Test func changingTheLanguageUpdatesEveryLabelInPlace() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshBackNormalFooter {}
        header.lastUpdatedTimeKey = UUID().uuidString  // never refreshed: "No record"
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = footer
        let stateLabel = header.stateLabel, timeLabel = header.lastUpdatedTimeLabel
        for (code, header:texts, footer:footerText) in Self.texts {
            MJRefreshConfig.default.languageCode = code
            #expect(
                header.stateLabel === stateLabel && header.lastUpdatedTimeLabel === timeLabel,
                "the same labels, re-texted")
            #expect(header.stateLabel.text == texts[0], "\(code)")
            #expect(header.lastUpdatedTimeLabel.text == texts[3] + texts[4], "\(code)")
            #expect(footer.stateLabel.text == footerText, "\(code)")
            for (key, text) in zip(
                [
                    "MJRefreshHeaderIdleText", "MJRefreshHeaderPullingText",
                    "MJRefreshHeaderRefreshingText",
                ], texts)
            {
                #expect(Bundle.mj_localizedString(forKey: key) == text, "\(code) \(key)")
            }
        }
        MJRefreshConfig.default.languageCode = "ru"
        header.beginRefreshing()
        #expect(header.stateLabel.text == "Загрузка...", "state changes use the language too")
    }

    /// A language code and the pulling text it reads: regional variants find their language, unknown codes English.
    @Test(arguments: [
        ("zh-HK", "鬆開立即刷新"), ("zh-Hans-CN", "松开立即刷新"), ("ko-KR", "놓으면 새로고침"),
        ("fr-CA", "Relâchez pour actualiser"), ("pt", "Solte para atualizar"),
        ("pt-AO", "Largue para atualizar"), ("ar-EG", "أفلت للتحديث"),
        ("sv", "Release to refresh"), ("", "Release to refresh"),
    ])
    func regionalAndUnknownCodesMapToABuiltInLanguage(code: String, text: String) {
        MJRefreshConfig.default.languageCode = code
        #expect(Bundle.mj_localizedString(forKey: "MJRefreshHeaderPullingText") == text, "\(code)")
    }

    /// The last-update line follows the language at runtime: its words and its locale's date layout, in the
    /// same label.
    @Test func changingTheLanguageRelaysTheLastUpdateLine() {
        let store = useInMemoryLastUpdatedStore()
        // The header reads dates in the current time zone on the Gregorian calendar, as this one does.
        let calendar = Calendar(identifier: .gregorian)
        var components = calendar.dateComponents([.year, .month, .day], from: Date())
        components.hour = 14
        components.minute = 5
        let key = UUID().uuidString
        store.setDate(calendar.date(from: components), forKey: key)
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.lastUpdatedTimeKey = key }
        let lines = [
            ("en", "Last update: Today 2:05\u{202F}PM"), ("de", "Zuletzt aktualisiert: heute 14:05"),
            ("ja", "最終更新：今日 14:05"), ("ar", "آخر تحديث: اليوم 2:05\u{A0}م"),
            ("pt-BR", "Última atualização: hoje 14:05"), ("id", "Terakhir diperbarui: hari ini 14.05"),
            ("en-GB", "Last update: Today 14:05"),
        ]
        for (code, line) in lines {
            MJRefreshConfig.default.languageCode = code
            #expect(header.lastUpdatedTimeLabel.text == line, "\(code)")
        }
    }

    /// Every language's texts fit an iPhone-wide row (390 pt) in the labels' font, with the arrow still on screen
    /// beside the widest of them: the header with the longest last-update line (a date of another year), the back
    /// footer in both its arrow states, and the auto footer's texts. Widths come from the simulator's SF Pro-like
    /// glyph advances, within a few per cent of the device's.
    @Test func everyLanguageFitsAnIPhoneWideRow() {
        let key = UUID().uuidString
        useInMemoryLastUpdatedStore().setDate(Date(timeIntervalSinceNow: -400 * 86_400), forKey: key)
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.lastUpdatedTimeKey = key }
        let backFooter = stage.attach(MJRefreshBackNormalFooter {})
        let autoFooter = MJRefreshAutoNormalFooter {}
        let secondList = UIScrollView(frame: stage.scrollView.frame)
        stage.window.addSubview(secondList)
        secondList.mj_footer = autoFooter
        for language in MJRefreshLanguage.allCases {
            MJRefreshConfig.default.languageCode = language.rawValue
            for state in [MJRefreshState.idle, .pulling] {
                header.state = state
                backFooter.state = state
                stage.window.layoutIfNeeded()
                let headerTexts = [header.stateLabel.text, header.lastUpdatedTimeLabel.text]
                for (name, arrow, texts) in [
                    ("header", header.arrowView, headerTexts),
                    ("back footer", backFooter.arrowView, [backFooter.stateLabel.text]),
                ] {
                    #expect((arrow?.frame.minX ?? -.infinity) >= 0, "\(language) \(name) \(state): \(texts)")
                }
            }
            for state in [MJRefreshState.idle, .refreshing, .noMoreData] {
                autoFooter.state = state
                #expect(
                    autoFooter.stateLabel.mj_textWidth() <= 390,
                    "\(language) \(state): \(autoFooter.stateLabel.text ?? "")")
            }
        }
    }

    @Test func unknownKeysFallBackToTheValueOrTheKey() {
        MJRefreshConfig.default.languageCode = "en"
        #expect(Bundle.mj_localizedString(forKey: "NoSuchKey") == "NoSuchKey")
        #expect(Bundle.mj_localizedString(forKey: "NoSuchKey", value: "Fallback") == "Fallback")
        #expect(Bundle.mj_localizedString(forKey: "NoSuchKey", value: nil) == "NoSuchKey")
        #expect(
            Bundle.mj_localizedString(forKey: "MJRefreshHeaderDateTodayText", value: "Fallback") == "Today",
            "a known key ignores the value")
    }

    @Test func anAppStringsTableOverridesTheBuiltInTextsThenBuiltInThenEnglish() throws {
        let directory = try Self.makeStringsBundle(tables: [
            "en": "\"MJRefreshHeaderIdleText\" = \"Drag to refresh\";\n\"MyOwnKey\" = \"Mine\";\n",
            "uk": "\"MJRefreshHeaderIdleText\" = \"Тягни\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = MJRefreshConfig.default
        config.languageCode = "en"
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})

        config.i18nBundle = Bundle(path: directory.path)
        #expect(header.stateLabel.text == "Pull down to refresh", "the table is Localizable until named")
        config.i18nFilename = "MyStrings"
        #expect(header.stateLabel.text == "Drag to refresh", "naming the table re-localises in place")
        #expect(
            Bundle.mj_localizedString(forKey: "MJRefreshHeaderPullingText") == "Release to refresh",
            "keys the app does not have come from the built-in table")
        #expect(Bundle.mj_localizedString(forKey: "MyOwnKey") == "Mine", "apps may add keys")

        config.languageCode = "uk"
        #expect(header.stateLabel.text == "Тягни")
        #expect(Bundle.mj_localizedString(forKey: "MJRefreshHeaderPullingText") == "Відпустіть для оновлення")
    }

    @Test func aLanguageTheAppHasNoTableForGetsTheBuiltInText() throws {
        let directory = try Self.makeStringsBundle(tables: [
            "en": "\"MJRefreshHeaderIdleText\" = \"Drag to refresh\";\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = MJRefreshConfig.default
        config.i18nBundle = Bundle(path: directory.path)
        config.i18nFilename = "MyStrings"
        config.languageCode = "ru"
        let text = Bundle.mj_localizedString(forKey: "MJRefreshHeaderIdleText")
        #expect(text == "Потяните чтобы обновить", "app (none) → built-in Russian")
    }

    @Test func theArrowImagesLoadFromThePackageResources() {
        let arrow = Bundle.mj_arrowImage()
        #expect(arrow.size == CGSize(width: 15, height: 40))
        #expect(arrow.scale == 2)
        #expect(arrow.renderingMode == .alwaysTemplate)
        let trailArrow = Bundle.mj_trailArrowImage()
        #expect(trailArrow.size == CGSize(width: 20, height: 20))
        #expect(trailArrow.renderingMode == .alwaysTemplate)
        #expect(Bundle.mj_refreshBundle().path(forResource: "arrow@2x", ofType: "png") != nil)
    }

    // MARK: Helpers

    /// A bundle directory holding `<language>.lproj/MyStrings.strings` for each table.
    private static func makeStringsBundle(tables: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("MJRefreshConfigTests-\(UUID().uuidString)")
        for (language, contents) in tables {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("MyStrings.strings"))
        }
        return directory
    }
}
