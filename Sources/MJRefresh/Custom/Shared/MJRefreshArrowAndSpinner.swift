// The arrow and spinner of the classic header and back footer. Both show an arrow beside the text that turns over
// once releasing would refresh and a spinner in its place while refreshing; they differ only in which way the
// arrow rests, so that difference is the one thing each of them says.

/// A component with MJRefresh's arrow and spinner beside its text.
@MainActor
protocol MJRefreshArrowAndSpinner: MJRefreshComponent {
    var stateLabel: UILabel! { get }
    var arrowView: UIImageView! { get }
    var loadingView: UIActivityIndicatorView! { get }
    var labelLeftInset: CGFloat { get }
    /// Whether the arrow rests turned over: the arrow image points down, which suits a header (pull down); a
    /// footer's arrow rests pointing up (pull up) and points down once releasing would load.
    var arrowRestsTurnedOver: Bool { get }
}

// One copy of each serves both conformers (`@_semantics("optimize.sil.specialize.generic.never")`): they run on
// state changes and layouts, not per scroll event, so a copy specialised per class would only add to an app's size.
extension MJRefreshArrowAndSpinner {
    /// Creates the arrow and spinner with the component, the arrow resting, so they exist before the first
    /// layout (MJRefresh's users reach for them right after creating the component).
    @_semantics("optimize.sil.specialize.generic.never")
    func prepareArrowAndSpinner() {
        arrowView.transform = arrowTransform(turnedOver: false)
        _ = loadingView
    }

    /// Places the arrow and spinner left of the text, `textWidth` wide (centred when the state text is hidden),
    /// mirrored right to left; the arrow takes the text's colour.
    @_semantics("optimize.sil.specialize.generic.never")
    func placeArrowAndSpinner(besideTextOfWidth textWidth: CGFloat) {
        let textOffset = stateLabel.isHidden ? 0 : textWidth / 2 + labelLeftInset
        let center = CGPoint(x: mj_w / 2 - textOffset, y: mj_h / 2)
        if let size = arrowView.image?.size { arrowView.bounds.size = size }
        arrowView.center = center
        loadingView.center = center
        mirrorForLayoutDirection(arrowView, loadingView)
        arrowView.tintColor = stateLabel.textColor
    }

    /// Shows `state` with the arrow and spinner: idle rests the arrow (after a refresh, once the spinner has faded
    /// out), pulling turns it over, refreshing swaps it for the spinner. Other states leave both as they are.
    @_semantics("optimize.sil.specialize.generic.never")
    func showArrowAndSpinner(for state: MJRefreshState, from oldState: MJRefreshState) {
        switch state {
        case .idle where oldState == .refreshing:
            arrowView.transform = arrowTransform(turnedOver: false)
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
        case .idle, .pulling:
            loadingView.stopAnimating()
            arrowView.isHidden = false
            UIView.animate(withDuration: fastAnimationDuration) {
                self.arrowView.transform = self.arrowTransform(turnedOver: state == .pulling)
            }
        case .refreshing:
            loadingView.alpha = 1
            loadingView.startAnimating()
            arrowView.isHidden = true
        case .willRefresh, .noMoreData:
            break
        }
    }

    /// The arrow's transform, resting or turned over from its rest. The image's own direction is the identity;
    /// the other is just short of a half turn, so the arrow always turns the same way (the other way right to
    /// left, as a mirrored turn).
    private func arrowTransform(turnedOver: Bool) -> CGAffineTransform {
        turnedOver == arrowRestsTurnedOver ? .identity : layoutRotation(0.000001 - .pi)
    }
}

extension MJRefreshNormalHeader: MJRefreshArrowAndSpinner {
    var arrowRestsTurnedOver: Bool { false }
}

extension MJRefreshBackNormalFooter: MJRefreshArrowAndSpinner {
    var arrowRestsTurnedOver: Bool { true }
}
