/// The classic back footer: an arrow that turns at the threshold and a spinner while loading.
@preconcurrency @MainActor
open class MJRefreshBackNormalFooter: MJRefreshBackStateFooter {
    /// The arrow: up while idle ("pull up"), down once releasing would load. Tinted like `stateLabel`.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`arrowView?.…`) compiles too.
    open private(set) lazy var arrowView: UIImageView! = addPart(UIImageView(image: Bundle.mj_arrowImage()))

    /// The spinner shown while loading.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`loadingView?.…`) compiles too.
    open private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    /// The ✓ or ✗ shown in place of the spinner while `endRefreshing(with:)` shows a result; hidden otherwise.
    /// Never nil; implicitly unwrapped like the other parts.
    open private(set) lazy var resultMarkView: UILabel! = addResultMark()

    override open func prepare() {
        super.prepare()
        arrowView.transform = pointingUp
        _ = loadingView
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let textOffset = stateLabel.isHidden ? 0 : labelLeftInset + stateLabel.mj_textWidth() / 2
        let center = CGPoint(x: mj_w / 2 - textOffset, y: mj_h / 2)
        if let size = arrowView.image?.size { arrowView.bounds.size = size }
        arrowView.center = center
        loadingView.center = center
        mirrorForLayoutDirection(arrowView, loadingView)
        arrowView.tintColor = stateLabel.textColor
    }

    /// Just short of a half turn, so the arrow always turns the same way (the other way right to left).
    private var pointingUp: CGAffineTransform { layoutRotation(0.000001 - .pi) }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .idle where oldState == .refreshing:
            arrowView.transform = pointingUp
            UIView.animate(
                withDuration: slowAnimationDuration,
                animations: {
                    self.loadingView.alpha = 0
                },
                completion: { _ in
                    guard self.state == .idle else { return }
                    self.loadingView.alpha = 1
                    self.loadingView.stopAnimating()
                    self.arrowView.isHidden = false
                })
        case .idle:
            arrowView.isHidden = false
            loadingView.stopAnimating()
            UIView.animate(withDuration: fastAnimationDuration) { self.arrowView.transform = self.pointingUp }
        case .pulling:
            arrowView.isHidden = false
            loadingView.stopAnimating()
            UIView.animate(withDuration: fastAnimationDuration) { self.arrowView.transform = .identity }
        case .refreshing:
            arrowView.isHidden = true
            loadingView.alpha = 1
            loadingView.startAnimating()
        case .noMoreData:
            arrowView.isHidden = true
            loadingView.stopAnimating()
        case .willRefresh:
            break
        }
    }
}
