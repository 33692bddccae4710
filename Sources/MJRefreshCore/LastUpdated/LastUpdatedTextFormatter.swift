import Foundation

/// Builds the header's "Last update: …" line (behaviour reference §5).
///
/// - same calendar day as `now` → prefix + "Today" + " HH:mm"  (`Last update: Today 14:05`)
/// - same year → prefix + "MM-dd HH:mm"
/// - otherwise → prefix + "yyyy-MM-dd HH:mm"
/// - no date → prefix + "No record"
///
/// Fix vs MJRefresh: "today" compares year, month *and* day; MJRefresh compares only the
/// day of the month, so the 5th of last month was shown as "Today". `now`, the calendar, the
/// time zone and the locale are injected so results are deterministic in tests.
public struct MJRefreshLastUpdatedTextFormatter: Sendable {
    /// Calendar used to compare days and years (MJRefresh uses Gregorian).
    public var calendar: Calendar
    /// Time zone of the displayed clock time and of the day comparison.
    public var timeZone: TimeZone
    /// Locale of the date formatter (the numeric patterns are fixed; the locale picks digits).
    public var locale: Locale

    /// Creates a formatter; defaults follow MJRefresh (Gregorian, current zone and locale).
    public init(
        calendar: Calendar = Calendar(identifier: .gregorian),
        timeZone: TimeZone = .current,
        locale: Locale = .current
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
        var calendar = self.calendar
        calendar.timeZone = timeZone
        let a = calendar.dateComponents([.year, .month, .day], from: date)
        let b = calendar.dateComponents([.year, .month, .day], from: now)
        if a.year == b.year && a.month == b.month && a.day == b.day { return .today }
        return a.year == b.year ? .sameYear : .otherYear
    }

    /// The full line for `date`, with texts from `localizer`.
    public func text(for date: Date?, now: Date, localizer: MJRefreshLocalizer) -> String {
        let prefix = localizer.string(for: .headerLastTime)
        let style = style(for: date, now: now)
        guard let date, style != .none else { return prefix + localizer.string(for: .headerNoneLastDate) }
        let formatter = DateFormatter()
        var calendar = self.calendar
        calendar.timeZone = timeZone
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.locale = locale
        switch style {
        case .today:
            formatter.dateFormat = " HH:mm"
            return prefix + localizer.string(for: .headerDateToday) + formatter.string(from: date)
        case .sameYear:
            formatter.dateFormat = "MM-dd HH:mm"
        case .otherYear, .none:
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
        }
        return prefix + formatter.string(from: date)
    }
}
