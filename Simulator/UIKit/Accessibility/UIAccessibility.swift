/// UIKit's accessibility namespace (a C struct on iOS): notifications to assistive technologies.
///
/// The stand-in has no VoiceOver; it records every post in `UISimulation.accessibilityPosts` so tests can check
/// what a user of VoiceOver would have heard or where the focus would have moved.
public struct UIAccessibility {
    /// A notification posted to assistive technologies with `post(notification:argument:)`.
    public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The notification's number (`UIAccessibilityNotifications` in C).
        public let rawValue: UInt32

        /// The notification with number `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }
    }

    /// Tells assistive technologies about `notification`; `argument` is the announcement text or the element to
    /// focus, as the notification requires.
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        FeedbackRecorder.shared.accessibilityPosts.append(
            UISimulation.AccessibilityPost(notification: notification, argument: argument, time: UISimulation.now))
    }
}

extension UIAccessibility.Notification {
    /// A new screen appeared; the argument is the element to focus, or `nil`.
    public static let screenChanged = UIAccessibility.Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument is the element to focus, or `nil`.
    public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
    /// The argument, a string, is spoken.
    public static let announcement = UIAccessibility.Notification(rawValue: 1008)
    /// A scroll finished; the argument, a string, describes the new position.
    public static let pageScrolled = UIAccessibility.Notification(rawValue: 1009)
}

extension UIAccessibility {
    /// Whether VoiceOver is on. Always `false` unless a test turns it on with `UISimulation.isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { DeviceSettings.isVoiceOverRunning }

    /// Posted (object `nil`) when VoiceOver is turned on or off.
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
