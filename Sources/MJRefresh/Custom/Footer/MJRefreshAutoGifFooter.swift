/// An auto footer that plays images beside the text while loading.
@preconcurrency @MainActor
open class MJRefreshAutoGifFooter: MJRefreshAutoStateFooter {
    /// Shows the loading images; hidden when not loading.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`gifView?.…`) compiles too.
    open private(set) lazy var gifView: UIImageView! = {
        let view = UIImageView()
        view.isHidden = true
        addSubview(view)
        return view
    }()

    private var animation = MJRefreshGifAnimation()

    override open func prepare() {
        super.prepare()
        labelLeftInset = MJRefreshConstants.gifLabelLeftInset
    }

    /// Sets the images played in `state` over `duration` seconds; a first image taller than the footer makes
    /// the footer taller. `nil` is ignored.
    @discardableResult
    open func setImages(_ images: [UIImage]?, duration: TimeInterval, for state: MJRefreshState) -> Self {
        animation.setImages(images, duration: duration, for: state, growing: self)
        return self
    }

    /// Sets the images played in `state`, 0.1 s each.
    @discardableResult
    open func setImages(_ images: [UIImage]?, for state: MJRefreshState) -> Self {
        setImages(images, duration: MJRefreshGifAnimation.defaultDuration(of: images), for: state)
    }

    override open func placeSubviews() {
        super.placeSubviews()
        gifView.frame = bounds
        if isRefreshingTitleHidden {
            gifView.contentMode = .center
        } else {
            gifView.contentMode = .right
            gifView.mj_w = max(0, mj_w / 2 - labelLeftInset - stateLabel.mj_textWidth() / 2)
        }
        mirrorForLayoutDirection(gifView)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        if state == .refreshing, animation.hasImages(for: .refreshing) {
            gifView.isHidden = false
            animation.play(.refreshing, in: gifView)
        } else if state != .refreshing {
            gifView.stopAnimating()
            gifView.isHidden = true
        }
    }
}
