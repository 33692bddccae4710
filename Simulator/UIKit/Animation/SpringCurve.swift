import Foundation

/// How an animation's fraction moves with time: one of Core Animation's Bézier timing curves, or a spring.
enum AnimationCurve: Sendable {
    case timing(TimingCurve)
    case spring(SpringCurve)

    /// The animated fraction at time fraction `x` in 0...1 (a spring's may pass 1 on its way).
    func value(at x: Double) -> Double {
        switch self {
        case .timing(let curve): return curve.value(at: x)
        case .spring(let curve): return curve.value(at: x)
        }
    }
}

/// The motion of `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`: a damped spring
/// from 0 to 1 that starts with the given velocity and has settled when the duration is up.
///
/// UIKit documents the damping ratio (1 comes to rest without overshooting, values towards 0 oscillate more) and
/// the velocity (1 is the whole distance in one second), not the spring's stiffness. Stand-in choice: the spring
/// is as stiff as makes the slowest exponential decay of its motion reach 0.1 % at the duration, where the motion
/// ends exactly at 1 (a critically damped spring is then about 1 % short, and steps the rest). A damping ratio
/// that is not a positive finite number counts as 1, and one below 0.01 as 0.01; a velocity that is not finite
/// counts as 0.
struct SpringCurve: Sendable {
    private let damping: Double
    /// The undamped angular frequency, per duration.
    private let frequency: Double
    /// The starting velocity, in distances per duration.
    private let velocity: Double

    init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let ratio = Double(dampingRatio)
        damping = ratio.isFinite && ratio > 0 ? max(0.01, ratio) : 1
        velocity = initialVelocity.isFinite && duration.isFinite ? Double(initialVelocity) * duration : 0
        // The slowest part of the motion decays as e^(-rate·x); ln(1000) makes it 0.1 % at x = 1.
        let rate = log(1000.0)
        frequency = damping <= 1 ? rate / damping : rate / (damping - (damping * damping - 1).squareRoot())
    }

    func value(at x: Double) -> Double {
        guard x < 1 else { return 1 }
        let t = max(0, x)
        // The offset from the end: -1 at the start, moving at `velocity`.
        let offset: Double
        if damping < 1 {
            let damped = frequency * (1 - damping * damping).squareRoot()
            let sine = (velocity - damping * frequency) / damped
            offset = exp(-damping * frequency * t) * (-cos(damped * t) + sine * sin(damped * t))
        } else if damping == 1 {
            offset = (-1 + (velocity - frequency) * t) * exp(-frequency * t)
        } else {
            let root = (damping * damping - 1).squareRoot()
            let slow = -frequency * (damping - root)
            let fast = -frequency * (damping + root)
            let fastShare = (velocity + slow) / (fast - slow)
            offset = (-1 - fastShare) * exp(slow * t) + fastShare * exp(fast * t)
        }
        return 1 + offset
    }
}
