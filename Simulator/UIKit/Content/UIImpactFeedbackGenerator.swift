/// The base of haptic feedback generators.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject, Sendable {
    /// A generator; use a subclass such as `UIImpactFeedbackGenerator`.
    override public init() {
        super.init()
    }

    /// Wakes the Taptic Engine so the next feedback comes without delay; the stand-in has nothing to wake.
    open func prepare() {}
}

/// Plays a haptic tap, such as the one a pull-to-refresh control gives when the pull passes its threshold.
///
/// The stand-in records each impact in `UISimulation.impactFeedbacks`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the simulated collision.
    public enum FeedbackStyle: Int, @unchecked Sendable {
        /// A light, small collision.
        case light = 0
        /// A moderate collision.
        case medium = 1
        /// A heavy, large collision.
        case heavy = 2
        @available(iOS 13.0, *) case soft = 3
        @available(iOS 13.0, *) case rigid = 4
    }

    private let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A `.medium` generator.
    override public convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity`, clamped to 0...1.
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 0 : min(1, max(0, intensity))
        FeedbackRecorder.shared.impactFeedbacks.append(
            UISimulation.ImpactFeedback(style: style, intensity: clamped, time: UISimulation.now))
    }
}
