#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A control at the trailing end of a horizontal scroll view: pull left past the end and release to refresh
/// (a "see more" page, for example). Attach it with `scrollView.mj_trailer = …`.
///
/// The back footer's mechanics on the x axis: it sits right after the content, or at the right of the visible
/// area when the content is narrower, 60 pt wide (MJRefresh's fixed width) and as tall as the scroll view, following
/// every change of the visible area (content size, insets, safe area, resizes) by the next frame. While
/// refreshing it adds to the right inset what keeps it in view, and ending removes exactly that; it never
/// writes the top, left or bottom inset (right to left: the top, right or bottom one), nor the vertical offset.
/// Attaching it makes the scroll view bounce horizontally and not vertically. Gestures arm nothing while another
/// component refreshes.
///
/// Right to left (the trailer's `effectiveUserInterfaceLayoutDirection`, which follows its
/// `semanticContentAttribute` and the app's language, not MJRefresh's text language) the reading end of the content
/// is its left edge, as a flipped flow layout shows it: the trailer sits left of the content, a drag to the right
/// past the start pulls it, and it writes the left inset instead of the right one.
/// Geometry: `MJRefreshTrailerTrigger`.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`).
@preconcurrency @MainActor
open class MJRefreshTrailer: MJRefreshComponent {
    /// Extra distance between the end of the content and the trailer, for content that ends with some inset of
    /// its own the trailer should sit beyond. Moves the trailer at the next layout.
    @exclusivity(unchecked) public final var ignoredScrollViewContentInsetRight: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    override var role: MJRefreshRole? { isRightToLeft ? .rightToLeftTrailer : .trailer }
    override var purpose: MJRefreshPurpose { .seeMore }

    final var trigger: MJRefreshTrailerTrigger {
        MJRefreshTrailerTrigger(
            width: MJRefreshConstants.trailerWidth, ignoredInsetRight: ignoredScrollViewContentInsetRight,
            isRightToLeft: isRightToLeft)
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
        scrollView.mj_trailer = self
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        MJRefreshSidewaysPlacement.didAttach(self, to: scrollView)
    }

    override func place(_ metrics: MJRefreshScrollMetrics) {
        MJRefreshSidewaysPlacement.place(self, with: trigger, metrics)
    }
}
