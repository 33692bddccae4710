#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A control at the start of a horizontal scroll view: pull the content away from its start and release to
/// refresh, the header of a horizontal list. Attach it with `scrollView.mj_leader = …`.
///
/// The trailer mirrored: it sits before the content's left edge, at `x = −60 − ignoredScrollViewContentInsetLeft`,
/// 60 pt wide and as tall as the scroll view; a drag to the right past the start (`contentOffset.x < −left inset`)
/// pulls it (`pullingPercent = (−left − x) / 60`, armed past `−left − 60`), and while refreshing it adds 60 to the
/// left inset and scrolls to `x = −(left + 60)`; ending takes exactly that out. It never writes the top, right or
/// bottom inset, nor the vertical offset. Attaching it makes the scroll view bounce horizontally and not vertically.
///
/// Right to left (its `effectiveUserInterfaceLayoutDirection`) the start of the content is its right edge, as a
/// flipped flow layout shows it: the leader sits after the content (or at the right of the visible area when the
/// content is narrower), a drag to the left past the end pulls it, and it writes the right inset: the trailer's
/// place in a left-to-right layout. A refresh keeps the edge it began on. Geometry: `MJRefreshTrailerTrigger`, read
/// from the other end.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`).
@preconcurrency @MainActor
open class MJRefreshLeader: MJRefreshComponent {
    /// Extra distance between the start of the content and the leader, for content that starts with some inset of
    /// its own the leader should sit before. Moves the leader at the next layout.
    @exclusivity(unchecked) public final var ignoredScrollViewContentInsetLeft: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Pulls past the content's left edge (the mirrored trailer's edge), or right to left past its right edge.
    override var role: MJRefreshRole? { isRightToLeft ? .trailer : .rightToLeftTrailer }
    override var purpose: MJRefreshPurpose { .leadingRefresh }

    final var trigger: MJRefreshTrailerTrigger {
        MJRefreshTrailerTrigger(
            width: MJRefreshConstants.trailerWidth, ignoredInsetRight: ignoredScrollViewContentInsetLeft,
            isRightToLeft: !isRightToLeft)
    }

    /// The layout direction the component follows (see `MJRefreshSidewaysPlacement`).
    private var isRightToLeft = false

    override func followLayoutDirection() {
        isRightToLeft = MJRefreshSidewaysPlacement.isRightToLeft(self, following: isRightToLeft)
    }

    override open func prepare() {
        super.prepare()
        MJRefreshSidewaysPlacement.prepare(self)
    }

    override func install(in scrollView: UIScrollView) {
        scrollView.mj_leader = self
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        MJRefreshSidewaysPlacement.didAttach(self, to: scrollView)
    }

    override func place(_ metrics: MJRefreshScrollMetrics) {
        MJRefreshSidewaysPlacement.place(self, with: trigger, metrics)
    }
}
