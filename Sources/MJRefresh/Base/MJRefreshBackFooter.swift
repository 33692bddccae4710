#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A footer you pull up past the end of the content and release to load, like the header upside down.
///
/// Placement rule: right after the content (`y = contentSize.height + ignoredScrollViewContentInsetBottom`), or,
/// when the content is shorter than the visible area, at the bottom of that area (`y = height − top − bottom`
/// of the effective inset without the footer's share, plus the ignored inset), so it only shows when pulled. It
/// follows every change of the visible area by the next frame: content size, `contentInset`, the safe area,
/// `contentInsetAdjustmentBehavior` and resizes of the scroll view; its idle title never shows inside the list.
///
/// Pulling the content `height` points past its end arms it (`.pulling`); releasing there loads. While loading
/// it adds to the bottom inset what keeps it in view (its height, plus the empty gap below a short list); the
/// end removes exactly that at once and the offset comes to rest in the valid range (the top, for a short list).
/// A finger still down when a load ends cannot arm it again until it lifts. See `MJRefreshFooter` for the rules
/// all footers keep, and `MJRefreshBackFooterTrigger` for the geometry.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`).
@preconcurrency @MainActor
open class MJRefreshBackFooter: MJRefreshFooter {
    override var role: MJRefreshRole? { .backFooter }

    final var trigger: MJRefreshBackFooterTrigger {
        MJRefreshBackFooterTrigger(height: mj_h, ignoredInsetBottom: ignoredScrollViewContentInsetBottom)
    }

    /// While the footer waits for a retry after a failed load, a tap on it loads (the auto footers load on a tap
    /// at any time), unless another component of the scroll view is refreshing.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isWaitingForRetry && state == .idle && !isAnotherComponentRefreshing {
            beginRefreshing()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    /// The offset moves when the adjusted inset or the bounds change under a resting list: each offset change
    /// re-places the footer with the metrics the decision measures anyway.
    override func place(_ metrics: MJRefreshScrollMetrics) {
        let y = trigger.frameY(metrics)
        if mj_y != y { mj_y = y }
        // Below short content the footer is pinned to the bottom of the visible area: a flexible top margin lets
        // a resize of the scroll view carry it along at once.
        let isShort = trigger.contentOverflow(metrics) < 0
        let mask: UIView.AutoresizingMask = isShort ? [.flexibleWidth, .flexibleTopMargin] : [.flexibleWidth]
        if autoresizingMask != mask { autoresizingMask = mask }
        // Where it rests, past a bottom inset, the screen still shows it: under the home indicator or a translucent
        // tab bar its title would be cut through. Not refreshing, it shows only as far as the pull has revealed it
        // (`isAutomaticallyChangeAlpha` keeps its own rule).
        guard !isRefreshing, !isAutomaticallyChangeAlpha else { return }
        let idleAlpha = trigger.idleAlpha(metrics)
        if alpha != idleAlpha { alpha = idleAlpha }
    }
}
