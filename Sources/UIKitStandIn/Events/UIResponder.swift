/// An object that can handle touches, and the link in the chain they travel along when unhandled.
///
/// The default touch methods pass the touches to `next`, as UIKit's do.
@preconcurrency @MainActor
open class UIResponder: NSObject, Sendable {
    override public init() {
        super.init()
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
