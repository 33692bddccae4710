/// The resistance a finger feels when it pulls content past an edge.
///
/// A pull of `x` points past the edge shows `f(x) = (1 − 1/(c·x/d + 1))·d` points of overscroll, with
/// `c = 0.55` and `d` the view's size on that axis (Grant Paul's formula, which UIScrollView matches): the
/// content follows at 0.55 pt per finger point at first, and never moves further than `d` past the edge.
struct RubberBand {
    static let coefficient: CGFloat = 0.55

    /// The view's size on the pulled axis.
    let dimension: CGFloat

    /// The overscroll shown for a pull of `pull` points past the edge (the sign is kept).
    func overscroll(forPull pull: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let shown = (1 - 1 / (Self.coefficient * abs(pull) / dimension + 1)) * dimension
        return pull < 0 ? -shown : shown
    }

    /// The pull that shows `overscroll` (the inverse of `overscroll(forPull:)`), so that a finger landing on
    /// overscrolled content continues from where the content is, without a jump.
    func pull(forOverscroll overscroll: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        // Past `dimension` no pull can show it; stand-in choice: treat it as nearly `dimension`.
        let shown = min(abs(overscroll), dimension * 0.999)
        let pull = shown * dimension / (Self.coefficient * (dimension - shown))
        return overscroll < 0 ? -pull : pull
    }

    /// The offset shown for the offset `raw` that the finger alone would give: `raw` inside the limits,
    /// the nearest edge plus the rubber-banded excess outside them (or the edge when the view does not bounce).
    func offset(forRaw raw: CGFloat, in limits: ScrollAxisLimits) -> CGFloat {
        let edge = limits.clamped(raw)
        guard limits.bounces else { return edge }
        return edge + overscroll(forPull: raw - edge)
    }

    /// The finger-only offset that shows `offset`: the inverse of `offset(forRaw:in:)`.
    func raw(forOffset offset: CGFloat, in limits: ScrollAxisLimits) -> CGFloat {
        let edge = limits.clamped(offset)
        return edge + pull(forOverscroll: offset - edge)
    }
}
