/// An object that can handle touches, and the link in the chain they travel along when unhandled.
///
/// The default touch methods pass the touches to `next`, as UIKit's do.
@MainActor
open class UIResponder: NSObject {
    override public init() {
        super.init()
    }

    /// The next responder: a view's superview (or its view controller), a view controller's view's superview.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }

    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
