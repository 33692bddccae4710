/// One of the two directions a scroll view moves in, so that the physics is written once for both.
enum ScrollAxis: CaseIterable {
    case horizontal, vertical
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}
