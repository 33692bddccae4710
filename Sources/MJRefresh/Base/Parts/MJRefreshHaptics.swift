/// The impact a pull gives when the finger carries it past the threshold (`isHapticFeedbackEnabled`): off by
/// default, as UIKit's own controls stay silent.
@MainActor
struct MJRefreshHaptics {
    var isEnabled = false
    var style: UIImpactFeedbackGenerator.FeedbackStyle = .medium
    /// The generator of the pull in progress, prepared when the finger starts pulling.
    private var generator: UIImpactFeedbackGenerator?

    /// Readies the Taptic Engine as soon as a finger starts a pull, so that the impact at the threshold comes
    /// without delay; lets the generator go when the finger lifts or the pull is back at rest. Off, this costs
    /// one read per offset change.
    mutating func follow(pullingPercent: CGFloat, isTracking: @autoclosure () -> Bool) {
        guard isEnabled, pullingPercent > 0, isTracking() else {
            if generator != nil { generator = nil }
            return
        }
        guard generator == nil else { return }
        let generator = UIImpactFeedbackGenerator(style: style)
        generator.prepare()
        self.generator = generator
    }

    /// The pull armed: gives the impact, only under a finger (the engine arms no other pull; the check keeps it
    /// so whatever the engine does).
    func pullDidArm(isTracking: Bool) {
        guard isEnabled, isTracking else { return }
        (generator ?? UIImpactFeedbackGenerator(style: style)).impactOccurred()
    }
}

extension MJRefreshComponent {
    /// Pull components (header, back footer, trailer): when `true`, the finger carrying a pull past the threshold
    /// gives an impact, once per crossing. A programmatic refresh, a fling or bounce without a finger, and
    /// pulling back under the threshold give none. `false` by default, as UIKit's own controls stay silent.
    public final var isHapticFeedbackEnabled: Bool {
        get { cycle.haptics.isEnabled }
        set { cycle.haptics.isEnabled = newValue }
    }

    /// The weight of the impact `isHapticFeedbackEnabled` gives; `.medium`.
    public final var hapticFeedbackStyle: UIImpactFeedbackGenerator.FeedbackStyle {
        get { cycle.haptics.style }
        set { cycle.haptics.style = newValue }
    }
}
