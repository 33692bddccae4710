/// An object that can handle touches, and the link in the chain they travel along when unhandled.
///
/// The default touch methods pass the touches to `next`, as UIKit's do.
///
/// Stand-in choice: UIKit declares the accessibility properties (`isAccessibilityElement`, `accessibilityLabel`,
/// …) in a category on `NSObject`, not bound to the main actor. Swift on Linux cannot add overridable stored
/// properties to Foundation's `NSObject`, so the stand-in declares them here, on the main actor with the
/// responder, where views and their subclasses read and override them as an iOS app does.
@preconcurrency @MainActor
open class UIResponder: NSObject, Sendable {
    override public init() {
        super.init()
    }

    // MARK: Accessibility

    var accessibilityAttributes = AccessibilityAttributes()

    /// Whether assistive technologies see this object as one element; `false` unless set (labels: `true`).
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? false }
        set { accessibilityAttributes.isElement = newValue }
    }

    /// What VoiceOver reads for the element; `nil` unless set (labels: their text).
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label }
        set { accessibilityAttributes.label = newValue }
    }

    /// What activating the element does, read after a pause; `nil` unless set.
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }

    /// The element's current value (a slider's percentage); `nil` unless set.
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value }
        set { accessibilityAttributes.value = newValue }
    }

    /// What kind of element this is; none unless set (labels: static text).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? .none }
        set { accessibilityAttributes.traits = newValue }
    }

    /// Where the element is, in screen coordinates; for a view, its bounds on screen unless set, else zero.
    open var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityAttributes.frame { return frame }
            guard let view = self as? UIView else { return .zero }
            return view.convert(view.bounds, to: nil)
        }
        set { accessibilityAttributes.frame = newValue }
    }

    /// Hides the elements inside this one (for a view: it and its subviews) from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }

    /// Makes assistive technologies ignore the elements of this view's siblings (a custom alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }

    /// The actions VoiceOver offers on this element beside activating it; `nil` unless set.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes.customActions }
        set { accessibilityAttributes.customActions = newValue }
    }

    /// The next responder: a view's superview (or its view controller), a view controller's view's superview.
    open var next: UIResponder? { nil }

    /// Whether this object may become first responder; `false` by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object is first responder; always `false`, as the stand-in tracks no first responder.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder; the default refuses (`false`), as the stand-in tracks no first
    /// responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first-responder status; the default agrees (`true`), as UIKit's.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Fingers touched down; the default passes the touches to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; the default passes the touches to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; the default passes the touches to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (a recognizer that cancels touches recognized); the default passes
    /// them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
