/// A block-based notification observer that unregisters itself when released, so a component needs no `deinit`.
final class NotificationObservation: Sendable {
    private let token: SendableToken

    /// Calls `handler` on the main actor for every `name` notification (posted on any thread; on the main actor it runs
    /// before `post` returns).
    init(_ name: Notification.Name, handler: @escaping @MainActor () -> Void) {
        let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActorContext.perform(handler)
        }
        token = SendableToken(observer)
    }

    deinit {
        NotificationCenter.default.removeObserver(token.wrapped)
    }

    /// The opaque token NotificationCenter returns, which is only ever handed back to it.
    private final class SendableToken: NSObject, @unchecked Sendable {
        let wrapped: any NSObjectProtocol
        init(_ wrapped: any NSObjectProtocol) { self.wrapped = wrapped }
    }
}
