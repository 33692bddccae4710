/// Enforces "only a finger starts a refresh" across refresh cycles.
///
/// MJRefresh lets a finger that is still down after a refresh ends pull again at once, so
/// refreshes repeat back-to-back without a new gesture. The gate closes when a refresh ends
/// while the finger is down and opens again once the finger has lifted; the triggers refuse
/// to enter `pulling` while it is closed.
@_spi(Engine) public struct MJRefreshPullGate: Sendable, Equatable {
    /// Whether a pull may currently arm a refresh.
    public private(set) var isOpen: Bool = true

    /// Creates an open gate.
    public init() {}

    /// Call when a refresh ends. If the finger is still down, the gate closes until it lifts.
    public mutating func refreshDidEnd(isTracking: Bool) {
        if isTracking { isOpen = false }
    }

    /// Call on every observation; a lifted finger reopens the gate.
    public mutating func observe(isTracking: Bool) {
        if !isTracking { isOpen = true }
    }
}
