import Foundation
import XCTest
@testable import MJRefreshCore

final class LastUpdatedTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!
    let posix = Locale(identifier: "en_US_POSIX")
    var formatter: MJRefreshLastUpdatedTextFormatter {
        MJRefreshLastUpdatedTextFormatter(calendar: Calendar(identifier: .gregorian), timeZone: utc, locale: posix)
    }
    let en = MJRefreshLocalizer(languageCode: "en")

    func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, in zone: TimeZone? = nil) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? utc
        return calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
    }

    func testToday() {
        let now = date(2024, 3, 15, 18, 0)
        XCTAssertEqual(formatter.style(for: date(2024, 3, 15, 14, 5), now: now), .today)
        XCTAssertEqual(formatter.text(for: date(2024, 3, 15, 14, 5), now: now, localizer: en), "Last update: Today 14:05")
        XCTAssertEqual(formatter.text(for: date(2024, 3, 15, 0, 0), now: now, localizer: en), "Last update: Today 00:00")
    }

    func testSameDayOfMonthInAnotherMonthIsNotToday() {
        // MJRefresh compares only the day of the month and would print "Today" here.
        let now = date(2024, 4, 15, 9, 0)
        let lastMonth = date(2024, 3, 15, 14, 5)
        XCTAssertEqual(formatter.style(for: lastMonth, now: now), .sameYear)
        XCTAssertEqual(formatter.text(for: lastMonth, now: now, localizer: en), "Last update: 03-15 14:05")
        let lastYear = date(2023, 4, 15, 14, 5)
        XCTAssertEqual(formatter.style(for: lastYear, now: now), .otherYear)
        XCTAssertEqual(formatter.text(for: lastYear, now: now, localizer: en), "Last update: 2023-04-15 14:05")
    }

    func testSameYearAndOtherYear() {
        let now = date(2024, 12, 31, 23, 59)
        XCTAssertEqual(formatter.text(for: date(2024, 1, 1, 7, 3), now: now, localizer: en), "Last update: 01-01 07:03")
        XCTAssertEqual(formatter.text(for: date(2019, 12, 31, 23, 59), now: now, localizer: en), "Last update: 2019-12-31 23:59")
        XCTAssertEqual(formatter.text(for: date(2025, 1, 1, 0, 0), now: now, localizer: en), "Last update: 2025-01-01 00:00",
                       "a future date in another year is still formatted, not crashed on")
    }

    func testNoDate() {
        XCTAssertEqual(formatter.style(for: nil, now: Date()), .none)
        XCTAssertEqual(formatter.text(for: nil, now: Date(), localizer: en), "Last update: No record")
        XCTAssertEqual(formatter.text(for: nil, now: Date(), localizer: MJRefreshLocalizer(languageCode: "zh-Hans")), "最后更新：无记录")
    }

    func testLocalisedPrefixAndToday() {
        let now = date(2024, 3, 15, 18, 0)
        let zh = MJRefreshLocalizer(languageCode: "zh-Hans")
        XCTAssertEqual(formatter.text(for: date(2024, 3, 15, 14, 5), now: now, localizer: zh), "最后更新：今天 14:05")
        let ru = MJRefreshLocalizer(languageCode: "ru")
        XCTAssertEqual(formatter.text(for: date(2024, 3, 15, 14, 5), now: now, localizer: ru), "Последнее обновление: Сегодня 14:05")
    }

    func testDayBoundaryFollowsTheInjectedTimeZone() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let inTokyo = MJRefreshLastUpdatedTextFormatter(calendar: Calendar(identifier: .gregorian), timeZone: tokyo, locale: posix)
        // 23:30 UTC on the 14th is 08:30 on the 15th in Tokyo; now is 10:00 on the 15th in Tokyo.
        let stored = date(2024, 3, 14, 23, 30)
        let now = date(2024, 3, 15, 10, 0, in: tokyo)
        XCTAssertEqual(inTokyo.text(for: stored, now: now, localizer: en), "Last update: Today 08:30")
        XCTAssertEqual(formatter.style(for: stored, now: now), .sameYear, "in UTC the dates are different days")
    }

    func testInMemoryStore() {
        let store = MJRefreshInMemoryLastUpdatedStore()
        XCTAssertNil(store.date(forKey: "a"))
        let d = Date(timeIntervalSince1970: 1_000_000)
        store.setDate(d, forKey: "a")
        XCTAssertEqual(store.date(forKey: "a"), d)
        XCTAssertNil(store.date(forKey: "b"), "keys are separate")
        store.setDate(nil, forKey: "a")
        XCTAssertNil(store.date(forKey: "a"))
        let seeded = MJRefreshInMemoryLastUpdatedStore(["k": d])
        XCTAssertEqual(seeded.date(forKey: "k"), d)
    }

    func testInMemoryStoreFromManyThreads() {
        let store = MJRefreshInMemoryLastUpdatedStore()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            store.setDate(Date(timeIntervalSince1970: TimeInterval(i)), forKey: "k\(i % 10)")
            _ = store.date(forKey: "k\(i % 7)")
        }
        for i in 0..<10 { XCTAssertNotNil(store.date(forKey: "k\(i)")) }
    }

    func testUserDefaultsStoreRoundTrip() throws {
        let suite = "MJRefreshCoreTests.\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let store = MJRefreshUserDefaultsLastUpdatedStore(suiteName: suite)
        XCTAssertEqual(store.suiteName, suite)
        let key = MJRefreshConstants.lastUpdatedTimeKey
        XCTAssertNil(store.date(forKey: key))
        let d = Date(timeIntervalSince1970: 1_700_000_000)
        store.setDate(d, forKey: key)
        let read = try XCTUnwrap(store.date(forKey: key))
        XCTAssertEqual(read.timeIntervalSince1970, d.timeIntervalSince1970, accuracy: 0.001)
        XCTAssertNil(MJRefreshUserDefaultsLastUpdatedStore(suiteName: suite).date(forKey: "other"))
        store.setDate(nil, forKey: key)
        XCTAssertNil(store.date(forKey: key))
        XCTAssertNil(MJRefreshUserDefaultsLastUpdatedStore().suiteName, "default is UserDefaults.standard")
    }
}
