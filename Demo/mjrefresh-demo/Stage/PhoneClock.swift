@_spi(Engine) import MJRefresh  // the header's own last-updated formatter and localizer, to show the phone's clock

/// The phone's wall clock. The status bar says 9:41, and the headers' "Last update" line reads the same clock:
/// 9:41 on a fixed day plus the scenario's virtual seconds, in a fixed time zone and locale. The machine's clock
/// never reaches the page, so two runs of the demo write the same page byte for byte.
@MainActor
enum PhoneClock {
    /// 9 January 2007, 9:41 UTC.
    static let start = Date(timeIntervalSince1970: 1_168_335_660)

    static var now: Date { start.addingTimeInterval(UISimulation.now) }

    /// The "Last update: Today 9:41 AM" line for `date`, in the configured language and its format, with "today" and the
    /// time taken on this clock (the header's own text would compare with the machine's date).
    static func lastUpdatedText(for date: Date?) -> String {
        let formatter = MJRefreshLastUpdatedTextFormatter(
            timeZone: TimeZone(identifier: "UTC") ?? .current, locale: nil)
        return formatter.text(
            for: date, now: now,
            localizer: MJRefreshLocalizer(languageCode: MJRefreshConfig.default.languageCode))
    }
}

/// Where the demo's headers keep the date of their last refresh: in memory, for one scenario (a fresh app each
/// time, and nothing written into the user's defaults), and on the phone's clock: a header hands over the
/// machine's date when a refresh ends, and the demo keeps the phone's time instead.
final class PhoneClockLastUpdatedStore: MJRefreshLastUpdatedStore {
    private let dates = MJRefreshInMemoryLastUpdatedStore()

    func date(forKey key: String) -> Date? {
        dates.date(forKey: key)
    }

    /// Headers save on the main thread, where the virtual clock runs.
    func setDate(_ date: Date?, forKey key: String) {
        dates.setDate(date.map { _ in MainActor.assumeIsolated { PhoneClock.now } }, forKey: key)
    }
}
