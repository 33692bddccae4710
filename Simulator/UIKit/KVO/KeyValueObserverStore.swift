import Synchronization

/// The stand-in's observable properties, named as their key paths end.
///
/// Observers are kept in an array indexed by this rather than a dictionary keyed by name: a scroll view's
/// setters look their observers up on every frame of a scroll, and hashing a name each time shows.
@usableFromInline
enum KeyValueObservableKey: Int, CaseIterable, Sendable {
    case frame, bounds, center, state, contentOffset, contentSize, contentInset, adjustedContentInset
}

/// The observers of one object's observable properties, by property.
///
/// Every observable stand-in object owns one, so observers die with the object and a new object at the same
/// address never inherits them. Registration and removal may happen on any thread (an observation can be
/// released anywhere), under a `Mutex`; notification happens where the property is set, on the main thread.
///
/// `@usableFromInline`, with `add`, so that `observe` can be inlined into (and specialized for) its callers.
@usableFromInline
final class KeyValueObserverStore: Sendable {
    /// Tells one observer about a change. The new value is `nil` in the prior notification, before the change.
    /// Both values come as pointers, so the observer reads them at their static type without a key-path lookup.
    @usableFromInline
    typealias Notify = (_ oldValue: UnsafeRawPointer, _ newValue: UnsafeRawPointer?, _ isPrior: Bool) -> Void

    /// Unchecked: handlers are registered from any thread but only ever called on the main thread, where the
    /// observed property is set (as Foundation's are called on the thread that sets).
    private struct Observer: @unchecked Sendable {
        let token: Int
        /// Asked for the notification before the change (`.prior`); the others are not called for it.
        let wantsPrior: Bool
        let notify: Notify
    }

    private struct Registry: ~Copyable {
        /// Indexed by `KeyValueObservableKey.rawValue`; empty until the first observer is added, so that objects
        /// nobody observes allocate nothing for it.
        var observers: [[Observer]] = []
        var nextToken = 1
    }

    private let registry = Mutex(Registry())
    /// One bit per `KeyValueObservableKey` that has observers: a setter of a property nobody observes (the
    /// common case, and a scroll view's `bounds` on every scroll) skips the lock entirely.
    private let observedKeys = Atomic<Int>(0)

    @usableFromInline
    func add(key: KeyValueObservableKey, wantsPrior: Bool, notify: @escaping Notify) -> Int {
        registry.withLock { registry in
            let token = registry.nextToken
            registry.nextToken += 1
            if registry.observers.isEmpty {
                registry.observers = Array(repeating: [], count: KeyValueObservableKey.allCases.count)
            }
            registry.observers[key.rawValue].append(Observer(token: token, wantsPrior: wantsPrior, notify: notify))
            observedKeys.bitwiseOr(1 << key.rawValue, ordering: .relaxed)
            return token
        }
    }

    func remove(token: Int) {
        registry.withLock { registry in
            for key in registry.observers.indices {
                if let index = registry.observers[key].firstIndex(where: { $0.token == token }) {
                    registry.observers[key].remove(at: index)
                    if registry.observers[key].isEmpty {
                        observedKeys.bitwiseAnd(~(1 << key), ordering: .relaxed)
                    }
                    return
                }
            }
        }
    }

    /// Runs `change`, telling the observers of `key` before (prior) and after, in registration order.
    /// `oldValue` and `newValue` read the property before and after the change, only when someone observes.
    /// Setters pass the property's own getter, as Foundation's KVO reads values through `value(forKey:)`: a
    /// subclass that overrides the getter is observed as overridden.
    @inline(__always)
    func change<Value>(
        _ key: KeyValueObservableKey, from oldValue: @autoclosure () -> Value, to newValue: () -> Value,
        _ change: () -> Void
    ) {
        guard observedKeys.load(ordering: .relaxed) & (1 << key.rawValue) != 0 else { return change() }
        let current = snapshot(key)
        guard !current.isEmpty else { return change() }
        withUnsafePointer(to: oldValue()) { old in
            for observer in current where observer.wantsPrior { observer.notify(old, nil, true) }
            change()
            // Observers added or removed by a prior handler take effect for the next change, as in Foundation.
            withUnsafePointer(to: newValue()) { new in
                for observer in current { observer.notify(old, new, false) }
            }
        }
    }

    private func snapshot(_ key: KeyValueObservableKey) -> [Observer] {
        registry.withLock { $0.observers.isEmpty ? [] : $0.observers[key.rawValue] }
    }
}

/// An object whose properties announce their changes to `observe` handlers.
protocol KeyValueObservable: AnyObject {
    var keyValueObservers: KeyValueObserverStore { get }
}

/// Finds which observable property a key path names: while a key path is evaluated, the stand-in's
/// observable getters report themselves here, and the last report is the key path's final component.
@usableFromInline
enum KeyValueReadRecorder {
    @usableFromInline
    struct Read {
        @usableFromInline let store: KeyValueObserverStore
        @usableFromInline let key: KeyValueObservableKey
        @usableFromInline let valueType: Any.Type
    }

    private nonisolated(unsafe) static var isRecording = false
    private nonisolated(unsafe) static var last: Read?

    /// Called by observable getters; cheap when no key path is being resolved.
    @inline(__always)
    static func didRead<Value>(_ object: some KeyValueObservable, _ key: KeyValueObservableKey, _: Value.Type) {
        guard isRecording else { return }
        last = Read(store: object.keyValueObservers, key: key, valueType: Value.self)
    }

    /// Evaluates a key path on the main queue and returns the observable property it ended on.
    @usableFromInline
    static func lastRead(evaluating evaluate: () -> Void) -> Read? {
        guard isOnMainQueue else { return nil }
        isRecording = true
        last = nil
        evaluate()
        isRecording = false
        defer { last = nil }
        return last
    }

    /// The main thread, or a thread running the main queue's work: once a process calls `dispatch_main()` (an
    /// async `main`, such as a benchmark runner's), the main queue and the main actor run on pool threads.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()
}
