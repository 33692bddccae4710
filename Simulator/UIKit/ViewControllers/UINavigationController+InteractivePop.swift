// The swipe back from the screen's leading edge, driven by the simulated finger. Linux-only test-driving API: on
// iOS the user's finger does this.

extension UINavigationController {
    /// Puts a finger on the leading edge and starts swiping back: `interactivePopGestureRecognizer` begins, the top
    /// controller gets `viewWillDisappear` (and `willMove(toParent: nil)`), the one below `viewWillAppear`, and its
    /// view is put back under the top one. Does nothing with only the root on the stack, with the recognizer
    /// disabled or its delegate's `gestureRecognizerShouldBegin(_:)` saying no, or while another swipe back runs;
    /// a push or pop still sliding finishes first. Linux-only test-driving API.
    public func simulateEdgeSwipeBegan() {
        guard interactivePop == nil, let recognizer = interactivePopGestureRecognizer, recognizer.isEnabled,
            isViewLoaded, viewControllers.count > 1,
            recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        else { return }
        finishTransition()
        guard let from = removeTopForSwipeBack(), let to = viewControllers.last else { return }
        let pop = InteractivePop(controller: self, from: from, to: to)
        interactivePop = pop
        pop.begin()
    }

    /// Moves the swiping finger `distance` points towards the trailing edge (negative: back) over `duration`
    /// virtual seconds; the clock advances. Linux-only test-driving API.
    public func simulateEdgeSwipe(by distance: CGFloat, duration: TimeInterval) {
        interactivePop?.move(by: distance, duration: duration)
    }

    /// Lifts the swiping finger moving at `velocity` points per second (positive: towards the trailing edge).
    /// The pop finishes when the finger flings forward at a screen width per second or more, or, slower, when
    /// more than half the width is uncovered; otherwise it is cancelled and the top controller stays
    /// (stand-in choice: Apple documents no thresholds; these are Flutter's imitation of iOS). Either way the
    /// views settle over at most `BarMetrics.interactiveSettleDuration` on the clock. Linux-only test-driving API.
    public func simulateEdgeSwipeEnded(velocity: CGFloat = 0) {
        interactivePop?.release(velocity: velocity.isFinite ? velocity : 0)
    }

    /// The system takes the swipe away (`.cancelled`): it snaps back and the top controller stays.
    /// Linux-only test-driving API.
    public func simulateEdgeSwipeCancelled() {
        interactivePop?.cancel()
    }
}

/// A swipe back between its beginning and its settling.
@MainActor
final class InteractivePop {
    private weak var controller: UINavigationController?
    private let from: UIViewController
    private let to: UIViewController
    private var progress: CGFloat = 0
    private var isSettling = false

    init(controller: UINavigationController, from: UIViewController, to: UIViewController) {
        self.controller = controller
        self.from = from
        self.to = to
    }

    private var width: CGFloat { max(1, controller?.viewIfLoaded?.bounds.width ?? 1) }
    private var recognizer: UIPanGestureRecognizer? {
        controller?.interactivePopGestureRecognizer as? UIPanGestureRecognizer
    }

    /// UIKit's order when a swipe back starts: `willMove(toParent: nil)` (stand-in choice: called at the start,
    /// as community reports describe), the top's `viewWillDisappear`, the new top's `viewWillAppear`.
    func begin() {
        guard let controller else { return }
        from.willMove(toParent: nil)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        controller.install(to, below: from, x: -width * 0.3)
        controller.updateBars()
        recognizer?.locationInWindow = CGPoint(x: 1, y: controller.view.bounds.midY)
        recognizer?.translationInWindow = .zero
        recognizer?.state = .began
    }

    func move(by distance: CGFloat, duration: TimeInterval) {
        guard !isSettling, distance.isFinite else { return }
        let start = progress
        let end = min(max(progress + distance / width, 0), 1)
        let steps = max(1, Int((duration * TimeInterval(UISimulation.framesPerSecond)).rounded()))
        for step in 1...steps {
            place(at: start + (end - start) * CGFloat(step) / CGFloat(steps))
            recognizer?.translationInWindow = CGPoint(x: progress * width, y: 0)
            recognizer?.velocityInWindow = CGPoint(x: duration > 0 ? distance / duration : 0, y: 0)
            recognizer?.state = .changed
            if duration > 0 { UISimulation.advance(by: duration / TimeInterval(steps)) }
        }
    }

    func release(velocity: CGFloat) {
        guard !isSettling else { return }
        let completes = velocity >= width || (velocity > -width && progress > 0.5)
        recognizer?.velocityInWindow = CGPoint(x: velocity, y: 0)
        recognizer?.state = .ended
        settle(completing: completes)
    }

    func cancel() {
        guard !isSettling else { return }
        recognizer?.state = .cancelled
        settle(completing: false)
    }

    /// A push or pop asked for while the swipe runs: it completes at once.
    func finishAtOnce() {
        if !isSettling { recognizer?.state = .cancelled }
        isSettling = true
        place(at: 1)
        done(completed: true)
    }

    private func settle(completing: Bool) {
        isSettling = true
        recognizer?.state = .possible
        recognizer?.locationInWindow = nil
        let target: CGFloat = completing ? 1 : 0
        let duration = BarMetrics.interactiveSettleDuration * TimeInterval(abs(target - progress))
        guard duration > 0, UIView.areAnimationsEnabled else {
            place(at: target)
            return done(completed: completing)
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: { self.place(at: target) },
            completion: { _ in self.done(completed: completing) })
    }

    private func place(at fraction: CGFloat) {
        progress = fraction
        if from.isViewLoaded { from.view.frame.origin.x = fraction * width }
        if to.isViewLoaded { to.view.frame.origin.x = -width * 0.3 * (1 - fraction) }
    }

    /// The views have settled: a finished swipe removes the old top; a cancelled one reverses the callbacks as
    /// UIKit does (the new top's `viewWillDisappear` and `viewDidDisappear`, then the old top's `viewWillAppear`
    /// and `viewDidAppear`) and gives the old top back its place (`didMove(toParent:)`).
    private func done(completed: Bool) {
        guard let controller, controller.interactivePop === self else { return }
        controller.interactivePop = nil
        if completed {
            from.view.removeFromSuperview()
            from.view.frame.origin.x = 0
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            from.removeFromParent()
        } else {
            to.beginAppearanceTransition(false, animated: true)
            to.view.removeFromSuperview()
            to.view.frame.origin.x = 0
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
            controller.restoreTopAfterSwipeBack(from)
            from.stayWithParent()
        }
        controller.updateBars()
    }
}
