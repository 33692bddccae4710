#if canImport(MJRefreshCore)
import MJRefreshCore
#endif

/// MJRefresh's process-wide state as the app launches: the configuration's defaults and where headers keep their
/// last-updated dates.
///
/// On a device: `UserDefaults.standard` on the system clock. On the Linux simulator a process runs many tests, and
/// `UISimulation.reset()` stands for a fresh launch: there the dates live in memory on the simulated device's clock
/// (`UISimulation.date`), and every reset puts the configuration back to its defaults and the dates in a new store,
/// so each test starts from the same world. A test that wants otherwise sets them after the reset.
enum MJRefreshLaunchState {
    /// The store headers start with.
    static var lastUpdatedTimeStore: any MJRefreshLastUpdatedStore {
        #if canImport(Darwin)
        MJRefreshUserDefaultsLastUpdatedStore()
        #else
        relaunchAtEverySimulatorReset
        return simulatedDeviceStore()
        #endif
    }

    #if !canImport(Darwin)
    /// Observes `UISimulation.didResetNotification` from the first time MJRefresh's shared state is made.
    static let relaunchAtEverySimulatorReset: Void = {
        _ = NotificationCenter.default.addObserver(
            forName: UISimulation.didResetNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { relaunch() }
        }
    }()

    private static func simulatedDeviceStore() -> any MJRefreshLastUpdatedStore {
        MJRefreshInMemoryLastUpdatedStore(now: { UISimulation.date })
    }

    @MainActor
    private static func relaunch() {
        let config = MJRefreshConfig.default
        if config.languageCode != nil { config.languageCode = nil }
        if config.i18nFilename != nil { config.i18nFilename = nil }
        if config.i18nBundle != nil { config.i18nBundle = nil }
        MJRefreshHeader.lastUpdatedTimeStore = simulatedDeviceStore()
    }
    #endif
}
