/// An affine transform taken apart as Core Animation takes a transform apart to animate it: a rotation, a scale
/// along each axis, a shear and a translation. Blending the parts instead of the six numbers turns a rotating
/// view (an arrow flipping by π) through its angles, where blending the numbers would shrink it to a dot and
/// grow it back mirrored.
///
/// The matrix `[a c; b d]` is `R(angle) · [scaleX shear; 0 scaleY]`; the angle is `atan2(b, a)`, in (−π, π], so
/// its sign says which way a half turn goes (MJRefresh's arrow turns by `0.000001 − π` to turn anticlockwise).
struct AffineDecomposition: Equatable {
    var angle: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    var shear: CGFloat
    var translation: CGPoint

    /// The parts of `transform`, or `nil` when its first column is zero (scaled to nothing along x), which has
    /// no angle.
    init?(_ transform: CGAffineTransform) {
        let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        guard scaleX > 0, scaleX.isFinite else { return nil }
        self.scaleX = scaleX
        angle = atan2(transform.b, transform.a)
        shear = (transform.a * transform.c + transform.b * transform.d) / scaleX
        scaleY = (transform.a * transform.d - transform.b * transform.c) / scaleX
        translation = CGPoint(x: transform.tx, y: transform.ty)
    }

    /// The transform the parts make.
    var transform: CGAffineTransform {
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
            tx: translation.x, ty: translation.y)
    }

    /// The parts a fraction `t` of the way to `target`. The angle takes the shorter way round, as Core Animation's
    /// rotation does (a difference of exactly π keeps its sign); the other parts move in a straight line.
    func blended(to target: AffineDecomposition, _ t: CGFloat) -> AffineDecomposition {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var turn = target.angle - angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        var result = self
        result.angle = angle + turn * t
        result.scaleX = mix(scaleX, target.scaleX)
        result.scaleY = mix(scaleY, target.scaleY)
        result.shear = mix(shear, target.shear)
        result.translation = CGPoint(
            x: mix(translation.x, target.translation.x), y: mix(translation.y, target.translation.y))
        return result
    }
}

extension CGAffineTransform {
    /// The transform a fraction `t` of the way from `self` to `target`, as Core Animation presents an animated
    /// `transform`: through rotation, scale, shear and translation. A transform with no angle (scaled to
    /// nothing) is blended number by number (stand-in choice: it has no rotation to follow).
    func blended(to target: CGAffineTransform, _ t: CGFloat) -> CGAffineTransform {
        if let from = AffineDecomposition(self), let to = AffineDecomposition(target) {
            return from.blended(to: to, t).transform
        }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return CGAffineTransform(
            a: mix(a, target.a), b: mix(b, target.b), c: mix(c, target.c), d: mix(d, target.d),
            tx: mix(tx, target.tx), ty: mix(ty, target.ty))
    }
}
