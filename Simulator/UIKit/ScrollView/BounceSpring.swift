/// The critically damped spring that pulls overscrolled content back to an edge (or a page) on one axis.
///
/// With displacement `x` from the rest point: `x(t) = e^(−βt)·(x0 + (v0 + β·x0)·t)` and β = 10 per second
/// (mass 1, stiffness 100, damping ratio 1, as ScrollMechanics models UIScrollView's bounce; Apple publishes
/// no constants). It never overshoots when released from rest: from −100 pt it shows −73.6 after 0.1 s and
/// −40.6 after 0.2 s.
struct BounceSpring {
    static let beta: CGFloat = 10

    /// Offset minus rest point at the start.
    let displacement: CGFloat
    /// Points per second at the start.
    let initialVelocity: CGFloat

    func displacement(after time: TimeInterval) -> CGFloat {
        let t = CGFloat(time)
        return exp(-Self.beta * t) * (displacement + growth * t)
    }

    func velocity(after time: TimeInterval) -> CGFloat {
        let t = CGFloat(time)
        return exp(-Self.beta * t) * (growth - Self.beta * (displacement + growth * t))
    }

    /// Whether the content is close enough to rest to snap there: less than `threshold` points away and
    /// slower than `threshold` points per 60 Hz frame. Stand-in choice: a velocity threshold of `threshold`
    /// points per second would keep a 100 pt bounce alive past a second, longer than a device takes.
    func isSettled(after time: TimeInterval, threshold: CGFloat) -> Bool {
        abs(displacement(after: time)) < threshold && abs(velocity(after: time)) < threshold * 60
    }

    private var growth: CGFloat { initialVelocity + Self.beta * displacement }
}
