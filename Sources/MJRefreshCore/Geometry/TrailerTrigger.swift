import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// The trailer's geometry (where it sits and what it writes are the component's, `MJRefreshTrailer`): the back
/// footer's formulas on the x axis, from the content width, the view width and the left and right insets. Right to
/// left (``isRightToLeft``) the formulas run on the mirrored axis and their results are mapped back, since UIKit
/// keeps a scroll view's coordinates unmirrored.
@_spi(Engine) public struct MJRefreshTrailerTrigger: Sendable, Equatable {
    /// Trailer width in points; negative or non-finite counts as 0.
    public var width: CGFloat
    /// Extra gap between the content and the trailer (`ignoredScrollViewContentInsetRight`).
    public var ignoredInsetRight: CGFloat
    /// Whether the layout runs right to left, so that the content's reading end is its left edge.
    public var isRightToLeft: Bool

    /// Creates the geometry for a trailer of `width` points.
    public init(
        width: CGFloat = MJRefreshConstants.trailerWidth, ignoredInsetRight: CGFloat = 0,
        isRightToLeft: Bool = false
    ) {
        self.width = width
        self.ignoredInsetRight = ignoredInsetRight
        self.isRightToLeft = isRightToLeft
    }

    /// The trailer's role: it writes its right edge, or its left edge right to left.
    public var role: MJRefreshRole { isRightToLeft ? .rightToLeftTrailer : .trailer }

    private var core: TrailingEdgeTrigger {
        TrailingEdgeTrigger(extent: width.mjFiniteNonNegative, ignoredTrailing: ignoredInsetRight.mjFinite)
    }

    /// The axis seen from the trailer's end.
    private func axis(_ metrics: MJRefreshScrollMetrics) -> TrailingEdgeAxis {
        TrailingEdgeAxis(isRightToLeft ? .mirroredLeft : .right, metrics)
    }

    /// An x position (or offset, with `extent` the view's width) read on the mirrored axis, back in the scroll
    /// view's coordinates: `C − x′ − extent`. Left to right it is `x′` unchanged.
    private func unmirrored(_ x: CGFloat, extent: CGFloat, _ metrics: MJRefreshScrollMetrics) -> CGFloat {
        isRightToLeft ? TrailingEdgeAxis.mirroredContentWidth(metrics) - x - extent : x
    }

    /// The trailer's frame `x`: after the content, or at the right of the visible area when the content is
    /// narrower than the view; right to left, `−width − ignoredInsetRight`, before the content's left edge.
    public func frameX(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        unmirrored(core.frameOrigin(axis(metrics)), extent: width.mjFiniteNonNegative, metrics)
    }

    /// How far the content overflows the visible width (negative when it is narrower, left to right only: right
    /// to left the trailer sits before the content's left edge whatever its width, and this is never negative).
    public func contentOverflow(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.overflow(axis(metrics)) }

    /// Offset x at which the trailer begins to be visible (right to left: `−left inset`, and it shows below it).
    public func happenOffsetX(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        unmirrored(core.happenOffset(axis(metrics)), extent: metrics.sanitized.boundsSize.width, metrics)
    }

    /// Offset x past which (strictly greater; right to left strictly smaller) a drag enters `pulling`:
    /// `happen ± width`.
    public func pullingThresholdX(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        unmirrored(core.threshold(axis(metrics)), extent: metrics.sanitized.boundsSize.width, metrics)
    }

    /// How far past `happen` the offset is, in trailer widths, never negative; 0 when the width is 0.
    public func pullingPercent(_ metrics: MJRefreshScrollMetrics) -> CGFloat { core.pullingPercent(axis(metrics)) }

    /// Effective inset of the trailer's edge (``role``) while refreshing: `width + baseline`, plus, left to
    /// right, the empty gap right of narrow content.
    public func refreshingEdgeInset(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        core.refreshingTrailingInset(axis(metrics))
    }

    /// The trailer's share of its edge's inset while refreshing, for the ``MJRefreshInsetLedger``.
    public func refreshingInsetDelta(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        refreshingEdgeInset(metrics) - metrics.sanitized.baselineInset[role.edge]
    }

    /// Offset x the scroll view is moved to when a refresh begins: `happen ± width`, the whole trailer in view.
    public func refreshingOffsetX(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        unmirrored(core.refreshingOffset(axis(metrics)), extent: metrics.sanitized.boundsSize.width, metrics)
    }
}
