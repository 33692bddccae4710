import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// How far ahead of the end of a list a component that loads by itself starts loading: the end is within this
/// distance of the visible area. `MJRefreshAutoFooter.prefetchDistance` takes one, instead of a negative
/// `triggerAutomaticallyRefreshPercent`.
public enum MJRefreshPrefetchDistance: Sendable, Equatable {
    /// A distance in points. Negative or non-finite values count as 0: load when the end comes into view.
    case points(CGFloat)
    /// A distance in heights of the scroll view (`bounds.height`): `.screenHeights(1.5)` loads while a screen and
    /// a half of content is still to come. Negative or non-finite values count as 0.
    case screenHeights(CGFloat)

    /// The distance in points for a scroll view `viewHeight` points high.
    @_spi(Engine) public func points(viewHeight: CGFloat) -> CGFloat {
        switch self {
        case .points(let points): return points.mjFiniteNonNegative
        case .screenHeights(let screens): return (screens.mjFiniteNonNegative * viewHeight.mjFiniteNonNegative)
        }
    }
}
