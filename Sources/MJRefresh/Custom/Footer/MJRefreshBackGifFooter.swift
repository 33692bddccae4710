/// A back footer that plays images beside the text: idle frames follow the pull, other states animate.
@preconcurrency @MainActor
open class MJRefreshBackGifFooter: MJRefreshBackStateFooter {
    /// Shows the images of the current state; hidden with no more data.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`gifView?.…`) compiles too.
    open private(set) lazy var gifView: UIImageView! = addPart(UIImageView())

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

    override open var pullingPercent: CGFloat {
        didSet {
            guard state == .idle else { return }
            animation.showIdleFrame(for: pullingPercent, in: gifView)
        }
    }

    override open func placeSubviews() {
        super.placeSubviews()
        gifView.frame = bounds
        if stateLabel.isHidden {
            gifView.contentMode = .center
        } else {
            gifView.contentMode = .right
            gifView.mj_w = max(0, mj_w / 2 - labelLeftInset - stateLabel.mj_textWidth() / 2)
        }
        mirrorForLayoutDirection(gifView)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .pulling, .refreshing:
            gifView.isHidden = false
            animation.play(state, in: gifView)
        case .idle:
            gifView.isHidden = false
            gifView.stopAnimating()
        case .noMoreData:
            gifView.isHidden = true
            gifView.stopAnimating()
        case .willRefresh:
            break
        }
    }
}
