/// A view that turns touches into events and sends the actions registered for them: the base of buttons,
/// switches and the refresh control.
///
/// A touch that begins in an enabled control is tracked by it (`isTracking`, `isHighlighted`): `.touchDown`, then
/// at the lift `.touchUpInside` when the finger is still within the bounds, or `.touchUpOutside`; a cancelled
/// touch sends `.touchCancel`. A control handles its touches: they do not travel on to the next responder.
///
/// Only `UIAction`s can be registered: Swift on Linux has no Objective-C selectors, so `addTarget(_:action:for:)`
/// does not exist in the stand-in (see the testing article for a screen that uses it).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The registered actions with their events, in the order they were added.
    private var registrations: [(action: UIAction, events: UIControl.Event)] = []

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control that sends `primaryAction` on its primary event (`.primaryActionTriggered`).
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether the control reacts to touches; a disabled control receives them and sends nothing (stand-in
    /// choice: UIKit does not say whether a disabled control passes the touch on).
    open var isEnabled = true

    /// Whether the control is selected (a toggled button).
    open var isSelected = false

    /// Whether a finger is on the control.
    open var isHighlighted = false

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch now.
    open private(set) var isTracking = false

    /// Whether the tracked touch is within the control's bounds.
    open private(set) var isTouchInside = false

    // MARK: Actions

    /// Sends `action` whenever one of `controlEvents` happens. An action whose identifier is already registered
    /// replaces the earlier one (UIKit uniques actions by identifier).
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: .allEvents)
        registrations.append((action, controlEvents))
    }

    /// Stops sending `action` for `controlEvents`.
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops sending the action named `actionIdentifier` for `controlEvents`.
    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        registrations = registrations.compactMap { registration in
            guard registration.action.identifier == actionIdentifier else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (registration.action, remaining)
        }
    }

    /// The events that have at least one action.
    open var allControlEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Runs `action`'s handler with this control as its `sender`.
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            sendAction(registration.action)
        }
    }

    // MARK: Tracking

    /// A touch began in the control; returns whether to keep tracking it. The default tracks it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; returns whether to keep tracking it. The default keeps tracking.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Finishes a touch lifted inside the control or not, and returns the events to send: `.touchUpInside` or
    /// `.touchUpOutside`. A button adds `.primaryActionTriggered` to a tap; a switch flips and adds `.valueChanged`.
    func finishTouch(inside touchInside: Bool) -> UIControl.Event {
        touchInside ? .touchUpInside : .touchUpOutside
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: finishTouch(inside: isTouchInside))
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}
