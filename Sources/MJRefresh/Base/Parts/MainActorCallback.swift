/// A main-actor function that code typed as nonisolated but running on the main actor can call directly:
/// the KVO change handlers, which the scroll view calls synchronously where its properties are set.
///
/// `MainActor.assumeIsolated { … }` does the same, but allocates on every call (it turns its non-escaping
/// closure into an escaping one). An offset observation runs on every frame of a scroll, so the isolation is
/// dropped once here, when the callback is made, and each call checks that it runs on the main actor: a call off
/// it traps. The check is `MainActorContext`'s (the main thread, or the main queue where a pool thread services
/// it), which costs a fraction of the runtime's executor check.
struct MainActorCallback<Argument>: @unchecked Sendable {
    private let body: (Argument) -> Void

    init(_ body: @escaping @MainActor (Argument) -> Void) {
        // The cast `MainActor.assumeIsolated` itself makes; sound because every call checks the isolation first.
        self.body = unsafeBitCast(body, to: ((Argument) -> Void).self)
    }

    func callAsFunction(_ argument: Argument) {
        precondition(MainActorContext.isCurrent, "a scroll view observation ran off the main actor")
        body(argument)
    }
}
