/// A fling slowing down on one axis, in closed form, so that the path does not depend on the frame rate.
///
/// The velocity is multiplied by `rate` every millisecond: `v(t) = v0·rate^(1000t)` and
/// `x(t) = x0 + v0·(rate^(1000t) − 1)/k` with `k = 1000·ln(rate)`; the content comes to rest at `x0 − v0/k`
/// (0.499·v0 for `.normal`, 0.099·v0 for `.fast`).
struct Deceleration {
    let start: CGFloat
    /// Points per second; positive when the offset grows.
    let initialVelocity: CGFloat
    /// `1000·ln(rate)`, negative.
    private let k: CGFloat
    /// Where the content comes to rest.
    let restingPosition: CGFloat

    init(start: CGFloat, velocity: CGFloat, rate: UIScrollView.DecelerationRate) {
        self.start = start
        initialVelocity = velocity
        k = 1000 * log(Self.usableRate(rate))
        restingPosition = start - velocity / k
    }

    /// A deceleration at `rate` that comes to rest exactly at `target` (not a rounding error away): the launch
    /// velocity is chosen to fit.
    init(start: CGFloat, target: CGFloat, rate: UIScrollView.DecelerationRate) {
        let k = 1000 * log(Self.usableRate(rate))
        self.start = start
        initialVelocity = -k * (target - start)
        self.k = k
        restingPosition = target
    }

    func position(after time: TimeInterval) -> CGFloat {
        start + initialVelocity * (decay(after: time) - 1) / k
    }

    func velocity(after time: TimeInterval) -> CGFloat {
        initialVelocity * decay(after: time)
    }

    /// How far the content still has to travel.
    func remainingDistance(after time: TimeInterval) -> CGFloat {
        abs(initialVelocity / k) * decay(after: time)
    }

    /// When the path passes `position`, or `nil` if it comes to rest before reaching it.
    func time(reaching position: CGFloat) -> TimeInterval? {
        guard initialVelocity != 0 else { return nil }
        let decayAtCrossing = 1 + k * (position - start) / initialVelocity
        guard decayAtCrossing > 0, decayAtCrossing <= 1 else { return nil }
        return TimeInterval(log(decayAtCrossing) / k)
    }

    /// `rate^(1000t)`: the fraction of the initial velocity left after `time`.
    private func decay(after time: TimeInterval) -> CGFloat {
        exp(k * CGFloat(max(0, time)))
    }

    /// Stand-in choice: a rate outside 0.5...0.9999 (or not a number) would never stop or stop at once;
    /// it is clamped into that range, and NaN counts as `.normal`.
    private static func usableRate(_ rate: UIScrollView.DecelerationRate) -> CGFloat {
        guard !rate.rawValue.isNaN else { return UIScrollView.DecelerationRate.normal.rawValue }
        return min(max(rate.rawValue, 0.5), 0.9999)
    }
}
