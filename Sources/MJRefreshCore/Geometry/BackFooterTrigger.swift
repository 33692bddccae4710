import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Trigger geometry of the pull-up "back" footer: like the header,
/// but at the bottom. With `overflow = contentHeight − (viewHeight − baseline.bottom − baseline.top)`:
/// - happen offset `= overflow > 0 ? overflow − baseline.top : −baseline.top`,
/// - threshold `= happen + height`, `pullingPercent = (offsetY − happen) / height`,
/// - frame `y = max(contentHeight, viewHeight − baseline.top − baseline.bottom) + ignoredInsetBottom`.
@_spi(Engine) public struct MJRefreshBackFooterTrigger: Sendable, Equatable {
    /// Footer height in points; negative or non-finite counts as 0.
    public var height: CGFloat
    /// Extra gap between the content and the footer (`ignoredScrollViewContentInsetBottom`).
    public var ignoredInsetBottom: CGFloat

    /// Creates the geometry for a footer of `height` points.
    public init(height: CGFloat = MJRefreshConstants.footerHeight, ignoredInsetBottom: CGFloat = 0) {
        self.height = height
        self.ignoredInsetBottom = ignoredInsetBottom
    }

    /// The y axis seen from the bottom.
    private func axis(_ metrics: MJRefreshScrollMetrics) -> TrailingEdgeAxis {
        TrailingEdgeAxis(.bottom, metrics)
    }

    private var core: TrailingEdgeTrigger {
        TrailingEdgeTrigger(extent: height.mjFiniteNonNegative, ignoredTrailing: ignoredInsetBottom.mjFinite)
    }

    /// The footer's frame `y`: right after the content, or at the bottom of the visible area
    /// when the content is shorter than the view.
    public func frameY(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.frameOrigin(axis(metrics)) }

    /// How far the content overflows the visible area (negative when it is shorter).
    public func contentOverflow(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.overflow(axis(metrics)) }

    /// Offset at which the footer begins to be visible.
    public func happenOffsetY(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.happenOffset(axis(metrics)) }

    /// Offset past which (strictly greater) a drag enters `pulling`: `happen + height`.
    public func pullingThresholdY(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.threshold(axis(metrics)) }

    /// `(offsetY − happen) / height`, never negative; 0 when the height is 0.
    public func pullingPercent(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.pullingPercent(axis(metrics)) }

    /// The footer's alpha while it is not refreshing. At rest it waits just past the bottom inset: when that inset
    /// is not empty (a home indicator, a translucent tab bar) the place is on screen, so the footer shows only as
    /// far as the pull has revealed it, `pullingPercent` capped at 1 (all of it inside the visible area at the
    /// threshold). With no bottom inset it rests below the screen's edge and stays opaque.
    public func idleAlpha(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        let restsOnScreen = metrics.sanitized.baselineInset.bottom - ignoredInsetBottom.mjFinite > 0
        return restsOnScreen ? min(1, pullingPercent(metrics)) : 1
    }

    /// Effective bottom inset while refreshing: `height + baseline.bottom`, plus the empty gap
    /// below short content.
    public func refreshingInsetBottom(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        core.refreshingTrailingInset(axis(metrics))
    }

    /// The footer's share of the bottom inset while refreshing, to record in the
    /// ``MJRefreshInsetLedger`` (MJRefresh's `lastBottomDelta`); ending removes exactly it.
    public func refreshingInsetDelta(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        refreshingInsetBottom(metrics) - metrics.sanitized.baselineInset.bottom
    }

    /// Offset the scroll view is moved to when a refresh begins: `happen + height`.
    public func refreshingOffsetY(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.refreshingOffset(axis(metrics)) }
}
