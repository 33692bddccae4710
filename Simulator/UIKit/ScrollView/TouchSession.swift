/// The finger on a scroll view, from touch down to touch up.
struct TouchSession {
    /// Where the finger landed, in window coordinates.
    let startLocation: CGPoint
    /// Finger travel since touch down, in points (+y: the finger moved down).
    var translation: CGPoint = .zero
    /// Set when the pan began: the offset the finger alone would give at zero translation, before
    /// rubber-banding. The offset shown is `rawOrigin − translation`, rubber-banded past the limits, so a drag
    /// gives the same result whatever the frame rate.
    var rawOrigin: CGPoint?

    /// The scroll views this one is nested in whose pans recognize with its own: the same finger drags them.
    var simultaneousScrollViews: [UIScrollView] = []

    var hasBegunDragging: Bool { rawOrigin != nil }
}
