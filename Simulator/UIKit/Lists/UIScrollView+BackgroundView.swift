extension UIScrollView {
    /// Lays a list's `backgroundView` over the visible bounds (so it stays put while the content scrolls) and
    /// keeps it behind everything else: cells and headers are inserted at the back as they come on screen, and
    /// would otherwise slide under it.
    func placeBackgroundView(_ backgroundView: UIView?) {
        guard let backgroundView, backgroundView.superview === self else { return }
        backgroundView.frame = bounds
        if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
    }
}
