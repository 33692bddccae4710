import Foundation

/// Where headers keep the date of their last completed refresh, one date per key (`lastUpdatedTimeKey`), and the
/// clock that dates it.
///
/// Headers read and write dates only through `MJRefreshHeader.lastUpdatedTimeStore`: `UserDefaults.standard` and
/// the system clock unless the app sets another store (an App Group suite shared with a widget, or dates kept in
/// memory that should not outlive the process).
public protocol MJRefreshLastUpdatedStore: Sendable {
    /// The stored date for `key`, or `nil` if none.
    func date(forKey key: String) -> Date?
    /// Stores `date` under `key`; `nil` removes it.
    func setDate(_ date: Date?, forKey key: String)
    /// The time now: a header stores it when a refresh ends and tells "Today" from other days by it. The system
    /// clock (`Date()`) unless the store says otherwise.
    var now: Date { get }
}

extension MJRefreshLastUpdatedStore {
    /// The system clock.
    public var now: Date { Date() }
}

/// The store MJRefresh uses: `UserDefaults`.
///
/// `UserDefaults` is thread-safe but not declared `Sendable`, so this keeps only the suite
/// name (a `String`) and resolves the defaults object on each call; the struct is then
/// `Sendable` without unchecked conformances.
public struct MJRefreshUserDefaultsLastUpdatedStore: MJRefreshLastUpdatedStore {
    /// The defaults suite; `nil` means `UserDefaults.standard`, as in MJRefresh.
    public let suiteName: String?

    /// Creates a store on `UserDefaults.standard` or on the suite `suiteName`.
    public init(suiteName: String? = nil) {
        self.suiteName = suiteName
    }

    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    /// See ``MJRefreshLastUpdatedStore/date(forKey:)``.
    public func date(forKey key: String) -> Date? {
        defaults.object(forKey: key) as? Date
    }

    /// See ``MJRefreshLastUpdatedStore/setDate(_:forKey:)``.
    public func setDate(_ date: Date?, forKey key: String) {
        // Setting `nil` removes the key (`UserDefaults.set(_:forKey:)`).
        defaults.set(date, forKey: key)
    }
}

/// A store in memory, for apps that do not want the date to outlive the process, and for tests.
/// A class so copies share the dates; a lock makes it safe from any thread.
public final class MJRefreshInMemoryLastUpdatedStore: MJRefreshLastUpdatedStore, @unchecked Sendable {
    private let lock = NSLock()
    private var dates: [String: Date]
    private let clock: @Sendable () -> Date

    /// Creates a store holding `dates`, on the clock `now` (the system clock unless given: a test passes its own
    /// to control what "Today" is).
    public init(_ dates: [String: Date] = [:], now: @escaping @Sendable () -> Date = { Date() }) {
        self.dates = dates
        self.clock = now
    }

    /// The time by the store's clock.
    public var now: Date { clock() }

    /// See ``MJRefreshLastUpdatedStore/date(forKey:)``.
    public func date(forKey key: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return dates[key]
    }

    /// See ``MJRefreshLastUpdatedStore/setDate(_:forKey:)``.
    public func setDate(_ date: Date?, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        dates[key] = date
    }
}
