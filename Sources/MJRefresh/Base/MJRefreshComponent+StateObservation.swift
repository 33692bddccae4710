#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// What an app is told when a component's state changes, with the state it left; the component's `state` is
/// already the new one.
public typealias MJRefreshStateChangeAction = (_ oldState: MJRefreshState) -> Void

// Following the state: a block for Swift code, and key-value observing of `state` and `isRefreshing` on Apple
// platforms, where MJRefresh's Objective-C properties were observable and apps observed them to update their own
// controls (`[header addObserver:self forKeyPath:@"state" …]`).
extension MJRefreshComponent {
    /// Called on the main actor after every change of `state`, with the state it left, once the component has
    /// updated its views and insets: a pull arming, a refresh starting or ending, a footer running out of data, an
    /// app setting `state`, and the return to `.idle` when the component leaves its scroll view during a refresh.
    /// Setting the state it already has calls nothing. Capture `self` weakly, as with any callback.
    ///
    /// ```swift
    /// header.stateDidChangeBlock = { [weak self, weak header] _ in
    ///     self?.stopButton.isEnabled = header?.isRefreshing == true
    /// }
    /// ```
    public var stateDidChangeBlock: MJRefreshStateChangeAction? {
        get { cycle.callbacks.stateDidChangeBlock }
        set { cycle.callbacks.stateDidChangeBlock = newValue }
    }

    /// Sets `stateDidChangeBlock`.
    @discardableResult
    public func afterStateChangeAction(_ action: @escaping MJRefreshStateChangeAction) -> Self {
        stateDidChangeBlock = action
        return self
    }

    /// Told before `state` changes to `newState`: key-value observers hear that the values will change.
    func stateWillChange(to newState: MJRefreshState) {
        #if canImport(ObjectiveC)
        for key in MJRefreshObservableKeys.changing(from: state, to: newState) { willChangeValue(forKey: key) }
        #endif
    }

    /// Told after `state` changed from `oldState`, once the component has acted on it: key-value observers, then
    /// the app's block.
    func stateDidChangePublicly(from oldState: MJRefreshState) {
        #if canImport(ObjectiveC)
        for key in MJRefreshObservableKeys.changing(from: oldState, to: state).reversed() {
            didChangeValue(forKey: key)
        }
        #endif
        cycle.callbacks.stateDidChangeBlock?(oldState)
    }

    #if canImport(ObjectiveC)
    /// Key-value coding of the observable keys, which are Swift properties: `state` reads as its raw value (an
    /// `NSNumber`, as MJRefresh's `NS_ENUM` did), `isRefreshing` (and MJRefresh's property name `refreshing`) as
    /// a Boolean `NSNumber`. Observers are told on the main actor, where the state changes; a read from another
    /// thread waits for the main queue.
    override open func value(forKey key: String) -> Any? {
        switch key {
        case MJRefreshObservableKeys.state, MJRefreshObservableKeys.isRefreshing, MJRefreshObservableKeys.refreshing:
            let read: @MainActor () -> NSNumber = {
                key == MJRefreshObservableKeys.state
                    ? NSNumber(value: self.state.rawValue) : NSNumber(value: self.isRefreshing)
            }
            return MainActorContext.isCurrent ? MainActorContext.run(read) : DispatchQueue.main.sync(execute: read)
        default:
            return super.value(forKey: key)
        }
    }

    /// The component tells observers of every state change itself, whoever makes it (a pull, a call, a setter), so
    /// the automatic notification key-value observing adds around Objective-C's `setState:` (and `setValue(_:forKey:)`
    /// with "state") would tell them a second time: the observable keys are notified manually only, as Apple's
    /// Key-Value Observing Programming Guide describes for manual change notification.
    override open class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
        switch key {
        case MJRefreshObservableKeys.state, MJRefreshObservableKeys.isRefreshing, MJRefreshObservableKeys.refreshing:
            return false
        default:
            return super.automaticallyNotifiesObservers(forKey: key)
        }
    }
    #endif
}

/// The key paths of a component an app can observe with key-value observing on Apple platforms.
enum MJRefreshObservableKeys {
    static let state = "state"
    static let isRefreshing = "isRefreshing"
    /// MJRefresh's name of the property (`@property (getter=isRefreshing) BOOL refreshing`).
    static let refreshing = "refreshing"

    /// The keys whose values differ between the two states: `state` always, the refreshing flag when it flips.
    static func changing(from oldState: MJRefreshState, to newState: MJRefreshState) -> [String] {
        oldState.isRefreshing == newState.isRefreshing ? [state] : [state, isRefreshing, refreshing]
    }
}
