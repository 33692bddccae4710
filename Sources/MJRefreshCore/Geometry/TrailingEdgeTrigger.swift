import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// The trailing ends a pull is measured from: the bottom (the back footer), the right (the trailer) and, right to
/// left, the left read as the end of a mirrored x axis (the right-to-left trailer).
enum TrailingEdge: Sendable, Equatable {
    case bottom
    case right
    case mirroredLeft
}

/// One scroll axis seen from its trailing end: the bottom for the back footer, the right
/// for the trailer. Lets both components share one implementation of the same maths.
struct TrailingEdgeAxis: Sendable, Equatable {
    var offset: CGFloat
    var contentLength: CGFloat
    var viewportLength: CGFloat
    var baselineLeading: CGFloat
    var baselineTrailing: CGFloat
    var isDragging: Bool

    /// `C` of the right-to-left axis: the content width, at least the visible width between the insets.
    static func mirroredContentWidth(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        TrailingEdgeAxis(.mirroredLeft, metrics).contentLength
    }
}

extension TrailingEdgeAxis {
    /// The axis that ends at `edge`, seen from that end. Sanitised as ``MJRefreshScrollMetrics/sanitized`` does,
    /// but only the numbers of this axis: the engine builds one per decision.
    init(_ edge: TrailingEdge, _ metrics: MJRefreshScrollMetrics) {
        let offset = metrics.contentOffset, content = metrics.contentSize, view = metrics.boundsSize
        let baseline = metrics.baselineInset
        guard edge != .bottom else {
            self.init(
                offset: offset.y.mjFinite, contentLength: content.height.mjFiniteNonNegative,
                viewportLength: view.height.mjFiniteNonNegative, baselineLeading: baseline.top.mjFinite,
                baselineTrailing: baseline.bottom.mjFinite, isDragging: metrics.isDragging)
            return
        }
        self.init(
            offset: offset.x.mjFinite, contentLength: content.width.mjFiniteNonNegative,
            viewportLength: view.width.mjFiniteNonNegative, baselineLeading: baseline.left.mjFinite,
            baselineTrailing: baseline.right.mjFinite, isDragging: metrics.isDragging)
        if edge == .mirroredLeft { mirror() }
    }

    /// The x axis read from right to left, for a right-to-left layout whose reading end is the content's left edge.
    /// UIKit does not mirror a scroll view's coordinates (offset 0 shows the content's left edge whatever the
    /// direction), so the axis is reflected here: `x′ = C − x`, with `C` the content width, or the visible width
    /// when the content is narrower (narrow content rests at the left, so its reading end is there too). Offsets
    /// become `C − offset − view`, and the left and right insets trade places.
    private mutating func mirror() {
        let length = max(contentLength, viewportLength - baselineLeading - baselineTrailing)
        offset = length - offset - viewportLength
        contentLength = length
        swap(&baselineLeading, &baselineTrailing)
    }
}

/// The pull-past-the-end maths of MJRefresh's back footer, axis-independent.
struct TrailingEdgeTrigger: Sendable, Equatable {
    /// Component extent along the axis (height or width), already sanitised.
    var extent: CGFloat
    /// `ignoredScrollViewContentInsetBottom/Right`, already sanitised.
    var ignoredTrailing: CGFloat

    /// How much the content overflows the visible area: `content − (viewport − trailing − leading)`.
    func overflow(_ a: TrailingEdgeAxis) -> CGFloat {
        a.contentLength - (a.viewportLength - a.baselineTrailing - a.baselineLeading)
    }

    /// `overflow − leading` when the content overflows, else `−leading`.
    func happenOffset(_ a: TrailingEdgeAxis) -> CGFloat {
        let d = overflow(a)
        return d > 0 ? d - a.baselineLeading : -a.baselineLeading
    }

    func threshold(_ a: TrailingEdgeAxis) -> CGFloat { happenOffset(a) + extent }

    /// After the content, or at the end of the visible area when the content is shorter.
    func frameOrigin(_ a: TrailingEdgeAxis) -> CGFloat {
        max(
            a.contentLength + ignoredTrailing,
            a.viewportLength - a.baselineLeading - a.baselineTrailing + ignoredTrailing)
    }

    func pullingPercent(_ a: TrailingEdgeAxis) -> CGFloat {
        guard extent > 0 else { return 0 }
        return max(0, (a.offset - happenOffset(a)) / extent)
    }

    /// Trailing inset while refreshing: `extent + baselineTrailing`, plus the empty gap when
    /// the content is shorter than the view (so the component sits right after the content).
    func refreshingTrailingInset(_ a: TrailingEdgeAxis) -> CGFloat {
        extent + a.baselineTrailing - min(overflow(a), 0)
    }

    func refreshingOffset(_ a: TrailingEdgeAxis) -> CGFloat { happenOffset(a) + extent }
}
