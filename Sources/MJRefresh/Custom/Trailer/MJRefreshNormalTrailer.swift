#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The classic trailer: an arrow beside the text that turns over once releasing would refresh.
@preconcurrency @MainActor
open class MJRefreshNormalTrailer: MJRefreshStateTrailer {
    /// The arrow, pointing left while idle (right in a right-to-left layout). Tinted like `stateLabel`.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`arrowView?.…`) compiles too.
    public final private(set) lazy var arrowView: UIImageView! = addPart(
        UIImageView(image: Bundle.mj_trailArrowImage()))

    override open func prepare() {
        super.prepare()
        _ = arrowView
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let arrow: UIImageView = arrowView
        let label: UILabel = stateLabel
        let arrowSize = arrow.image?.size ?? .zero
        arrow.bounds.size = arrowSize
        let size = frame.size
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        if label.isHidden {
            arrow.center = center
        } else {
            arrow.center = CGPoint(x: arrowSize.width / 2 + MJRefreshConstants.trailerArrowMargin, y: center.y)
            label.center = CGPoint(x: arrow.isHidden ? center.x : (size.width + arrowSize.width) / 2, y: center.y)
        }
        mirrorForLayoutDirection(arrow)
        mirrorForLayoutDirection(label)
        if arrowIsMirrored != isLayoutRightToLeft {
            arrowIsMirrored = isLayoutRightToLeft
            arrow.transform = arrowTransform(turned: state == .pulling || state == .refreshing)
        }
        arrow.tintColor = label.textColor
    }

    /// The direction the arrow's transform was set for; a change of layout direction turns it at the next layout.
    private final var arrowIsMirrored = false

    /// The arrow points the way the finger pulls, left, and turns over (clockwise) once releasing would refresh.
    /// Right to left it is mirrored: it points right (half a turn for this arrow, which is symmetric top to
    /// bottom) and turns the other way.
    private final func arrowTransform(turned: Bool) -> CGAffineTransform {
        let angle: CGFloat = turned ? .pi : 0
        return CGAffineTransform(rotationAngle: isLayoutRightToLeft ? .pi - angle : angle)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch state {
        case .idle where oldState == .refreshing:
            UIView.animate(
                withDuration: fastAnimationDuration,
                animations: {
                    self.arrowView.transform = self.arrowTransform(turned: true)
                },
                completion: { _ in
                    self.arrowView.transform = self.arrowTransform(turned: false)
                })
        case .idle, .pulling:
            turn(arrowView, to: arrowTransform(turned: state == .pulling))
        case .refreshing, .willRefresh, .noMoreData:
            break
        }
    }
}
