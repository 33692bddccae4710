#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// An auto footer that plays images beside the text while loading.
@preconcurrency @MainActor
open class MJRefreshAutoGifFooter: MJRefreshAutoStateFooter {
    /// Shows the loading images; hidden when not loading.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`gifView?.…`) compiles too.
    public final private(set) lazy var gifView: UIImageView! = {
        let view = UIImageView()
        view.isHidden = true
        addSubview(view)
        return view
    }()

    /// The images set per state, and how they play in `gifView`.
    private final let gifAnimation = MJRefreshGifAnimation()

    override open func prepare() {
        super.prepare()
        labelLeftInset = MJRefreshConstants.gifLabelLeftInset
    }

    /// Sets the images played in `state` over `duration` seconds; a first image taller than the footer makes
    /// the footer taller. `nil` is ignored.
    @discardableResult
    public final func setImages(_ images: [UIImage]?, duration: TimeInterval, for state: MJRefreshState) -> Self {
        gifAnimation.setImages(images, duration: duration, for: state, growing: self)
        return self
    }

    /// Sets the images played in `state`, 0.1 s each.
    @discardableResult
    public final func setImages(_ images: [UIImage]?, for state: MJRefreshState) -> Self {
        setImages(images, duration: MJRefreshGifAnimation.defaultDuration(of: images), for: state)
    }

    override open func placeSubviews() {
        super.placeSubviews()
        placeGifView(
            gifView, besideTextOfWidth: isRefreshingTitleHidden ? nil : stateLabel.mj_textWidth(), inset: labelLeftInset
        )
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        let view: UIImageView = gifView
        if state == .refreshing, gifAnimation.hasImages(for: .refreshing) {
            view.isHidden = false
            gifAnimation.play(.refreshing, in: view)
        } else if state != .refreshing {
            view.stopAnimating()
            view.isHidden = true
        }
    }
}
