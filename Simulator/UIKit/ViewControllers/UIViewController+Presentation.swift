/// Who presents whom, and which transition is under way (kept by each controller).
@MainActor
struct PresentationLinks {
    /// The controller this one presents, held strongly as UIKit's presenter holds it.
    var presented: UIViewController?
    /// The controller that presents this one.
    weak var presenting: UIViewController?
    var isBeingPresented = false
    var isBeingDismissed = false
}

/// Modal presentation: the presented controller's view covers the window above everything shown so far.
///
/// Stand-in choices (Apple documents the outcome, not the geometry): every style covers the whole window (a page
/// or form sheet is not drawn as a card); the presenting controller is the window's root side of the chain (the
/// topmost ancestor, or the controller already presented there), whatever `definesPresentationContext` says; an
/// animated presentation slides up over `presentationDuration`, and one without animation finishes (completion
/// included) before `present` returns. For `.fullScreen` and `.currentContext` the presenting controller hears
/// the disappearance callbacks and its view leaves the window once the presentation completes, coming back under
/// the presented view when the dismissal starts (Apple's `UIModalPresentationStyle.fullScreen`); sheets and the
/// "over" styles leave it on screen, without callbacks.
extension UIViewController {
    /// How long an animated presentation or dismissal slides. Stand-in choice: 0.5 s (Apple prints no number).
    static let presentationDuration: TimeInterval = 0.5

    /// The controller that presents on behalf of this one: the topmost ancestor.
    private var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// Whether presenting over this style removes the presenting controller from the screen.
    private static func hidesPresenter(_ style: UIModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        // UIKit refuses (logging a warning) to present a controller already shown, from a controller that is
        // already presenting, or from one whose view is not in a window: nothing happens, no completion.
        guard controller !== host, controller.parent == nil, controller.presentation.presenting == nil,
            host.presentation.presented == nil, let window = host.viewIfLoaded?.window
        else { return }
        host.presentation.presented = controller
        controller.presentation.presenting = host
        controller.presentation.isBeingPresented = true
        let hidesHost = Self.hidesPresenter(controller.modalPresentationStyle)
        if hidesHost { host.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        let view = controller.view!
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        let finish = {
            controller.presentation.isBeingPresented = false
            if hidesHost, controller.view.window === window { host.viewIfLoaded?.removeFromSuperview() }
            if hidesHost { host.endAppearanceTransition() }
            controller.endAppearanceTransition()
            completion?()
        }
        guard animated, UIView.areAnimationsEnabled else { return finish() }
        view.frame.origin.y = window.bounds.height
        UIView.animate(
            withDuration: Self.presentationDuration, delay: 0, options: [],
            animations: { view.frame.origin.y = 0 }, completion: { _ in finish() })
    }

    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        // UIKit: a presenting controller dismisses what it presents; a presented one asks its presenter.
        let host = presentationHost
        guard let presenter = host.presentation.presented != nil ? host : host.presentation.presenting,
            let presented = presenter.presentation.presented, !presented.presentation.isBeingDismissed
        else { return }
        // Everything presented above goes with it, at once (UIKit animates only the topmost).
        var above = presented.presentation.presented
        while let controller = above {
            above = controller.presentation.presented
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presentation = PresentationLinks()
        }
        presented.presentation.presented = nil
        presented.presentation.isBeingDismissed = true
        let showsPresenter = Self.hidesPresenter(presented.modalPresentationStyle)
        if showsPresenter, let view = presented.viewIfLoaded, let window = view.window,
            let presenterView = presenter.viewIfLoaded, presenterView.superview == nil
        {
            presenterView.frame = window.bounds
            window.insertSubview(presenterView, belowSubview: view)
        }
        presented.beginAppearanceTransition(false, animated: animated)
        if showsPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        let finish = {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentation = PresentationLinks()
            presenter.presentation.presented = nil
            presented.endAppearanceTransition()
            if showsPresenter { presenter.endAppearanceTransition() }
            completion?()
        }
        guard animated, UIView.areAnimationsEnabled, let view = presented.viewIfLoaded, let window = view.window
        else { return finish() }
        UIView.animate(
            withDuration: Self.presentationDuration, delay: 0, options: [],
            animations: { view.frame.origin.y = window.bounds.height }, completion: { _ in finish() })
    }
}
