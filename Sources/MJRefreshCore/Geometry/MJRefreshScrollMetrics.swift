import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// A snapshot of what the UIKit layer observes on the scroll view, the only input the
/// trigger geometry needs. Keeping it a plain value makes every decision a pure function
/// that tests can drive without a scroll view.
///
/// Sanitising: non-finite numbers count as 0; negative sizes count as 0. ``sanitized``
/// applies these rules and every geometry function calls it first, so no input crashes.
@_spi(Engine) public struct MJRefreshScrollMetrics: Sendable, Equatable {
    /// `contentOffset` of the scroll view.
    public var contentOffset: CGPoint
    /// `contentSize` of the scroll view.
    public var contentSize: CGSize
    /// `bounds.size` (equal to `frame.size` for an untransformed scroll view).
    public var boundsSize: CGSize
    /// The effective inset: `adjustedContentInset` (iOS 11+), i.e. `contentInset` plus what
    /// the system adds for bars and safe areas.
    public var adjustedInset: MJRefreshInsets
    /// MJRefresh's `scrollViewOriginalInset`: the effective inset *without* this component's own share, measured
    /// with each event. Triggers measure from it so the threshold does not move while the share is applied.
    public var baselineInset: MJRefreshInsets
    /// `isDragging`: the finger is down and the view has started scrolling.
    public var isDragging: Bool
    /// `isTracking`: the finger is down (it may not have moved yet).
    public var isTracking: Bool

    /// Creates a snapshot. `baselineInset` defaults to `adjustedInset`, which is correct
    /// whenever the component is not refreshing.
    public init(
        contentOffset: CGPoint = .zero,
        contentSize: CGSize = .zero,
        boundsSize: CGSize = .zero,
        adjustedInset: MJRefreshInsets = .zero,
        baselineInset: MJRefreshInsets? = nil,
        isDragging: Bool = false,
        isTracking: Bool = false
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.adjustedInset = adjustedInset
        self.baselineInset = baselineInset ?? adjustedInset
        self.isDragging = isDragging
        self.isTracking = isTracking
    }

    /// The same snapshot with non-finite numbers replaced by 0 and negative sizes by 0.
    public var sanitized: MJRefreshScrollMetrics {
        MJRefreshScrollMetrics(
            contentOffset: contentOffset.mjFinite,
            contentSize: contentSize.mjFiniteNonNegative,
            boundsSize: boundsSize.mjFiniteNonNegative,
            adjustedInset: adjustedInset.mjFinite,
            baselineInset: baselineInset.mjFinite,
            isDragging: isDragging,
            isTracking: isTracking
        )
    }
}
