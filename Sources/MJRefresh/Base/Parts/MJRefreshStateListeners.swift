#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The parts that follow a component's state: each is told every change once `stateDidChange(from:)` has run,
/// in the order they joined, and acts on the changes it cares about. The component's own parts join once, when
/// the component is made; a front end hosting the component (the SwiftUI bridge) joins after them. The `state`
/// setter knows none of them, so a new part adds a listener rather than a branch to the setter.
@MainActor
struct MJRefreshStateListeners {
    typealias Listener = @MainActor (_ component: MJRefreshComponent, _ oldState: MJRefreshState) -> Void

    /// The component's own parts, in the order the screen and the ear need: the custom content shows the state,
    /// VoiceOver reads it (and still reads a result that is ending), the refresh cycle closes a refresh that is
    /// over, the labels are laid out after the subclass set their texts, then the app's observers hear it. One
    /// array for every component, which each initialiser copies rather than builds.
    private static let ownParts: [Listener] = [
        { $0.contentSlot.receiver?.refreshComponent($0, didChangeStateFrom: $1) },
        { $0.accessibilityStateDidChange(from: $1) },
        { $0.refreshDidEnd(from: $1) },
        { component, _ in component.setNeedsLayout() },
        { $0.stateDidChangePublicly(from: $1) },
    ]

    private var listeners = ownParts

    /// Adds `listener` after the others.
    mutating func add(_ listener: @escaping Listener) {
        listeners.append(listener)
    }

    func tell(_ component: MJRefreshComponent, from oldState: MJRefreshState) {
        for listener in listeners { listener(component, oldState) }
    }
}
