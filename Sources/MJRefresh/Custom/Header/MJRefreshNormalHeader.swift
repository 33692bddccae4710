/// The classic header: an arrow that turns over at the threshold, a spinner while refreshing, and the texts.
@preconcurrency @MainActor
open class MJRefreshNormalHeader: MJRefreshStateHeader {
    /// The arrow; it points down while idle and up once releasing would refresh. Tinted like `stateLabel`.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`arrowView?.…`) compiles too.
    open private(set) lazy var arrowView: UIImageView! = addPart(UIImageView(image: Bundle.mj_arrowImage()))

    /// The spinner shown while refreshing.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`loadingView?.…`) compiles too.
    open private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    /// The ✓ or ✗ shown in place of the spinner while `endRefreshing(with:)` shows a result; hidden otherwise.
    /// Never nil; implicitly unwrapped like the other parts.
    open private(set) lazy var resultMarkView: UILabel! = addResultMark()

    override open func prepare() {
        super.prepare()
        _ = arrowView
        _ = loadingView
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let textOffset = stateLabel.isHidden ? 0 : visibleTextWidth / 2 + labelLeftInset
        let center = CGPoint(x: mj_w / 2 - textOffset, y: mj_h / 2)
        if let size = arrowView.image?.size { arrowView.bounds.size = size }
        arrowView.center = center
        loadingView.center = center
        mirrorForLayoutDirection(arrowView, loadingView)
        arrowView.tintColor = stateLabel.textColor
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .idle where oldState == .refreshing:
            arrowView.transform = .identity
            UIView.animate(
                withDuration: slowAnimationDuration,
                animations: {
                    self.loadingView.alpha = 0
                },
                completion: { _ in
                    // A new refresh may have started meanwhile; then the spinner stays.
                    guard self.state == .idle else { return }
                    self.loadingView.alpha = 1
                    self.loadingView.stopAnimating()
                    self.arrowView.isHidden = false
                })
        case .idle:
            loadingView.stopAnimating()
            arrowView.isHidden = false
            UIView.animate(withDuration: fastAnimationDuration) { self.arrowView.transform = .identity }
        case .pulling:
            loadingView.stopAnimating()
            arrowView.isHidden = false
            // Just short of a half turn, so the arrow always turns the same way.
            UIView.animate(withDuration: fastAnimationDuration) {
                self.arrowView.transform = self.layoutRotation(0.000001 - .pi)
            }
        case .refreshing:
            loadingView.alpha = 1
            loadingView.startAnimating()
            arrowView.isHidden = true
        case .willRefresh, .noMoreData:
            break
        }
    }
}
