#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The images a GIF-style component plays per state, and how it plays them in its image view: what the GIF header
/// and the two GIF footers do alike. Their bases differ (state header, back and auto state footers), so each holds
/// one of these rather than sharing a superclass; each keeps only what is its own: which states show images and
/// when its text counts as hidden.
///
/// A class, so that the components' methods change it in place; the images are kept in slots by state
/// (`MJRefreshState` has five cases), not in dictionaries, which would each bring their own hashing code.
@MainActor
final class MJRefreshGifAnimation {
    /// Each state's images and the time they take to play once.
    private var slots = [(images: [UIImage], duration: TimeInterval)](
        repeating: ([], 0), count: MJRefreshState.slotCount)

    /// Keeps `images` for `state` (`nil` is ignored); a first image taller than `component` makes it taller.
    func setImages(
        _ images: [UIImage]?, duration: TimeInterval, for state: MJRefreshState,
        growing component: UIView
    ) {
        guard let images else { return }
        slots[state.slot] = (images, duration)
        if let height = images.first?.size.height, height > component.mj_h { component.mj_h = height }
    }

    /// MJRefresh's default: 0.1 s per image.
    static func defaultDuration(of images: [UIImage]?) -> TimeInterval {
        Double(images?.count ?? 0) * MJRefreshConstants.gifFrameDuration
    }

    func hasImages(for state: MJRefreshState) -> Bool {
        !slots[state.slot].images.isEmpty
    }

    /// Shows the idle frame matching `percent`: frame `floor(count × percent)`, clamped to the frames (so an
    /// infinite pull shows the last one); NaN shows the first.
    func showIdleFrame(for percent: CGFloat, in view: UIImageView) {
        let frames = slots[MJRefreshState.idle.slot].images
        guard !frames.isEmpty else { return }
        if view.isAnimating { view.stopAnimating() }
        let scaled = (CGFloat(frames.count) * percent).rounded(.down)
        let index = scaled.isNaN ? 0 : Int(min(CGFloat(frames.count - 1), max(0, scaled)))
        // A pull moves the percent at every offset change; the image view is written only when the frame changes.
        let frame = frames[index]
        if view.image !== frame { view.image = frame }
    }

    /// Plays the pull states' images: pulling and refreshing animate, idle stops (the pull then picks the frame).
    /// Other states leave the images as they are.
    func showPullState(_ state: MJRefreshState, in view: UIImageView) {
        switch state {
        case .pulling, .refreshing:
            play(state, in: view)
        case .idle:
            view.stopAnimating()
        case .willRefresh, .noMoreData:
            break
        }
    }

    /// Shows `state`'s images: one image still, several animated.
    func play(_ state: MJRefreshState, in view: UIImageView) {
        let (frames, duration) = slots[state.slot]
        guard !frames.isEmpty else { return }
        view.stopAnimating()
        if frames.count == 1 {
            view.image = frames[0]
        } else {
            view.animationImages = frames
            view.animationDuration = duration
            view.startAnimating()
        }
    }
}

extension MJRefreshComponent {
    /// Lays a GIF component's image view over it: centred with no text (`textWidth` nil), else drawn against the
    /// right end of the space left of the text, `textWidth` wide and `inset` away; mirrored right to left.
    func placeGifView(_ gifView: UIImageView, besideTextOfWidth textWidth: CGFloat?, inset: CGFloat) {
        gifView.frame = bounds
        if let textWidth {
            gifView.contentMode = .right
            gifView.mj_w = max(0, mj_w / 2 - inset - textWidth / 2)
        } else {
            gifView.contentMode = .center
        }
        mirrorForLayoutDirection(gifView)
    }
}
