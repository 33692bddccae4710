/// A header that plays images instead of an arrow: idle frames follow the pull, other states animate.
@MainActor
open class MJRefreshGifHeader: MJRefreshStateHeader {
    /// Shows the images of the current state.
    open private(set) lazy var gifView: UIImageView = {
        let view = UIImageView()
        addSubview(view)
        return view
    }()

    private var animation = MJRefreshGifAnimation()

    override open func prepare() {
        super.prepare()
        labelLeftInset = MJRefreshConstants.gifLabelLeftInset
    }

    /// Sets the images played in `state`, one after another over `duration` seconds. A first image taller
    /// than the header makes the header taller. `nil` is ignored.
    @discardableResult
    open func setImages(_ images: [UIImage]?, duration: TimeInterval, for state: MJRefreshState) -> Self {
        guard let images else { return self }
        animation.setImages(images, duration: duration, for: state)
        if let height = images.first?.size.height, height > mj_h { mj_h = height }
        return self
    }

    /// Sets the images played in `state`, 0.1 s each.
    @discardableResult
    open func setImages(_ images: [UIImage]?, for state: MJRefreshState) -> Self {
        setImages(images, duration: Double(images?.count ?? 0) * MJRefreshConstants.gifFrameDuration, for: state)
    }

    override open var pullingPercent: CGFloat {
        didSet {
            guard state == .idle else { return }
            animation.showIdleFrame(for: pullingPercent, in: gifView)
        }
    }

    override open func placeSubviews() {
        super.placeSubviews()
        gifView.frame = bounds
        if stateLabel.isHidden && lastUpdatedTimeLabel.isHidden {
            gifView.contentMode = .center
        } else {
            gifView.contentMode = .right
            gifView.mj_w = max(0, mj_w / 2 - visibleTextWidth / 2 - labelLeftInset)
        }
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .pulling, .refreshing:
            animation.play(state, in: gifView)
        case .idle:
            gifView.stopAnimating()
        case .willRefresh, .noMoreData:
            break
        }
    }
}

/// The images of a GIF-style component per state, and how they are shown. Shared by the GIF header and footers.
struct MJRefreshGifAnimation {
    private var images: [MJRefreshState: [UIImage]] = [:]
    private var durations: [MJRefreshState: TimeInterval] = [:]

    mutating func setImages(_ images: [UIImage], duration: TimeInterval, for state: MJRefreshState) {
        self.images[state] = images
        durations[state] = duration
    }

    func hasImages(for state: MJRefreshState) -> Bool {
        !(images[state] ?? []).isEmpty
    }

    /// Shows the idle frame matching `percent`: frame `floor(count × percent)`, clamped to the last frame.
    @MainActor
    func showIdleFrame(for percent: CGFloat, in view: UIImageView) {
        guard let frames = images[.idle], !frames.isEmpty else { return }
        view.stopAnimating()
        let scaled = (CGFloat(frames.count) * percent).rounded(.down)
        let index = scaled.isFinite ? min(frames.count - 1, max(0, Int(scaled))) : 0
        view.image = frames[index]
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
