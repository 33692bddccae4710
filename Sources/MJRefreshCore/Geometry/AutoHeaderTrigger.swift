import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Trigger logic of the auto header, which loads older items when the top of a list comes into view (no pull).
///
/// The header sits right above the content (`y = −height`) and its height is part of the top inset while it is
/// visible, so `adjustedInset.top` in the metrics includes it: the offset `−adjustedInset.top` shows all of it. A
/// load starts when the offset moves up (decreases) to `−adjustedInset.top + d` or above it, with `d` the prefetch
/// distance in points, or the header's height without one (the top of the content reaches the top of the visible
/// area). Never when the header may not load, when not idle, while another component refreshes, or again after a
/// load ends before the content's height has changed or the user's finger has moved the content out of that zone.
@_spi(Engine) public struct MJRefreshAutoHeaderTrigger: Sendable, Equatable {
    /// Header height in points; negative or non-finite counts as 0.
    public var height: CGFloat
    /// How far ahead of the top it loads; `nil`: as the header starts to show.
    public var prefetchDistance: MJRefreshPrefetchDistance?
    /// The offset of the last change the header saw: only a move up loads. `nil` (nothing seen yet) counts as no
    /// move.
    public var previousOffsetY: CGFloat?
    /// `true` after a load ends until the content's height changes or the finger leaves the zone.
    public private(set) var isWaitingForNewTop = false
    private var contentHeightAtEnd: CGFloat = 0

    /// A trigger for a header of `height` points.
    public init(height: CGFloat = MJRefreshConstants.footerHeight, prefetchDistance: MJRefreshPrefetchDistance? = nil) {
        self.height = height
        self.prefetchDistance = prefetchDistance
    }

    private var h: CGFloat { height.mjFiniteNonNegative }

    /// The header's frame `y`: right above the content.
    public var frameY: CGFloat { -h }

    /// The offset at or above which (smaller or equal) a move up loads: `−adjustedInset.top + d`.
    public func triggerOffsetY(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        let m = metrics.sanitized
        return -m.adjustedInset.top + (prefetchDistance?.points(viewHeight: m.boundsSize.height) ?? h)
    }

    /// Call on every `contentOffset` change the header sees. Returns `true` if the header should begin loading now.
    public mutating func scrollDidChange(
        state: MJRefreshState, metrics: MJRefreshScrollMetrics, mayLoad: Bool,
        isAnotherComponentRefreshing: @autoclosure () -> Bool = false
    ) -> Bool {
        let m = metrics.sanitized
        let offsetY = m.contentOffset.y
        let previousOffsetY = (self.previousOffsetY ?? offsetY).mjFinite
        self.previousOffsetY = offsetY
        guard state == .idle, mayLoad else { return false }
        let inZone = offsetY <= triggerOffsetY(m)
        if isWaitingForNewTop {
            if (!inZone && m.isDragging) || m.contentSize.height != contentHeightAtEnd { isWaitingForNewTop = false }
            if isWaitingForNewTop { return false }
        }
        return inZone && offsetY < previousOffsetY && !isAnotherComponentRefreshing()
    }

    /// Call when a load ends (to idle or no-more-data): no load until the content's height changes or the user
    /// leaves the top.
    public mutating func refreshingDidEnd(contentHeight: CGFloat) {
        isWaitingForNewTop = true
        contentHeightAtEnd = contentHeight.mjFiniteNonNegative
    }
}
