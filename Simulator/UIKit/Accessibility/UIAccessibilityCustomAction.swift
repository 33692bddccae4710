/// An action VoiceOver offers on an element (swipe up or down, then double-tap), beside its default activation.
///
/// Only the handler form exists in the stand-in: `init(name:target:selector:)` needs the Objective-C runtime,
/// which Linux does not have. Not bound to the main actor, as Apple's is not.
open class UIAccessibilityCustomAction: NSObject {
    /// What VoiceOver reads for the action.
    open var name: String

    /// Runs the action; returns whether it succeeded (VoiceOver plays a failure sound on `false`).
    open var actionHandler: UIAccessibilityCustomAction.Handler?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}

extension UIAccessibilityCustomAction {
    /// The block of a custom action: returns whether the action succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
}
