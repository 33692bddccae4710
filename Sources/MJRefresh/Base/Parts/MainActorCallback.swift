/// A main-actor function that code typed as nonisolated but running on the main actor can call directly:
/// the KVO change handlers, which the scroll view calls synchronously where its properties are set, with the
/// observed object and the change, as KVO hands them over (a tuple of the two would be copied at every call).
///
/// `MainActor.assumeIsolated { … }` does the same, but allocates on every call (it turns its non-escaping
/// closure into an escaping one). An offset observation runs on every frame of a scroll, so the isolation is
/// dropped once here, when the callback is made, and each call checks that it runs on the main actor: a call off
/// it traps. The check is `MainActorContext`'s (the main thread, or the main queue where a pool thread services
/// it), which costs a fraction of the runtime's executor check.
struct MainActorCallback<Object, Change>: @unchecked Sendable {
    private let body: (Object, Change) -> Void

    init(_ body: @escaping @MainActor (Object, Change) -> Void) {
        // The cast `MainActor.assumeIsolated` itself makes; sound because every call checks the isolation first.
        self.body = unsafeBitCast(body, to: ((Object, Change) -> Void).self)
    }

    func callAsFunction(_ object: Object, _ change: Change) {
        precondition(MainActorContext.isCurrent, "a scroll view observation ran off the main actor")
        body(object, change)
    }
}
