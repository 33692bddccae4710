extension UIView {
    /// How an animation runs: its timing curve and a few behaviours.
    ///
    /// The stand-in honours the curve bits; the others are accepted and, where noted, have no effect.
    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        /// The option bits, laid out as UIKit's: behaviour flags low, the curve in bits 16–17.
        public let rawValue: UInt

        /// Options from their raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews so that they animate with their parent. Accepted; no effect in the stand-in.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Touches reach views during the animation. The stand-in never blocks touches during animations.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the presented value; the stand-in always does.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely. Accepted; no effect: the stand-in runs it once.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards after forwards. Accepted; no effect in the stand-in.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration. The stand-in always does: a nested block uses its own.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve. The stand-in always does: a nested block uses its own.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate by redrawing the content. Accepted; no effect in the stand-in.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In transitions, hide and show views instead of removing and adding them. Accepted; no effect (the
        /// stand-in has no transitions).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options. Accepted; no effect in the stand-in.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends: the Bézier (0.42, 0, 0.58, 1). The default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start: the Bézier (0.42, 0, 1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end: the Bézier (0, 0, 0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's media timing functions.
struct TimingCurve: Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    init(_ options: UIView.AnimationOptions) {
        switch (options.rawValue >> 16) & 0x3 {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .easeInOut
        }
    }

    /// The animated fraction at time fraction `x` in 0...1.
    func value(at x: Double) -> Double {
        let x = min(1, max(0, x))
        // Solve bezierX(t) = x by Newton's method, falling back to bisection.
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return Self.bezier(t, y1, y2) }
            let slope = Self.slope(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let current = Self.bezier(t, x1, x2)
            if abs(current - x) < 1e-7 { break }
            if current < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return Self.bezier(t, y1, y2)
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
