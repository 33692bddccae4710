import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

// The auto footer's pull while it waits for a retry after a failed load: scrolling to the end loads nothing then
// (the UIKit layer hands `mayLoad: false` to `scrollDidChange`), and a release retries only with the content pulled
// the footer's height past its end, as a back footer arms: a deliberate pull, not a nudge of the list.
extension MJRefreshAutoFooterTrigger {
    /// Offset at or past which a release retries: the largest resting offset (the footer fully in view, or the top
    /// of content shorter than the view) plus the footer's height. The metrics' bottom inset includes the footer.
    @_spi(Engine) public func retryReleaseOffsetY(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        let m = metrics.sanitized
        let end = max(-m.adjustedInset.top, m.contentSize.height + m.adjustedInset.bottom - m.boundsSize.height)
        return end + height.mjFiniteNonNegative
    }

    /// Whether the finger's lift retries the failed load: idle, allowed to load, no other component refreshing,
    /// and the content pulled at least `retryReleaseOffsetY` far.
    @_spi(Engine) public func releaseRetries(
        state: MJRefreshState, metrics: MJRefreshScrollMetrics, mayLoad: Bool,
        isAnotherComponentRefreshing: @autoclosure () -> Bool = false
    ) -> Bool {
        state == .idle && mayLoad && metrics.sanitized.contentOffset.y >= retryReleaseOffsetY(metrics)
            && !isAnotherComponentRefreshing()
    }
}
