import Dispatch
import Foundation

/// Tells whether code typed as nonisolated runs on the main actor, so calls that promise "on the main actor the
/// state changes before this returns" keep that promise in every harness.
///
/// On iOS the main actor is the main thread. In a process that runs the main queue with `dispatch_main()` — an
/// async `main`, Swift Testing on Linux — main-actor work runs on the main queue serviced by a pool thread, where
/// `Thread.isMainThread` is false. Asking the main queue for a value only it carries covers both.
enum MainActorContext {
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark.key) != nil
    }

    /// Runs `body` now when the caller is on the main actor, else on the main queue in call order.
    static func perform(_ body: @escaping @MainActor () -> Void) {
        if isCurrent {
            run(body)
        } else {
            DispatchQueue.main.async { run(body) }
        }
    }

    /// Runs `body` in code typed as nonisolated that runs on the main actor: the caller checked `isCurrent`, or
    /// runs on the main queue. The cast `MainActor.assumeIsolated` itself makes, without its check and without its
    /// back-deployed copy for iOS before 17, which an app would carry once per result type.
    static func run<Result>(_ body: @MainActor () -> Result) -> Result {
        withoutActuallyEscaping(body) { unsafeBitCast($0, to: (() -> Result).self)() }
    }

    private static let mainQueueMark: MainQueueMark = {
        let mark = MainQueueMark(key: DispatchSpecificKey())
        DispatchQueue.main.setSpecific(key: mark.key, value: ())
        return mark
    }()

    /// The key the main queue carries. Apple's Dispatch does not declare keys `Sendable`; this one is set once,
    /// before anyone reads it, and never changes.
    private struct MainQueueMark: @unchecked Sendable {
        let key: DispatchSpecificKey<Void>
    }
}
