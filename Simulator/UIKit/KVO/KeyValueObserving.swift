// Swift's block-based key-value observing, as Foundation's Darwin overlay declares it.
//
// swift-corelibs-foundation has no KVO runtime, so the stand-in's observable properties announce their
// own changes (see `KeyValueObserverStore`). Which property a key path names is found by evaluating it
// once while the stand-in's getters report what they are asked for (`KeyValueReadRecorder`).

/// Which values an observation's change carries, and when it fires.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The option bits, as Foundation's.
    public let rawValue: UInt

    /// Options from their raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at registration, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change, with `isPrior == true`.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change. The stand-in's properties only ever report `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Elements were inserted into a to-many relationship. Never reported by the stand-in.
    case insertion = 2
    /// Elements were removed from a to-many relationship. Never reported by the stand-in.
    case removal = 3
    /// Elements of a to-many relationship were replaced. Never reported by the stand-in.
    case replacement = 4
}

/// One change of an observed property, as handed to an `observe` change handler.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of a change, as Foundation names it here.
    public typealias Kind = NSKeyValueChange
    /// What kind of change this is; always `.setting` in the stand-in.
    public let kind: Kind
    /// The value after the change; `nil` unless `.new` was asked for, and in a prior notification.
    public let newValue: Value?
    /// The value before the change; `nil` unless `.old` was asked for.
    public let oldValue: Value?
    /// Always `nil` for the stand-in, which observes no to-many relationships.
    public let indexes: IndexSet?
    /// `true` for the notification sent before the change (`.prior`).
    public let isPrior: Bool

    @usableFromInline
    init(kind: Kind, newValue: Value?, oldValue: Value?, indexes: IndexSet?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = indexes
        self.isPrior = isPrior
    }
}

/// A registered observation. It observes while it is alive; releasing it or calling `invalidate()` stops it.
public class NSKeyValueObservation: NSObject {
    private let lock = NSLock()
    private var registration: (store: KeyValueObserverStore, token: Int)?

    @usableFromInline
    init(store: KeyValueObserverStore?, token: Int) {
        if let store { registration = (store, token) }
        super.init()
    }

    /// Stops the observation. Safe to call more than once and from any thread.
    public func invalidate() {
        lock.lock()
        let registration = self.registration
        self.registration = nil
        lock.unlock()
        registration?.store.remove(token: registration!.token)
    }

    deinit {
        invalidate()
    }
}

/// The protocol Foundation's overlay hangs `observe` on, so that `KeyPath<Self, Value>` names the receiver's type.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property `keyPath` names, calling `changeHandler` synchronously on every set.
    ///
    /// On Linux only the stand-in's observable properties (`UIScrollView.contentOffset`, `contentSize`,
    /// `contentInset`, `UIView.frame`/`bounds`/`center`, `UIGestureRecognizer.state`, …) report changes. For a
    /// key path naming anything else the returned observation is inert: its handler is never called.
    /// Register from the main thread, as UIKit objects are main-thread objects.
    ///
    /// `@inlinable` for speed: a generic function is not specialized across modules otherwise, and the
    /// handler registered here runs on every set of a scrolling view (every frame). Specialized, it reads the
    /// old and new values the store hands it at their static type, with no metadata lookup per change.
    @preconcurrency
    @inlinable
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let read = KeyValueReadRecorder.lastRead(evaluating: { _ = self[keyPath: keyPath] }),
            read.valueType == Value.self
        else {
            return NSKeyValueObservation(store: nil, token: 0)
        }
        let receiver = WeakReference(self as AnyObject)
        let token = read.store.add(key: read.key, wantsPrior: options.contains(.prior)) {
            oldValuePointer, newValuePointer, isPrior in
            guard let object = receiver.value as? Self else { return }
            let oldValue =
                options.contains(.old)
                ? oldValuePointer.assumingMemoryBound(to: Value.self).pointee : nil
            let newValue =
                options.contains(.new)
                ? newValuePointer?.assumingMemoryBound(to: Value.self).pointee : nil
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: newValue, oldValue: oldValue, indexes: nil, isPrior: isPrior))
        }
        let observation = NSKeyValueObservation(store: read.store, token: token)
        if options.contains(.initial) {
            let newValue = options.contains(.new) ? self[keyPath: keyPath] : nil
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: newValue, oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

/// A weak reference that may cross threads; the referent's own isolation still applies to its use.
///
/// `weak let`: read on every notification, and a constant needs no exclusivity check where a variable does.
@usableFromInline
final class WeakReference: @unchecked Sendable {
    @usableFromInline weak let value: AnyObject?

    @usableFromInline
    init(_ value: AnyObject) {
        self.value = value
    }
}
