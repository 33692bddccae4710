#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// What the components at the ends of a horizontal list share (the trailer, the leader): a fixed 60 pt width,
/// the height of the scroll view, a horizontal bounce, a place beside the content from `MJRefreshTrailerTrigger`,
/// and the layout direction, read while not refreshing and kept during a refresh so that ending takes the inset out
/// of the edge the refresh put it on. Each component keeps the direction it follows as a flag of its own (a
/// struct holding it would carry value witnesses for one `Bool`).
@MainActor
enum MJRefreshSidewaysPlacement {
    /// Whether `component` follows a right-to-left layout now: its own direction, read while not refreshing; during
    /// a refresh the direction it followed as the refresh began, `current`.
    static func isRightToLeft(_ component: MJRefreshComponent, following current: Bool) -> Bool {
        guard component.state != .refreshing else { return current }
        return component.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    static func prepare(_ component: MJRefreshComponent) {
        component.autoresizingMask = [.flexibleHeight]
        component.mj_w = MJRefreshConstants.trailerWidth
    }

    static func didAttach(_ component: MJRefreshComponent, to scrollView: UIScrollView) {
        scrollView.alwaysBounceHorizontal = true
        scrollView.alwaysBounceVertical = false
        // Attaching gave the component the scroll view's width; its own is fixed, and its place depends on it.
        component.mj_w = MJRefreshConstants.trailerWidth
    }

    /// Puts `component` where `trigger` says for `metrics`: the offset moves when the adjusted inset or the bounds
    /// change under a resting list, so each offset change re-places it with the metrics the decision measures.
    @inline(never)  // one body for the leader and the trailer
    static func place(
        _ component: MJRefreshComponent, with trigger: MJRefreshTrailerTrigger, _ metrics: MJRefreshScrollMetrics
    ) {
        let frame = CGRect(
            x: trigger.frameX(metrics), y: 0,
            width: MJRefreshConstants.trailerWidth, height: metrics.boundsSize.height)
        if component.frame != frame { component.frame = frame }
        // Right of narrow content the component is pinned to the right of the visible area: a flexible left margin
        // lets a resize of the scroll view carry it along at once. (Read from the left, it sits before the content.)
        let isNarrow = trigger.contentOverflow(metrics) < 0
        let mask: UIView.AutoresizingMask = isNarrow ? [.flexibleHeight, .flexibleLeftMargin] : [.flexibleHeight]
        if component.autoresizingMask != mask { component.autoresizingMask = mask }
    }
}
