import Foundation

/// Builds the header's "Last update: …" line: a localised prefix, then the date of the last refresh
/// in the format of the texts' locale.
///
/// - same calendar day as `now` → prefix + "Today" + " " + time  (`Last update: Today 2:05 PM`,
///   `Zuletzt aktualisiert: heute 14:05`)
/// - same year → prefix + month, day and time  (`03/15, 2:05 PM`, `15.03., 14:05`, `03/15 14:05`)
/// - otherwise → prefix + year, month, day and time  (`03/15/2023, 2:05 PM`, `2023/03/15 14:05`)
/// - no date → prefix + "No record"
///
/// MJRefresh prints fixed numeric patterns (`MM-dd HH:mm`, `yyyy-MM-dd HH:mm`) in every language.
/// Here the same fields (two-digit month and day, four-digit year, hours and minutes) are laid
/// out by the locale: its order, separators, digits and 12- or 24-hour clock, from the CLDR data
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` reads on Apple platforms and Linux
/// alike. The two-digit fields keep MJRefresh's steady width, so the line does not jump as dates
/// change and the arrow beside it stays put.
///
/// Fix vs MJRefresh: "today" compares year, month *and* day; MJRefresh compares only the
/// day of the month, so the 5th of last month was shown as "Today". `now`, the calendar, the
/// time zone and the locale are injectable so results are deterministic in tests.
@_spi(Engine) public struct MJRefreshLastUpdatedTextFormatter: Sendable {
    /// Calendar used to compare days and years and to count them (MJRefresh uses Gregorian, also in
    /// locales whose default calendar is another, e.g. Thai's Buddhist one).
    public var calendar: Calendar
    /// Time zone of the displayed clock time and of the day comparison.
    public var timeZone: TimeZone
    /// Locale whose patterns lay out the date; `nil` follows the texts' language code
    /// (`MJRefreshConfig.default.languageCode` or the user's first preferred language).
    public var locale: Locale?

    /// Creates a formatter; defaults follow MJRefresh (Gregorian, current zone) and the texts' locale.
    public init(
        calendar: Calendar = Calendar(identifier: .gregorian),
        timeZone: TimeZone = .current,
        locale: Locale? = nil
    ) {
        self.calendar = calendar
        self.timeZone = timeZone
        self.locale = locale
    }

    /// The kind of line a date produces, exposed so the rule can be tested on its own.
    public enum Style: Sendable, Equatable {
        /// Same calendar day as now.
        case today
        /// Same year, another day.
        case sameYear
        /// Another year.
        case otherYear
        /// No date stored.
        case none
    }

    /// Which style `date` gets relative to `now`.
    public func style(for date: Date?, now: Date) -> Style {
        guard let date else { return .none }
        let calendar = zonedCalendar
        if calendar.isDate(date, inSameDayAs: now) { return .today }
        return calendar.component(.year, from: date) == calendar.component(.year, from: now) ? .sameYear : .otherYear
    }

    /// The full line for `date`, with texts from `localizer`.
    public func text(for date: Date?, now: Date, localizer: MJRefreshLocalizer) -> String {
        let prefix = localizer.string(for: .headerLastTime)
        guard let date else { return prefix + localizer.string(for: .headerNoneLastDate) }
        var day = ""
        let template: String
        switch style(for: date, now: now) {
        case .today:
            day = localizer.string(for: .headerDateToday) + " "
            template = "jmm"
        case .sameYear:
            template = "MMddjmm"
        case .otherYear, .none:
            template = "yyyyMMddjmm"
        }
        return prefix + day + string(from: date, template, self.locale ?? localizer.locale)
    }

    /// `date` with the fields of `template` in `locale`'s order and separators. `j` is CLDR's
    /// "the locale's preferred hour": `h` with AM/PM or `H`, as the locale's clock runs.
    private func string(from date: Date, _ template: String, _ locale: Locale) -> String {
        let formatter = DateFormatter()
        // The formatter writes the time in its own time zone, whatever the calendar's.
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.locale = locale
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
        return formatter.string(from: date)
    }

    private var zonedCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        return calendar
    }
}
