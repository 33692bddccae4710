/// What the simulated device told the user through VoiceOver and haptics since the last `UISimulation.reset()`.
@MainActor
final class FeedbackRecorder {
    static let shared = FeedbackRecorder()

    var accessibilityPosts: [UISimulation.AccessibilityPost] = []
    var impactFeedbacks: [UISimulation.ImpactFeedback] = []

    func reset() {
        accessibilityPosts = []
        impactFeedbacks = []
    }
}

extension UISimulation {
    /// One call of `UIAccessibility.post(notification:argument:)`. Linux-only test API.
    public struct AccessibilityPost {
        /// The notification posted.
        public let notification: UIAccessibility.Notification
        /// The announcement text or element to focus.
        public let argument: Any?
        /// The virtual time of the post.
        public let time: TimeInterval
    }

    /// One haptic impact played by a `UIImpactFeedbackGenerator`. Linux-only test API.
    public struct ImpactFeedback: Equatable, Sendable {
        /// The generator's style.
        public let style: UIImpactFeedbackGenerator.FeedbackStyle
        /// In 0...1; 1 for `impactOccurred()`.
        public let intensity: CGFloat
        /// The virtual time of the impact.
        public let time: TimeInterval
    }

    /// Every accessibility notification posted since `reset()`, oldest first. Linux-only test API.
    public static var accessibilityPosts: [AccessibilityPost] { FeedbackRecorder.shared.accessibilityPosts }

    /// Every haptic impact played since `reset()`, oldest first. Linux-only test API.
    public static var impactFeedbacks: [ImpactFeedback] { FeedbackRecorder.shared.impactFeedbacks }
}
