import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Trigger geometry of the trailer: the back footer's logic on the
/// x axis, using content width, view width and the left/right insets. Default width 60.
public struct MJRefreshTrailerTrigger: Sendable, Equatable {
    /// Trailer width in points; negative or non-finite counts as 0.
    public var width: CGFloat
    /// Extra gap between the content and the trailer (`ignoredScrollViewContentInsetRight`).
    public var ignoredInsetRight: CGFloat

    /// Creates the geometry for a trailer of `width` points.
    public init(width: CGFloat = MJRefreshConstants.trailerWidth, ignoredInsetRight: CGFloat = 0) {
        self.width = width
        self.ignoredInsetRight = ignoredInsetRight
    }

    private var core: TrailingEdgeTrigger {
        TrailingEdgeTrigger(extent: width.mjFiniteNonNegative, ignoredTrailing: ignoredInsetRight.mjFinite)
    }

    /// The trailer's frame `x`: after the content, or at the right of the visible area when
    /// the content is narrower than the view.
    public func frameX(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.frameOrigin(.horizontal(metrics)) }

    /// How far the content overflows the visible width (negative when it is narrower).
    public func contentOverflow(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.overflow(.horizontal(metrics)) }

    /// Offset x at which the trailer begins to be visible.
    public func happenOffsetX(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.happenOffset(.horizontal(metrics)) }

    /// Offset x past which (strictly greater) a drag enters `pulling`: `happen + width`.
    public func pullingThresholdX(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.threshold(.horizontal(metrics)) }

    /// `(offsetX − happen) / width`, never negative; 0 when the width is 0.
    public func pullingPercent(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        core.pullingPercent(.horizontal(metrics))
    }

    /// Same decisions as ``MJRefreshBackFooterTrigger/outcome(state:metrics:gateOpen:)`` on the x axis.
    public func outcome(state: MJRefreshState, metrics: MJRefreshScrollMetrics, gateOpen: Bool = true)
        -> MJRefreshDragOutcome
    {
        core.outcome(state: state, axis: .horizontal(metrics), gateOpen: gateOpen)
    }

    /// Effective right inset while refreshing: `width + baseline.right`, plus the empty gap
    /// right of narrow content.
    public func refreshingInsetRight(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        core.refreshingTrailingInset(.horizontal(metrics))
    }

    /// The trailer's share of the right inset while refreshing, for the ``MJRefreshInsetLedger``.
    public func refreshingInsetDelta(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        refreshingInsetRight(metrics) - metrics.sanitized.baselineInset.right
    }

    /// Offset x the scroll view is moved to when a refresh begins: `happen + width`.
    public func refreshingOffsetX(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        core.refreshingOffset(.horizontal(metrics))
    }
}
