extension UIView {
    /// Taps the screen at `point` in this view's coordinates (its centre by default), as a finger would.
    ///
    /// The touch goes where UIKit would send it: hit-testing from the root of the view's tree picks the deepest
    /// visible, interactive view; tap recognizers on it and its ancestors recognize (their `state` goes to
    /// `.ended` and back to `.possible`); the hit view receives `touchesBegan` and then `touchesEnded`, or
    /// `touchesCancelled` when a recognizer that cancels touches recognized. Linux-only test-driving API.
    public func simulateTap(at point: CGPoint? = nil) {
        let root = window ?? rootView
        let local = point ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let location = convert(local, to: root)
        let event = UIEvent()
        event.timestamp = UISimulation.now
        guard let target = root.hitTest(root.convert(location, from: root), with: event) else { return }

        let touch = UITouch()
        touch.view = target
        touch.window = target.window
        touch.tapCount = 1
        touch.timestamp = UISimulation.now
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        let recognizers = Self.tapRecognizers(from: target)
        touch.gestureRecognizers = recognizers
        event.allTouches = [touch]

        target.touchesBegan([touch], with: event)
        touch.phase = .ended
        var cancelsTouches = false
        for recognizer in recognizers where recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true {
            recognizer.locationInWindow = location
            recognizer.state = .ended
            recognizer.state = .possible
            recognizer.locationInWindow = nil
            cancelsTouches = cancelsTouches || recognizer.cancelsTouchesInView
        }
        if cancelsTouches {
            touch.phase = .cancelled
            target.touchesCancelled([touch], with: event)
        } else {
            target.touchesEnded([touch], with: event)
        }
    }

    /// Enabled single-tap recognizers on `view` and its ancestors, nearest first.
    private static func tapRecognizers(from view: UIView) -> [UITapGestureRecognizer] {
        var found: [UITapGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for case let tap as UITapGestureRecognizer in candidate.gestureRecognizers ?? []
            where tap.isEnabled && tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 {
                found.append(tap)
            }
            current = candidate.superview
        }
        return found
    }
}
