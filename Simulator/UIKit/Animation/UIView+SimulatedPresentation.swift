extension UIView {
    /// The bounds as the screen shows them at this virtual moment: the model value, or, while an animation of
    /// them runs, its current value (a scroll view's presented `contentOffset` is their origin).
    ///
    /// Linux-only test and demo API; on Apple's platforms, `layer.presentation()?.bounds`.
    public var simulatedPresentationBounds: CGRect { presentedBounds }
}
