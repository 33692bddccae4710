// A reset is a fresh launch of the app on the simulated device: its wall clock starts again at the same moment, and
// code that keeps process-wide state (a library's shared settings) hears of it and returns to its launch state.

extension UISimulation {
    /// Posted on the main actor at the end of every `reset()`, after the clock went back to 0.
    ///
    /// A reset stands for a fresh launch of the app, but a process on Linux keeps its globals from one test to the
    /// next. Code that keeps process-wide state observes this and puts it back as it is at launch: MJRefresh puts
    /// its configuration back to the defaults and its last-updated dates in memory on `date`. Linux-only
    /// test-driving API.
    public nonisolated static let didResetNotification = Notification.Name("UISimulationDidResetNotification")

    /// The simulated device's wall clock: 9:41:00 UTC on 9 January 2007 at `reset()` (stand-in choice: a fixed
    /// moment, so that every run reads the same times), plus the virtual seconds since, `now`. Readable from any
    /// thread. Linux-only test-driving API.
    public nonisolated static var date: Date {
        SimulatedWallClock.launchDate.addingTimeInterval(SimulatedWallClock.shared.elapsed)
    }
}

/// The virtual time since the last reset, readable from any thread (the clock itself runs on the main actor).
final class SimulatedWallClock: @unchecked Sendable {
    static let shared = SimulatedWallClock()

    /// 9 January 2007, 9:41:00 UTC.
    static let launchDate = Date(timeIntervalSince1970: 1_168_335_660)

    private let lock = NSLock()
    private var storedElapsed: TimeInterval = 0

    var elapsed: TimeInterval {
        get { lock.withLock { storedElapsed } }
        set { lock.withLock { storedElapsed = newValue } }
    }
}
