import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// What a pull-driven component (header, back footer, trailer) should do after one
/// `contentOffset` observation.
@_spi(Engine) public struct MJRefreshDragOutcome: Sendable, Equatable {
    /// The state to enter, or `nil` to keep the current one. `.refreshing` means "begin
    /// refreshing now" (the finger was released past the threshold).
    public var newState: MJRefreshState?
    /// The new `pullingPercent` to store, or `nil` to leave it unchanged. It is not clamped
    /// to 1 (pulling further than the threshold gives values above 1), but it is never negative.
    public var pullingPercent: CGFloat?

    /// Creates an outcome.
    public init(newState: MJRefreshState? = nil, pullingPercent: CGFloat? = nil) {
        self.newState = newState
        self.pullingPercent = pullingPercent
    }

    /// Nothing to do.
    public static let unchanged = MJRefreshDragOutcome()

    /// Whether this outcome starts a refresh.
    public var beginsRefreshing: Bool { newState == .refreshing }
}
