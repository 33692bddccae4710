/// One finger on the screen, as a touch event reports it.
@preconcurrency @MainActor
open class UITouch: NSObject, Sendable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The touch was cancelled, for example because a recognizer took it over.
        case cancelled = 4
    }

    /// Where the touch is in its life; a simulated tap goes `.began`, then `.ended` or `.cancelled`.
    open internal(set) var phase: UITouch.Phase
    /// When the touch last changed, in virtual seconds (`UISimulation.now`).
    open internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped in place; 1 for a simulated tap.
    open internal(set) var tapCount: Int
    /// The view the touch was hit-tested to when it began.
    open internal(set) var view: UIView?
    /// The window of the view the touch began in, if any.
    open internal(set) var window: UIWindow?
    /// The recognizers receiving the touch; for a simulated tap, the enabled single-tap recognizers of the hit
    /// view and its ancestors, nearest first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The touch's position in window coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    override public init() {
        phase = .began
        timestamp = 0
        tapCount = 0
        locationInWindow = .zero
        previousLocationInWindow = .zero
        super.init()
    }

    /// The touch's position in `view`'s coordinates, or in its window's when `view` is `nil`.
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The touch's previous position in `view`'s coordinates (its window's when `nil`); for a simulated tap,
    /// which does not move, the same as `location(in:)`.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: window ?? self.view?.rootView)
    }
}

/// A touch event: the touches that changed at one moment.
@preconcurrency @MainActor
open class UIEvent: NSObject, Sendable {
    /// What kind of input the event carries; the stand-in only makes `.touches`.
    public enum EventType: Int, Sendable {
        /// Fingers on the screen.
        case touches = 0
        /// Device motion, such as shaking. Never made by the stand-in.
        case motion = 1
        /// Remote-control commands, such as media playback. Never made by the stand-in.
        case remoteControl = 2
        /// Physical button presses. Never made by the stand-in.
        case presses = 3
    }

    /// The kind of event; always `.touches` in the stand-in.
    open internal(set) var type: UIEvent.EventType = .touches
    /// When the event happened, in virtual seconds (`UISimulation.now`).
    open internal(set) var timestamp: TimeInterval = 0
    /// Every touch of the event.
    open internal(set) var allTouches: Set<UITouch>?

    override public init() {
        super.init()
    }
}
