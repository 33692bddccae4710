// The stand-in's clock. Nothing in the stand-in moves by itself: time passes only when a test or the demo
// calls `advance(by:)` or `runUntilIdle(timeout:)`, one display-link frame at a time, so every run is
// deterministic and independent of the machine's speed.

/// Drives the simulated device: virtual time, display-link frames, and the main queue.
///
/// Each frame does, in order: run the work queued on the main queue or the main actor, step the scroll views
/// that are decelerating, bouncing or animating, step `UIView` animations and fire their completions, run
/// pending layout (`layoutSubviews`), then pending display (`draw(_:)`).
/// Linux-only test-driving API: it does not exist in Apple's UIKit.
@MainActor
public enum UISimulation {
    /// Virtual seconds since the last `reset()`.
    public static var now: TimeInterval { FrameScheduler.shared.now }

    /// Display-link frames per virtual second; 120 (a ProMotion iPhone) unless set. Values below 1 count as 1.
    public static var framesPerSecond: Int {
        get { FrameScheduler.shared.framesPerSecond }
        set { FrameScheduler.shared.framesPerSecond = max(1, newValue) }
    }

    /// Starts from a clean slate: the clock at 0, no animations, motion, timers or visible windows, and the
    /// main queue drained; then posts `didResetNotification`. Call it at the start of every test.
    public static func reset() {
        FrameScheduler.shared.reset()
    }

    /// Lets `duration` virtual seconds pass, running every display-link frame that falls within it.
    public static func advance(by duration: TimeInterval) {
        FrameScheduler.shared.advance(by: duration)
    }

    /// Runs frames until nothing animates, decelerates, bounces, waits for a timer or needs layout (checked over
    /// two quiet frames, so main-queue work gets to run), or until `timeout` virtual seconds have passed.
    /// - Returns: `true` if the simulation came to rest before the timeout.
    @discardableResult
    public static func runUntilIdle(timeout: TimeInterval = 30) -> Bool {
        FrameScheduler.shared.runUntilIdle(timeout: timeout)
    }

    /// Runs frames until `condition` holds or `timeout` virtual seconds have passed, letting a little real time
    /// go by between frames.
    ///
    /// Use it to wait for work that comes back to the main actor from another thread (a task resumed by a
    /// continuation, a network callback): on Linux such a hop takes real time, which no number of virtual frames
    /// replaces. `advance(by:)` and `runUntilIdle(timeout:)` never wait for real time.
    /// - Returns: whether `condition` held before the timeout.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = now + max(0, timeout)
        while !condition() {
            guard now < deadline else { return false }
            advance(by: 1 / TimeInterval(framesPerSecond))
            if !condition() { Thread.sleep(forTimeInterval: 0.0002) }
        }
        return true
    }

    // MARK: From async code

    // The synchronous forms run the main-actor work queued before each frame by turning the main run loop, which
    // only the main thread can do. Where the main queue is serviced by a pool thread instead — Swift Testing on
    // Linux, an async `main`, anything after `dispatch_main()` — work queued on the main actor can only run once
    // the caller suspends. These forms suspend before each frame (`Task.yield()` puts the caller behind
    // everything already queued on the main actor), so in an async test they run that work in every harness.
    // Stand-in choice: a synchronous call from such a harness runs the frames without that work.

    /// Starts from a clean slate, after the main-actor work queued before it has run.
    public static func reset() async {
        await Task.yield()
        FrameScheduler.shared.reset()
    }

    /// Lets `duration` virtual seconds pass, running the main-actor work queued before each frame.
    public static func advance(by duration: TimeInterval) async {
        await FrameScheduler.shared.advance(by: duration, beforeEachFrame: { await Task.yield() })
    }

    /// Runs frames until the simulation comes to rest, as `runUntilIdle(timeout:)` does, running the main-actor
    /// work queued before each frame.
    @discardableResult
    public static func runUntilIdle(timeout: TimeInterval = 30) async -> Bool {
        await FrameScheduler.shared.runUntilIdle(timeout: timeout, beforeEachFrame: { await Task.yield() })
    }

    /// Runs frames until `condition` holds or `timeout` virtual seconds have passed, suspending between frames
    /// (a little real time goes by, for work coming back from other threads).
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: TimeInterval = 5) async -> Bool {
        let deadline = now + max(0, timeout)
        while !condition() {
            guard now < deadline else { return false }
            await advance(by: 1 / TimeInterval(framesPerSecond))
            if !condition() { try? await Task.sleep(nanoseconds: 200_000) }
        }
        return true
    }

    /// Geometry that iOS would have rejected, newest last: a NaN or infinite frame, bounds or centre raises
    /// `CALayerInvalidGeometry` on a device. The stand-in keeps the last valid value and records the attempt here,
    /// so a test can assert that code under test never produces one. Cleared by `reset()`.
    public static var invalidGeometryReports: [String] { FrameScheduler.shared.invalidGeometryReports }
}

/// Something that moves with the clock: a decelerating scroll view, the animation engine.
@MainActor
protocol FrameDriven: AnyObject {
    /// Moves to the state at virtual time `now`.
    /// - Returns: whether it still needs frames.
    func advanceFrame(to now: TimeInterval) -> Bool
}

/// The single clock behind `UISimulation`.
@MainActor
final class FrameScheduler {
    static let shared = FrameScheduler()

    private(set) var now: TimeInterval = 0 {
        didSet { SimulatedWallClock.shared.elapsed = now }
    }
    var framesPerSecond = 120
    private(set) var invalidGeometryReports: [String] = []

    fileprivate private(set) var lastFrameTime: TimeInterval = 0
    private var driven: [ObjectIdentifier: any FrameDriven] = [:]
    /// Kept in start order so that two things started in one frame step in that order.
    private var drivenOrder: [ObjectIdentifier] = []
    private var timers: [(fireTime: TimeInterval, sequence: Int, work: @MainActor () -> Void)] = []
    private var timerSequence = 0
    private var isDrainingMainQueue = false
    private(set) var visibleWindows: [UIWindow] = []

    fileprivate var frameInterval: TimeInterval { 1 / TimeInterval(framesPerSecond) }

    func reset() {
        drainMainQueue()
        now = 0
        lastFrameTime = 0
        framesPerSecond = 120
        driven = [:]
        drivenOrder = []
        timers = []
        invalidGeometryReports = []
        for window in visibleWindows { window.isHidden = true }
        visibleWindows = []
        AnimationEngine.shared.reset()
        FeedbackRecorder.shared.reset()
        DeviceSettings.reset()
        ListSettings.reset()
        SimulationReadings.reset()
        SystemVersionSetting.reset()
        NotificationCenter.default.post(name: UISimulation.didResetNotification, object: nil)
    }

    // MARK: Registration

    /// Gives `object` frames until its `advanceFrame` returns false. Starting it again is harmless.
    func drive(_ object: any FrameDriven) {
        let id = ObjectIdentifier(object)
        if driven.updateValue(object, forKey: id) == nil { drivenOrder.append(id) }
    }

    func stopDriving(_ object: any FrameDriven) {
        let id = ObjectIdentifier(object)
        if driven.removeValue(forKey: id) != nil { drivenOrder.removeAll { $0 == id } }
    }

    /// Runs `work` at the first frame at or after `delay` virtual seconds from now.
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        timerSequence += 1
        timers.append((now + max(0, delay), timerSequence, work))
    }

    /// A visible window is retained by the simulated application, as UIKit's application retains its windows.
    func windowVisibilityChanged(_ window: UIWindow) {
        visibleWindows.removeAll { $0 === window }
        if !window.isHidden { visibleWindows.append(window) }
    }

    func recordInvalidGeometry(_ description: String) {
        invalidGeometryReports.append(description)
    }

    // MARK: Running

    func advance(by duration: TimeInterval) {
        guard duration.isFinite, duration > 0 else { return }
        let end = now + duration
        while let time = nextFrame(until: end) { runFrame(at: time) }
        now = end
    }

    func advance(by duration: TimeInterval, beforeEachFrame: () async -> Void) async {
        guard duration.isFinite, duration > 0 else { return }
        let end = now + duration
        while let time = nextFrame(until: end) {
            await beforeEachFrame()
            runFrame(at: time)
        }
        now = end
    }

    /// The time of the next display-link frame if it falls within `end`.
    private func nextFrame(until end: TimeInterval) -> TimeInterval? {
        let time = lastFrameTime + frameInterval
        return time <= end + 1e-9 ? time : nil
    }

    /// Idle means: nothing moving, waiting or needing layout for two frames in a row. Work queued on the main
    /// queue cannot be seen from here, so the quiet frames give it (and the work it queues in turn, such as a
    /// task resuming after an `await`) the chance to run and start something.
    func runUntilIdle(timeout: TimeInterval) -> Bool {
        var watch = IdleWatch(deadline: now + max(0, timeout))
        while let time = watch.nextFrame(of: self) { runFrame(at: time) }
        return watch.cameToRest || isIdle
    }

    func runUntilIdle(timeout: TimeInterval, beforeEachFrame: () async -> Void) async -> Bool {
        var watch = IdleWatch(deadline: now + max(0, timeout))
        while let time = watch.nextFrame(of: self) {
            await beforeEachFrame()
            runFrame(at: time)
        }
        return watch.cameToRest || isIdle
    }

    /// Counts quiet frames on the way to rest.
    private struct IdleWatch {
        let deadline: TimeInterval
        private var quietFrames = 0

        init(deadline: TimeInterval) {
            self.deadline = deadline
        }

        var cameToRest: Bool { quietFrames > 2 }

        /// The next frame to run, or `nil` once at rest or at the deadline.
        @MainActor
        mutating func nextFrame(of scheduler: FrameScheduler) -> TimeInterval? {
            guard scheduler.now < deadline - 1e-9 else { return nil }
            quietFrames = scheduler.isIdle ? quietFrames + 1 : 0
            return cameToRest ? nil : scheduler.lastFrameTime + scheduler.frameInterval
        }
    }

    fileprivate var isIdle: Bool {
        driven.isEmpty && timers.isEmpty && AnimationEngine.shared.isIdle
            && !visibleWindows.contains { $0.subtreeNeedsLayoutOrDisplay }
    }

    private func runFrame(at time: TimeInterval) {
        now = time
        lastFrameTime = time
        drainMainQueue()
        fireDueTimers()
        for id in drivenOrder {
            guard let object = driven[id] else { continue }
            if !object.advanceFrame(to: time) { stopDriving(object) }
        }
        _ = AnimationEngine.shared.advanceFrame(to: time)
        for window in visibleWindows {
            window.layoutIfNeeded()
            window.displayIfNeeded()
        }
    }

    private func fireDueTimers() {
        let due = timers.filter { $0.fireTime <= now + 1e-9 }.sorted {
            ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence)
        }
        guard !due.isEmpty else { return }
        timers.removeAll { $0.fireTime <= now + 1e-9 }
        for timer in due { timer.work() }
    }

    /// Runs everything `DispatchQueue.main.async` and main-actor tasks queued before this frame.
    ///
    /// The main queue is first in, first out, so a marker queued now runs after all of that work: the main run
    /// loop turns until the marker has run. Work queued meanwhile (a task resuming after an `await`) runs at the
    /// next frame, as it would on a device. Only the main thread can turn the main run loop; where a pool thread
    /// services the main queue (after `dispatch_main()`), the async forms of `UISimulation` run that work instead.
    func drainMainQueue() {
        guard Thread.isMainThread, !isDrainingMainQueue, MainQueueSignal.mayHaveWork else { return }
        isDrainingMainQueue = true
        defer { isDrainingMainQueue = false }
        let marker = QueueMarker()
        DispatchQueue.main.async { marker.reached() }
        var turns = 0
        while !marker.isReached, turns < 1000 {
            _ = RunLoop.main.run(mode: .default, before: Date())
            turns += 1
        }
    }
}

/// Set by a block on the main queue, read by the main thread.
private final class QueueMarker: @unchecked Sendable {
    private(set) var isReached = false

    func reached() {
        isReached = true
    }
}
