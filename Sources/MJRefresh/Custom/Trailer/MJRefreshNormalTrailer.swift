/// The classic trailer: an arrow beside the text that turns over once releasing would refresh.
@preconcurrency @MainActor
open class MJRefreshNormalTrailer: MJRefreshStateTrailer {
    /// The arrow, pointing left while idle. Tinted like `stateLabel`.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`arrowView?.…`) compiles too.
    open private(set) lazy var arrowView: UIImageView! = addPart(UIImageView(image: Bundle.mj_trailArrowImage()))

    override open func prepare() {
        super.prepare()
        _ = arrowView
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let arrowSize = arrowView.image?.size ?? .zero
        arrowView.bounds.size = arrowSize
        let center = CGPoint(x: mj_w / 2, y: mj_h / 2)
        if stateLabel.isHidden {
            arrowView.center = center
        } else {
            arrowView.center = CGPoint(x: arrowSize.width / 2 + MJRefreshConstants.trailerArrowMargin, y: center.y)
            stateLabel.center = CGPoint(x: arrowView.isHidden ? center.x : (mj_w + arrowSize.width) / 2, y: center.y)
        }
        arrowView.tintColor = stateLabel.textColor
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .idle where oldState == .refreshing:
            UIView.animate(
                withDuration: fastAnimationDuration,
                animations: {
                    self.arrowView.transform = CGAffineTransform(rotationAngle: .pi)
                },
                completion: { _ in
                    self.arrowView.transform = .identity
                })
        case .idle:
            UIView.animate(withDuration: fastAnimationDuration) { self.arrowView.transform = .identity }
        case .pulling:
            UIView.animate(withDuration: fastAnimationDuration) {
                self.arrowView.transform = CGAffineTransform(rotationAngle: .pi)
            }
        case .refreshing, .willRefresh, .noMoreData:
            break
        }
    }
}
