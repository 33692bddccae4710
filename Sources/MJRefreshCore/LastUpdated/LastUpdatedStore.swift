import Foundation

/// Where headers keep the date of their last completed refresh, one date per key
/// (`lastUpdatedTimeKey`). A protocol so tests and apps can avoid `UserDefaults`.
public protocol MJRefreshLastUpdatedStore: Sendable {
    /// The stored date for `key`, or `nil` if none.
    func date(forKey key: String) -> Date?
    /// Stores `date` under `key`; `nil` removes it.
    func setDate(_ date: Date?, forKey key: String)
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
        if let date {
            defaults.set(date, forKey: key)
        } else {
            defaults.removeObject(forKey: key)
        }
    }
}

/// An in-memory store, for tests and for apps that do not want to persist the date.
/// A class so copies share the dates; a lock makes it safe from any thread.
public final class MJRefreshInMemoryLastUpdatedStore: MJRefreshLastUpdatedStore, @unchecked Sendable {
    private let lock = NSLock()
    private var dates: [String: Date]

    /// Creates a store holding `dates`.
    public init(_ dates: [String: Date] = [:]) {
        self.dates = dates
    }

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
