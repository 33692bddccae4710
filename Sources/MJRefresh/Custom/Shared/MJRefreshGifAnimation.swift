#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The images of a GIF-style component per state, and how they are shown. Shared by the GIF header and footers.
struct MJRefreshGifAnimation {
    private var images: [MJRefreshState: [UIImage]] = [:]
    private var durations: [MJRefreshState: TimeInterval] = [:]

    /// Keeps `images` for `state` (`nil` is ignored); a first image taller than `component` makes it taller.
    @MainActor
    mutating func setImages(
        _ images: [UIImage]?, duration: TimeInterval, for state: MJRefreshState,
        growing component: UIView
    ) {
        guard let images else { return }
        self.images[state] = images
        durations[state] = duration
        if let height = images.first?.size.height, height > component.mj_h { component.mj_h = height }
    }

    /// MJRefresh's default: 0.1 s per image.
    static func defaultDuration(of images: [UIImage]?) -> TimeInterval {
        Double(images?.count ?? 0) * MJRefreshConstants.gifFrameDuration
    }

    func hasImages(for state: MJRefreshState) -> Bool {
        !(images[state] ?? []).isEmpty
    }

    /// Shows the idle frame matching `percent`: frame `floor(count × percent)`, clamped to the frames (so an
    /// infinite pull shows the last one); NaN shows the first.
    @MainActor
    func showIdleFrame(for percent: CGFloat, in view: UIImageView) {
        guard let frames = images[.idle], !frames.isEmpty else { return }
        if view.isAnimating { view.stopAnimating() }
        let scaled = (CGFloat(frames.count) * percent).rounded(.down)
        let index = scaled.isNaN ? 0 : Int(min(CGFloat(frames.count - 1), max(0, scaled)))
        // A pull moves the percent at every offset change; the image view is written only when the frame changes.
        if view.image !== frames[index] { view.image = frames[index] }
    }

    /// Shows `state`'s images: one image still, several animated.
    @MainActor
    func play(_ state: MJRefreshState, in view: UIImageView) {
        guard let frames = images[state], !frames.isEmpty else { return }
        view.stopAnimating()
        if frames.count == 1 {
            view.image = frames[0]
        } else {
            view.animationImages = frames
            view.animationDuration = durations[state] ?? 0
            view.startAnimating()
        }
    }
}
