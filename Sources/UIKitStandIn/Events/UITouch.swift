/// One finger on the screen, as a touch event reports it.
@MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    open internal(set) var phase: UITouch.Phase
    open internal(set) var timestamp: TimeInterval
    open internal(set) var tapCount: Int
    /// The view the touch was hit-tested to when it began.
    open internal(set) var view: UIView?
    open internal(set) var window: UIWindow?
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

    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: window ?? self.view?.rootView)
    }
}

/// A touch event: the touches that changed at one moment.
@MainActor
open class UIEvent: NSObject {
    /// What kind of input the event carries; the stand-in only makes `.touches`.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
    }

    open internal(set) var type: UIEvent.EventType = .touches
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var allTouches: Set<UITouch>?

    override public init() {
        super.init()
    }
}
