import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Trigger geometry of the pull-down header.
///
/// Offsets are in the scroll view's coordinates: pulling down makes `contentOffset.y`
/// more negative. With `baselineTop` = the effective top inset without the header's own
/// addition:
/// - happen offset `= −baselineTop` (where the header starts to show),
/// - threshold `= happen − height` (past it, releasing refreshes),
/// - `pullingPercent = (happen − offsetY) / height`.
@_spi(Engine) public struct MJRefreshHeaderTrigger: Sendable, Equatable {
    /// Header height in points; negative or non-finite counts as 0.
    public var height: CGFloat
    /// Extra distance the header sits above the content (`ignoredScrollViewContentInsetTop`).
    public var ignoredInsetTop: CGFloat

    /// Creates the geometry for a header of `height` points.
    public init(height: CGFloat = MJRefreshConstants.headerHeight, ignoredInsetTop: CGFloat = 0) {
        self.height = height
        self.ignoredInsetTop = ignoredInsetTop
    }

    private var h: CGFloat { height.mjFiniteNonNegative }

    /// The header's frame `y` relative to the content: `−height − ignoredInsetTop`.
    public var frameY: CGFloat { -h - ignoredInsetTop.mjFinite }

    /// Offset at which the header begins to be visible: `−baselineTop`.
    public func happenOffsetY(baselineTop: CGFloat) -> CGFloat {
        -baselineTop.mjFinite
    }

    /// Offset past which (strictly smaller) a drag enters `pulling`: `happen − height`.
    public func pullingThresholdY(baselineTop: CGFloat) -> CGFloat {
        happenOffsetY(baselineTop: baselineTop) - h
    }

    /// `(happen − offsetY) / height`, never negative; 0 when the height is 0.
    public func pullingPercent(offsetY: CGFloat, baselineTop: CGFloat) -> CGFloat {
        guard h > 0 else { return 0 }
        return max(0, (happenOffsetY(baselineTop: baselineTop) - offsetY.mjFinite) / h)
    }

    /// Effective top inset while refreshing: `clamp(−offsetY, baselineTop … baselineTop + height)`.
    ///
    /// As the user scrolls content up during a refresh the header's extra inset shrinks, so
    /// table section headers pin to the real top instead of hovering below the header.
    public func refreshingInsetTop(offsetY: CGFloat, baselineTop: CGFloat) -> CGFloat {
        let base = baselineTop.mjFinite
        return min(max(-offsetY.mjFinite, base), base + h)
    }

    /// The header's share of the top inset while refreshing (in `0 … height`): the value to
    /// record in the ``MJRefreshInsetLedger``. Ending removes it, restoring `baselineTop`.
    public func refreshingInsetDelta(offsetY: CGFloat, baselineTop: CGFloat) -> CGFloat {
        refreshingInsetTop(offsetY: offsetY, baselineTop: baselineTop) - baselineTop.mjFinite
    }

    /// Offset the scroll view is moved to when a refresh begins: `−(baselineTop + height)`,
    /// which shows the whole header.
    public func refreshingOffsetY(baselineTop: CGFloat) -> CGFloat {
        -(baselineTop.mjFinite + h)
    }

    /// Offset at rest after the end animation if the list was at the top: `−baselineTop`.
    public func restingOffsetY(baselineTop: CGFloat) -> CGFloat {
        happenOffsetY(baselineTop: baselineTop)
    }
}
