// The arrow and spinner of the classic header and back footer. Both show an arrow beside the text that turns over
// once releasing would refresh and a spinner in its place while refreshing; they differ only in which way the
// arrow rests, so that difference is the one thing each of them says.
//
// Plain methods taking the parts, rather than a protocol the two classes conform to: a protocol's extension reads
// the parts through witness tables (or is copied per class), which only adds to an app's size.

extension MJRefreshComponent {
    /// Rests `arrow` (see `showArrow(_:spinner:restingTurnedOver:for:from:)`). Called from `prepare()` with the
    /// component's arrow and `spinner`, so that both exist before the first layout (MJRefresh's users reach for them
    /// right after creating the component); the spinner needs nothing more then.
    func prepareArrow(_ arrow: UIImageView, spinner: UIActivityIndicatorView, restingTurnedOver: Bool) {
        arrow.transform = arrowTransform(turnedOver: false, restingTurnedOver: restingTurnedOver)
    }

    /// Centres `view` on the component, left of a text `textWidth` wide and `inset` away from it (`nil`: no text
    /// shows, centred on the component), and mirrors it right to left.
    func place(_ view: UIView, besideTextOfWidth textWidth: CGFloat?, inset: CGFloat) {
        let textOffset = textWidth.map { $0 / 2 + inset } ?? 0
        view.center = CGPoint(x: mj_w / 2 - textOffset, y: mj_h / 2)
        mirrorForLayoutDirection(view)
    }

    /// Places `arrow` and `spinner` left of `label`'s text, `textWidth` wide (centred when the label is hidden),
    /// mirrored right to left; the arrow takes the text's colour.
    func placeArrow(
        _ arrow: UIImageView, spinner: UIActivityIndicatorView, besideTextOf label: UILabel, width textWidth: CGFloat,
        inset: CGFloat
    ) {
        if let size = arrow.image?.size { arrow.bounds.size = size }
        let shownWidth = label.isHidden ? nil : textWidth
        place(arrow, besideTextOfWidth: shownWidth, inset: inset)
        place(spinner, besideTextOfWidth: shownWidth, inset: inset)
        arrow.tintColor = label.textColor
    }

    /// Shows `state` with `arrow` and `spinner`: idle rests the arrow (after a refresh, once the spinner has faded
    /// out), pulling turns it over, refreshing swaps it for the spinner. Other states leave both as they are.
    /// `restingTurnedOver` says which way the arrow rests: the arrow image points down, which suits a header (pull
    /// down); a footer's arrow rests turned over, pointing up (pull up), and points down once releasing would load.
    func showArrow(
        _ arrow: UIImageView, spinner: UIActivityIndicatorView, restingTurnedOver: Bool,
        for state: MJRefreshState, from oldState: MJRefreshState
    ) {
        switch state {
        case .idle where oldState == .refreshing:
            arrow.transform = arrowTransform(turnedOver: false, restingTurnedOver: restingTurnedOver)
            UIView.animate(
                withDuration: slowAnimationDuration,
                animations: {
                    spinner.alpha = 0
                },
                completion: { _ in
                    // A new refresh may have started meanwhile; then the spinner stays.
                    guard self.state == .idle else { return }
                    spinner.alpha = 1
                    spinner.stopAnimating()
                    arrow.isHidden = false
                })
        case .idle, .pulling:
            spinner.stopAnimating()
            arrow.isHidden = false
            turn(arrow, to: arrowTransform(turnedOver: state == .pulling, restingTurnedOver: restingTurnedOver))
        case .refreshing:
            spinner.alpha = 1
            spinner.startAnimating()
            arrow.isHidden = true
        case .willRefresh, .noMoreData:
            break
        }
    }

    /// Turns `arrow` to `transform`, animated quickly: how the arrows of the header, the back footer and the
    /// trailer follow a pull.
    func turn(_ arrow: UIView, to transform: CGAffineTransform) {
        UIView.animate(withDuration: fastAnimationDuration) {
            arrow.transform = transform
        }
    }

    /// The arrow's transform, resting or turned over from its rest. The image's own direction is the identity;
    /// the other is just short of a half turn, so the arrow always turns the same way (the other way right to
    /// left, as a mirrored turn).
    private func arrowTransform(turnedOver: Bool, restingTurnedOver: Bool) -> CGAffineTransform {
        turnedOver == restingTurnedOver ? .identity : layoutRotation(0.000001 - .pi)
    }
}
