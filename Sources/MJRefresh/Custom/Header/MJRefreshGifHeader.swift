#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A header that plays images instead of an arrow: idle frames follow the pull, other states animate.
@preconcurrency @MainActor
open class MJRefreshGifHeader: MJRefreshStateHeader {
    /// Shows the images of the current state.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`gifView?.…`) compiles too.
    public final private(set) lazy var gifView: UIImageView! = addPart(UIImageView())

    /// The images set per state, and how they play in `gifView`.
    private final let gifAnimation = MJRefreshGifAnimation()

    override open func prepare() {
        super.prepare()
        labelLeftInset = MJRefreshConstants.gifLabelLeftInset
    }

    /// Sets the images played in `state`, one after another over `duration` seconds. A first image taller
    /// than the header makes the header taller. `nil` is ignored.
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

    override open var pullingPercent: CGFloat {
        // While idle, the idle frame follows the pull.
        didSet { if state == .idle { gifAnimation.showIdleFrame(for: pullingPercent, in: gifView) } }
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let hasText = !stateLabel.isHidden || !lastUpdatedTimeLabel.isHidden
        placeGifView(gifView, besideTextOfWidth: hasText ? visibleTextWidth : nil, inset: labelLeftInset)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        gifAnimation.showPullState(state, in: gifView)
    }
}
