/// A header that plays images instead of an arrow: idle frames follow the pull, other states animate.
@preconcurrency @MainActor
open class MJRefreshGifHeader: MJRefreshStateHeader {
    /// Shows the images of the current state.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`gifView?.…`) compiles too.
    open private(set) lazy var gifView: UIImageView! = addPart(UIImageView())

    private var animation = MJRefreshGifAnimation()

    override open func prepare() {
        super.prepare()
        labelLeftInset = MJRefreshConstants.gifLabelLeftInset
    }

    /// Sets the images played in `state`, one after another over `duration` seconds. A first image taller
    /// than the header makes the header taller. `nil` is ignored.
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
        if stateLabel.isHidden && lastUpdatedTimeLabel.isHidden {
            gifView.contentMode = .center
        } else {
            gifView.contentMode = .right
            gifView.mj_w = max(0, mj_w / 2 - visibleTextWidth / 2 - labelLeftInset)
        }
        mirrorForLayoutDirection(gifView)
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
