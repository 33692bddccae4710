/// The base of gesture recognizers: a state machine attached to a view, observable through KVO on `state`.
///
/// Linux has no Objective-C selectors, so the stand-in has no `init(target:action:)` or `addTarget(_:action:)`:
/// observe `state` instead (`recognizer.observe(\.state)`), which works the same on iOS.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, KeyValueObservable, Sendable {
    /// The states of a recognizer; discrete recognizers go `.possible` → `.recognized` (= `.ended`).
    public enum State: Int, @unchecked Sendable {
        /// Waiting for a gesture: the resting state.
        case possible = 0
        /// A continuous gesture (a pan) started.
        case began = 1
        /// A continuous gesture moved on.
        case changed = 2
        /// The gesture finished; for a discrete gesture (a tap), it was recognized.
        case ended = 3
        /// The gesture was cancelled, for example by disabling the recognizer.
        case cancelled = 4
        /// The touches were not this gesture. Never set by the stand-in.
        case failed = 5

        /// A discrete gesture was recognized: the same state as `.ended`.
        public static var recognized: UIGestureRecognizer.State { .ended }
    }

    let keyValueObservers = KeyValueObserverStore()
    private var storedState: State = .possible

    override public init() {
        super.init()
    }

    /// The recognizer's state; every set, even to the same value, is reported to observers of `state`.
    open internal(set) var state: UIGestureRecognizer.State {
        get {
            KeyValueReadRecorder.didRead(self, .state, State.self)
            return storedState
        }
        set {
            let oldState = storedState
            keyValueObservers.change(.state, from: state, to: { state }) { storedState = newValue }
            if newValue == .possible, oldState != .possible { reset() }
        }
    }

    /// A disabled recognizer recognizes nothing; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed {
                state = .cancelled
                state = .possible
            }
        }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// Decides whether the gesture may begin; held weakly.
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// When a gesture is recognized, the touches of the view are cancelled instead of ended.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until the gesture fails. Stored only: the stand-in never delays
    /// touches.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until the gesture fails. Stored only: the stand-in never delays
    /// touches.
    open var delaysTouchesEnded = true

    /// How many fingers are down in the gesture.
    open var numberOfTouches: Int { locationInWindow == nil ? 0 : 1 }

    /// The finger's position in window coordinates while the gesture runs.
    var locationInWindow: CGPoint?

    /// The gesture's position in `view`'s coordinates (its window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        let point = locationInWindow ?? .zero
        guard let view else { return point }
        return view.convert(point, from: self.view?.window ?? self.view?.rootView)
    }

    /// Called when the recognizer returns to `.possible` after a gesture; override to clear per-gesture state.
    open func reset() {}
}

/// Lets an object tune when a recognizer may begin. Every requirement is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave `.possible`; the scroll view's pan and simulated taps ask it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` may recognize at the same time as `otherGestureRecognizer`. The simulated
    /// finger asks it of the pans of a scroll view and the scroll views it is nested in: where either says yes,
    /// the finger drags both.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Returns `true`: the gesture may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Returns `false`: one recognizer at a time, as UIKit's default.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// Recognizes a finger dragging, and reports how far and how fast it moved.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the pan follows. Stored only: the simulated finger is always one.
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan follows. Stored only: the simulated finger is always one.
    open var maximumNumberOfTouches = Int.max

    /// Finger travel since the gesture began, in window points (the stand-in's windows are unscaled).
    var translationInWindow: CGPoint = .zero
    /// Finger velocity in window points per second.
    var velocityInWindow: CGPoint = .zero

    /// How far the finger moved since the gesture began (or since the last `setTranslation`).
    open func translation(in view: UIView?) -> CGPoint {
        translationInWindow
    }

    /// Sets the reported translation; later finger movement adds to it. `view` is ignored, as in
    /// `translation(in:)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInWindow = translation
    }

    /// The finger's velocity in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        velocityInWindow
    }
}

/// Recognizes taps; `state` goes to `.ended` (recognized) when the finger lifts, then back to `.possible`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The stand-in recognizes single taps only; other values never recognize.
    open var numberOfTapsRequired = 1
    /// How many fingers must tap; the stand-in recognizes one finger only, other values never recognize.
    open var numberOfTouchesRequired = 1
}
