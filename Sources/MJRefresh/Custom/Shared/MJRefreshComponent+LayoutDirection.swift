// Right-to-left layout of the components' parts. Each component lays its parts out left to right, as MJRefresh
// does, then mirrors what it placed: a native control reverses its layout as a whole, so an arrow or spinner
// that sits left of the text in English sits right of it in Arabic, and turns the other way.

extension MJRefreshComponent {
    /// Whether the component lays its parts out right to left: its own `effectiveUserInterfaceLayoutDirection`,
    /// which follows its `semanticContentAttribute` and the app's language, as a native control's does. MJRefresh's
    /// text language (`MJRefreshConfig.languageCode`) does not decide it.
    var isLayoutRightToLeft: Bool {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Right to left, mirrors the part `view` around the component's vertical centre line: a centre at `x`
    /// moves to `width − x`, and an image drawn against one side of its frame moves to the other. Call it after
    /// the left-to-right layout placed it. Left to right it does nothing.
    ///
    /// The centre moves rather than the frame, so a part that is turned (an arrow mid-animation) keeps its turn.
    func mirrorForLayoutDirection(_ view: UIView) {
        guard isLayoutRightToLeft else { return }
        view.center.x = mj_w - view.center.x
        view.contentMode = view.contentMode.mirroredHorizontally
    }

    /// A turn by `angle`, as this component shows it: right to left it goes the other way (a mirrored turn).
    func layoutRotation(_ angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: isLayoutRightToLeft ? -angle : angle)
    }
}

extension UIView.ContentMode {
    /// The content mode that draws against the opposite side: left and right trade places.
    fileprivate var mirroredHorizontally: UIView.ContentMode {
        switch self {
        case .left: return .right
        case .right: return .left
        case .topLeft: return .topRight
        case .topRight: return .topLeft
        case .bottomLeft: return .bottomRight
        case .bottomRight: return .bottomLeft
        default: return self
        }
    }
}
