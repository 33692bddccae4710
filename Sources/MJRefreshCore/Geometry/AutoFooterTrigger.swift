import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// The auto footer's decision (the rules are the component's, `MJRefreshAutoFooter`): the formulas, and the
/// per-drag and per-end limits that stop double loads.
///
/// The metrics' `adjustedInset.bottom` already includes the footer's height, which stays in the inset while it is
/// visible. On scroll (content taller than the view, offset moving down) the zone starts at
/// `offsetY ≥ contentHeight − viewHeight + height·percent + inset.bottom − height`; on release, at
/// `offsetY ≥ −inset.top` for shorter content and at the end (`contentHeight + inset.bottom − viewHeight`) for
/// taller content. After an end, nothing fires until the content's height changes, a drag begins, or the finger
/// takes the content out of the zone.
@_spi(Engine) public struct MJRefreshAutoFooterTrigger: Sendable, Equatable {
    /// Footer height in points; negative or non-finite counts as 0.
    public var height: CGFloat
    /// Fraction of the footer that must be visible before loading (1 = fully visible);
    /// non-finite counts as 0.
    public var triggerPercent: CGFloat
    /// Extra gap between the content and the footer (`ignoredScrollViewContentInsetBottom`).
    public var ignoredInsetBottom: CGFloat
    /// When set, scrolling loads once the bottom of the footer is within this distance below the visible area
    /// (`triggerPercent` is then unused); `nil` keeps MJRefresh's percent.
    public var prefetchDistance: MJRefreshPrefetchDistance?
    /// Whether scrolling may trigger loads at all (`automaticallyRefresh`).
    public var automaticallyRefresh: Bool
    /// Drag-caused loads allowed per drag; −1 = unlimited; other negative values act as 0.
    /// Setting it refills the budget of the current drag, like MJRefresh's setter.
    public var autoTriggerTimes: Int {
        didSet { leftTriggerTimes = autoTriggerTimes }
    }
    /// Drag-caused loads still allowed during the current drag.
    public private(set) var leftTriggerTimes: Int
    /// `true` after an end until the content's height changes, a new drag begins, or the finger
    /// drags the content away from the end; no scroll trigger fires meanwhile, whatever the app
    /// scrolls programmatically.
    public private(set) var isWaitingForNewEnd: Bool = false
    /// The offset of the last change the footer saw: only a move down loads. Kept here rather than read back
    /// from the change the scroll view reported; `nil` (nothing seen yet) counts as no move.
    public var previousOffsetY: CGFloat?
    private var triggeredByDrag = false
    private var contentHeightAtEnd: CGFloat = 0

    /// Creates the trigger with MJRefresh's defaults.
    public init(
        height: CGFloat = MJRefreshConstants.footerHeight,
        triggerPercent: CGFloat = MJRefreshConstants.autoFooterTriggerPercent,
        ignoredInsetBottom: CGFloat = 0,
        automaticallyRefresh: Bool = true,
        autoTriggerTimes: Int = MJRefreshConstants.autoTriggerTimes
    ) {
        self.height = height
        self.triggerPercent = triggerPercent
        self.ignoredInsetBottom = ignoredInsetBottom
        self.automaticallyRefresh = automaticallyRefresh
        self.autoTriggerTimes = autoTriggerTimes
        self.leftTriggerTimes = autoTriggerTimes
    }

    private var h: CGFloat { height.mjFiniteNonNegative }

    /// The footer's frame `y`: right after the content.
    public func frameY(contentHeight: CGFloat) -> CGFloat {
        contentHeight.mjFiniteNonNegative + ignoredInsetBottom.mjFinite
    }

    /// Whether the content fits in the view: `inset.top + contentHeight ≤ viewHeight`.
    public func isContentShorterThanView(_ metrics: MJRefreshScrollMetrics) -> Bool {
        isContentShorterThanView(VerticalAxis(metrics))
    }

    /// Offset at or past which scrolling loads (for content taller than the view):
    /// `contentHeight − viewHeight + height·percent + inset.bottom − height`, or with a prefetch distance `d`
    /// (in points) `contentHeight + inset.bottom − viewHeight − d`: the largest resting offset less `d`.
    public func scrollTriggerOffsetY(_ metrics: MJRefreshScrollMetrics) -> CGFloat {
        scrollTriggerOffsetY(VerticalAxis(metrics))
    }

    /// The numbers of the y axis the decisions read, sanitised as ``MJRefreshScrollMetrics/sanitized`` does (only
    /// these: the footer decides on every offset change). The inset is the adjusted one, footer included.
    private struct VerticalAxis {
        var offsetY, contentHeight, viewHeight, insetTop, insetBottom: CGFloat
        var isDragging: Bool

        init(_ metrics: MJRefreshScrollMetrics) {
            offsetY = metrics.contentOffset.y.mjFinite
            contentHeight = metrics.contentSize.height.mjFiniteNonNegative
            viewHeight = metrics.boundsSize.height.mjFiniteNonNegative
            insetTop = metrics.adjustedInset.top.mjFinite
            insetBottom = metrics.adjustedInset.bottom.mjFinite
            isDragging = metrics.isDragging
        }
    }

    private func isContentShorterThanView(_ m: VerticalAxis) -> Bool {
        m.insetTop + m.contentHeight <= m.viewHeight
    }

    private func scrollTriggerOffsetY(_ m: VerticalAxis) -> CGFloat {
        let end = m.contentHeight + m.insetBottom - m.viewHeight
        if let prefetchDistance { return end - prefetchDistance.points(viewHeight: m.viewHeight) }
        return end + h * triggerPercent.mjFinite - h
    }

    /// Whether a drag-caused load is still within the budget of the current drag.
    public var allowsDragTrigger: Bool {
        leftTriggerTimes == -1 || leftTriggerTimes > 0
    }

    /// Call on every `contentOffset` change the footer sees. Returns `true` if the footer should begin
    /// refreshing now (the load is then recorded; the UIKit layer sets `.refreshing`). Only a move down from the
    /// offset of the previous change loads. `isAnotherComponentRefreshing` is asked only when it matters, since
    /// finding the other components walks the scroll view's subviews.
    public mutating func scrollDidChange(
        state: MJRefreshState, metrics: MJRefreshScrollMetrics, mayLoad: Bool,
        isAnotherComponentRefreshing: @autoclosure () -> Bool = false
    ) -> Bool {
        let m = VerticalAxis(metrics)
        let offsetY = m.offsetY
        let previousOffsetY = (self.previousOffsetY ?? metrics.contentOffset.y).mjFinite
        self.previousOffsetY = metrics.contentOffset.y
        guard canTrigger(state: state, m, mayLoad: mayLoad), !isContentShorterThanView(m) else {
            return false
        }
        let inZone = offsetY >= scrollTriggerOffsetY(m)
        if isWaitingForNewEnd {
            guard !isAnotherComponentRefreshing() else { return false }
            // Re-arm once the user's finger has moved the content away from the end, or the end itself has moved.
            // A scroll without a finger (`scrollToRow`, `setContentOffset`, a keyboard changing the inset and the
            // offset) is the app's, not the user's: it re-arms nothing, even away and back.
            let userLeftTheEnd = !inZone && m.isDragging
            if userLeftTheEnd || m.contentHeight != contentHeightAtEnd { isWaitingForNewEnd = false }
            if isWaitingForNewEnd || !inZone { return false }
        }
        guard inZone, offsetY > previousOffsetY, !isAnotherComponentRefreshing() else { return false }
        return begin(byDrag: m.isDragging)
    }

    /// Call when the pan gesture ends (finger lifted). Returns `true` if the footer should
    /// begin refreshing now. Counts as a drag-caused load. A release at the end the last load already ended at
    /// is not a new end.
    public mutating func panDidEnd(
        state: MJRefreshState, metrics: MJRefreshScrollMetrics, mayLoad: Bool,
        isAnotherComponentRefreshing: @autoclosure () -> Bool = false
    ) -> Bool {
        let m = VerticalAxis(metrics)
        guard !isWaitingForNewEnd, canTrigger(state: state, m, mayLoad: mayLoad),
            !isAnotherComponentRefreshing()
        else { return false }
        let offsetY = m.offsetY
        let reached: Bool
        if isContentShorterThanView(m) {
            reached = offsetY >= -m.insetTop
        } else {
            reached = offsetY >= m.contentHeight + m.insetBottom - m.viewHeight
        }
        return reached && begin(byDrag: true)
    }

    /// Call when a new pan gesture begins: refills the per-drag budget and re-arms after an end.
    public mutating func panDidBegin() {
        leftTriggerTimes = autoTriggerTimes
        isWaitingForNewEnd = false
    }

    /// Call when a refresh ends (to idle or no-more-data). Spends one unit of the drag budget
    /// if the load was drag-caused (MJRefresh spends it at the end), and waits for a new end.
    public mutating func refreshingDidEnd(contentHeight: CGFloat) {
        if triggeredByDrag {
            if leftTriggerTimes > 0 { leftTriggerTimes -= 1 }
            triggeredByDrag = false
        }
        isWaitingForNewEnd = true
        contentHeightAtEnd = contentHeight.mjFiniteNonNegative
    }

    /// Whether this change may load at all: idle, loading allowed, scrolling allowed to load, and the content
    /// not pulled down from its top.
    private func canTrigger(state: MJRefreshState, _ m: VerticalAxis, mayLoad: Bool) -> Bool {
        state == .idle && automaticallyRefresh && mayLoad && m.offsetY > -m.insetTop
    }

    private mutating func begin(byDrag: Bool) -> Bool {
        if byDrag && !allowsDragTrigger { return false }
        triggeredByDrag = byDrag
        return true
    }
}
