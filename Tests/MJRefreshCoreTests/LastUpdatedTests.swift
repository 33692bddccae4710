import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct LastUpdatedTests {
    let utc = TimeZone(identifier: "UTC")!
    /// Lays dates out in the locale of the localizer's language, as the header does.
    var formatter: MJRefreshLastUpdatedTextFormatter {
        MJRefreshLastUpdatedTextFormatter(calendar: Calendar(identifier: .gregorian), timeZone: utc)
    }
    let en = MJRefreshLocalizer(languageCode: "en")

    func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, in zone: TimeZone? = nil) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? utc
        return calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
    }

    @Test func today() {
        let now = date(2024, 3, 15, 18, 0)
        #expect(formatter.style(for: date(2024, 3, 15, 14, 5), now: now) == .today)
        #expect(
            formatter.text(for: date(2024, 3, 15, 14, 5), now: now, localizer: en)
                == "Last update: Today 2:05\u{202F}PM")
        #expect(
            formatter.text(for: date(2024, 3, 15, 0, 0), now: now, localizer: en)
                == "Last update: Today 12:00\u{202F}AM")
    }

    @Test func sameDayOfMonthInAnotherMonthIsNotToday() {
        // MJRefresh compares only the day of the month and would print "Today" here.
        let now = date(2024, 4, 15, 9, 0)
        let lastMonth = date(2024, 3, 15, 14, 5)
        #expect(formatter.style(for: lastMonth, now: now) == .sameYear)
        #expect(formatter.text(for: lastMonth, now: now, localizer: en) == "Last update: 03/15, 2:05\u{202F}PM")
        let lastYear = date(2023, 4, 15, 14, 5)
        #expect(formatter.style(for: lastYear, now: now) == .otherYear)
        #expect(formatter.text(for: lastYear, now: now, localizer: en) == "Last update: 04/15/2023, 2:05\u{202F}PM")
    }

    @Test func sameYearAndOtherYear() {
        let now = date(2024, 12, 31, 23, 59)
        #expect(
            formatter.text(for: date(2024, 1, 1, 7, 3), now: now, localizer: en) == "Last update: 01/01, 7:03\u{202F}AM"
        )
        #expect(
            formatter.text(for: date(2019, 12, 31, 23, 59), now: now, localizer: en)
                == "Last update: 12/31/2019, 11:59\u{202F}PM")
        #expect(
            formatter.text(for: date(2025, 1, 1, 0, 0), now: now, localizer: en)
                == "Last update: 01/01/2025, 12:00\u{202F}AM",
            "a future date in another year is still formatted, not crashed on")
    }

    @Test func noDate() {
        #expect(formatter.style(for: nil, now: Date()) == .none)
        #expect(formatter.text(for: nil, now: Date(), localizer: en) == "Last update: No record")
        #expect(
            formatter.text(for: nil, now: Date(), localizer: MJRefreshLocalizer(languageCode: "zh-Hans")) == "最后更新：无记录")
    }

    @Test func localisedPrefixAndToday() {
        let now = date(2024, 3, 15, 18, 0)
        let zh = MJRefreshLocalizer(languageCode: "zh-Hans")
        #expect(formatter.text(for: date(2024, 3, 15, 14, 5), now: now, localizer: zh) == "最后更新：今天 14:05")
        let ru = MJRefreshLocalizer(languageCode: "ru")
        #expect(
            formatter.text(for: date(2024, 3, 15, 14, 5), now: now, localizer: ru)
                == "Последнее обновление: Сегодня 14:05")
    }

    @Test func dayBoundaryFollowsTheInjectedTimeZone() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let inTokyo = MJRefreshLastUpdatedTextFormatter(calendar: Calendar(identifier: .gregorian), timeZone: tokyo)
        // 23:30 UTC on the 14th is 08:30 on the 15th in Tokyo; now is 10:00 on the 15th in Tokyo.
        let stored = date(2024, 3, 14, 23, 30)
        let now = date(2024, 3, 15, 10, 0, in: tokyo)
        #expect(inTokyo.text(for: stored, now: now, localizer: en) == "Last update: Today 8:30\u{202F}AM")
        #expect(formatter.style(for: stored, now: now) == .sameYear, "in UTC the dates are different days")
    }

    /// Every built-in language's line for today, another day of this year and another year: its
    /// texts, and the date laid out as its locale does (order, separators, 12- or 24-hour clock).
    /// Invisible characters are CLDR's: U+202F before English AM/PM, U+00A0 in French before the colon
    /// and in Arabic before ص/م, U+200F (right-to-left mark) after Arabic day and month.
    @Test func everyLanguageLaysTheDateOutInItsLocale() {
        let now = date(2024, 3, 15, 18, 0)
        let today = date(2024, 3, 15, 14, 5), thisYear = date(2024, 1, 7, 9, 3), lastYear = date(2023, 11, 28, 23, 59)
        let cases: [(code: String, prefix: String, today: String, thisYear: String, lastYear: String)] = [
            ("en", "Last update: ", "Today 2:05\u{202F}PM", "01/07, 9:03\u{202F}AM", "11/28/2023, 11:59\u{202F}PM"),
            ("zh-Hans", "最后更新：", "今天 14:05", "01/07 09:03", "2023/11/28 23:59"),
            ("zh-Hant", "最後更新：", "今天 下午2:05", "01/07 上午9:03", "2023/11/28 下午11:59"),
            ("ko", "마지막 업데이트: ", "오늘 오후 2:05", "01. 07. 오전 9:03", "2023. 11. 28. 오후 11:59"),
            ("ru", "Последнее обновление: ", "Сегодня 14:05", "07.01, 09:03", "28.11.2023, 23:59"),
            ("uk", "Останнє оновлення: ", "Сьогодні 14:05", "07.01, 09:03", "28.11.2023, 23:59"),
            ("ja", "最終更新：", "今日 14:05", "01/07 9:03", "2023/11/28 23:59"),
            ("de", "Zuletzt aktualisiert: ", "heute 14:05", "07.01., 09:03", "28.11.2023, 23:59"),
            ("fr", "Dernière mise à jour\u{A0}: ", "aujourd’hui 14:05", "07/01 09:03", "28/11/2023 23:59"),
            ("es", "Última actualización: ", "hoy 14:05", "7/1, 9:03", "28/11/2023, 23:59"),
            ("pt-BR", "Última atualização: ", "hoje 14:05", "07/01, 09:03", "28/11/2023, 23:59"),
            ("pt-PT", "Última atualização: ", "hoje 14:05", "07/01, 09:03", "28/11/2023, 23:59"),
            ("it", "Ultimo aggiornamento: ", "oggi 14:05", "07/01, 09:03", "28/11/2023, 23:59"),
            // Bare `ar` has Latin digits since CLDR 46; regional Arabic keeps its own (see the test below).
            (
                "ar", "آخر تحديث: ", "اليوم 2:05\u{A0}م", "07\u{200F}/01، 9:03\u{A0}ص",
                "28\u{200F}/11\u{200F}/2023، 11:59\u{A0}م"
            ),
            ("nl", "Laatst bijgewerkt: ", "vandaag 14:05", "07-01, 09:03", "28-11-2023, 23:59"),
            ("pl", "Ostatnia aktualizacja: ", "dzisiaj 14:05", "07.01, 09:03", "28.11.2023, 23:59"),
            ("tr", "Son güncelleme: ", "bugün 14:05", "07.01 09:03", "28.11.2023 23:59"),
            ("id", "Terakhir diperbarui: ", "hari ini 14.05", "07/01, 09.03", "28/11/2023, 23.59"),
            ("vi", "Cập nhật lần cuối: ", "hôm nay 14:05", "09:03 07-01", "23:59 28/11/2023"),
            ("th", "อัปเดตล่าสุด: ", "วันนี้ 14:05", "07/01 09:03", "28/11/2023 23:59"),
        ]
        #expect(Set(cases.map(\.code)) == Set(MJRefreshLanguage.allCases.map(\.rawValue)), "every language")
        for c in cases {
            let localizer = MJRefreshLocalizer(languageCode: c.code)
            #expect(formatter.text(for: today, now: now, localizer: localizer) == c.prefix + c.today, "\(c.code)")
            #expect(formatter.text(for: thisYear, now: now, localizer: localizer) == c.prefix + c.thisYear, "\(c.code)")
            #expect(formatter.text(for: lastYear, now: now, localizer: localizer) == c.prefix + c.lastYear, "\(c.code)")
        }
    }

    /// A regional code keeps its language's texts and takes its region's layout; a code without
    /// built-in texts takes English's; an injected locale wins over both.
    @Test func theLocaleFollowsTheCodeAsGiven() {
        let now = date(2024, 3, 15, 18, 0)
        let today = date(2024, 3, 15, 14, 5), thisYear = date(2024, 1, 7, 9, 3)
        func line(_ code: String, _ date: Date, _ formatter: MJRefreshLastUpdatedTextFormatter? = nil) -> String {
            (formatter ?? self.formatter).text(for: date, now: now, localizer: MJRefreshLocalizer(languageCode: code))
        }
        #expect(line("en-GB", today) == "Last update: Today 14:05", "British English runs a 24-hour clock")
        #expect(line("en_GB", thisYear) == "Last update: 07/01, 09:03", "day before month")
        #expect(line("es-MX", today) == "Última actualización: hoy 2:05\u{202F}p.m.", "Mexico: 12-hour")
        #expect(line("fr-CA", thisYear) == "Dernière mise à jour\u{A0}: 01-07 09:03", "Canada: month first")
        #expect(line("zh-HK", thisYear) == "最後更新：07/01 上午9:03", "Hong Kong: day first")
        #expect(line("ar-EG", today) == "آخر تحديث: اليوم ٢:٠٥\u{A0}م", "Egypt: Arabic-Indic digits")
        #expect(
            line("sv-SE", today) == "Last update: Today 2:05\u{202F}PM",
            "Swedish has no texts here: English texts, English layout")
        #expect(line("", today) == "Last update: Today 2:05\u{202F}PM")
        let german = MJRefreshLastUpdatedTextFormatter(timeZone: utc, locale: Locale(identifier: "de_DE"))
        #expect(line("en", thisYear, german) == "Last update: 07.01., 09:03", "an injected locale wins")
    }

    @Test func inMemoryStore() {
        let store = MJRefreshInMemoryLastUpdatedStore()
        #expect(store.date(forKey: "a") == nil)
        let d = Date(timeIntervalSince1970: 1_000_000)
        store.setDate(d, forKey: "a")
        #expect(store.date(forKey: "a") == d)
        #expect(store.date(forKey: "b") == nil, "keys are separate")
        store.setDate(nil, forKey: "a")
        #expect(store.date(forKey: "a") == nil)
        let seeded = MJRefreshInMemoryLastUpdatedStore(["k": d])
        #expect(seeded.date(forKey: "k") == d)
    }

    @Test func inMemoryStoreFromManyThreads() {
        let store = MJRefreshInMemoryLastUpdatedStore()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            store.setDate(Date(timeIntervalSince1970: TimeInterval(i)), forKey: "k\(i % 10)")
            _ = store.date(forKey: "k\(i % 7)")
        }
        for i in 0..<10 { #expect(store.date(forKey: "k\(i)") != nil) }
    }

    @Test func userDefaultsStoreRoundTrip() throws {
        let suite = "MJRefreshCoreTests.\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let store = MJRefreshUserDefaultsLastUpdatedStore(suiteName: suite)
        #expect(store.suiteName == suite)
        let key = MJRefreshConstants.lastUpdatedTimeKey
        #expect(store.date(forKey: key) == nil)
        let d = Date(timeIntervalSince1970: 1_700_000_000)
        store.setDate(d, forKey: key)
        let read = try #require(store.date(forKey: key))
        #expect(abs(read.timeIntervalSince1970 - d.timeIntervalSince1970) <= 0.001)
        #expect(MJRefreshUserDefaultsLastUpdatedStore(suiteName: suite).date(forKey: "other") == nil)
        store.setDate(nil, forKey: key)
        #expect(store.date(forKey: key) == nil)
        #expect(MJRefreshUserDefaultsLastUpdatedStore().suiteName == nil, "default is UserDefaults.standard")
    }
}
