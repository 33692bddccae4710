// The simulated finger. Linux-only test-driving API: on iOS the user's finger does this.

extension UIScrollView {
    /// Puts a finger on the scroll view (at its centre): `isTracking` becomes `true`, and a fling, bounce or
    /// animated scroll in progress stops where it is, as touching a moving scroll view does on a device.
    /// The pan gesture stays `.possible` until the finger moves. Calling it while a finger is down does nothing.
    /// Linux-only test-driving API.
    public func simulateTouchDown() {
        putFingerDown(withSimultaneousScrollViews: true)
    }

    /// The finger lands; the scroll views this one is nested in whose pans recognize with its own get it too
    /// (unless this is one of those already).
    private func putFingerDown(withSimultaneousScrollViews: Bool) {
        stopScrolling()
        guard touch == nil else { return }
        let location = convert(CGPoint(x: modelBounds.midX, y: modelBounds.midY), to: nil)
        touch = TouchSession(startLocation: location)
        isTracking = true
        let pan = panGestureRecognizer
        pan.translationInWindow = .zero
        pan.velocityInWindow = .zero
        pan.locationInWindow = location
        guard withSimultaneousScrollViews else { return }
        let simultaneous = scrollViewsRecognizingSimultaneously()
        touch?.simultaneousScrollViews = simultaneous
        for scrollView in simultaneous { scrollView.putFingerDown(withSimultaneousScrollViews: false) }
    }

    /// Moves the finger by `translation` points in a straight line over `duration` virtual seconds, one
    /// display-link frame at a time; the clock advances, so animations, timers and the main queue run too.
    ///
    /// +y means the finger moves down, pulling the content down (`contentOffset.y` decreases). The pan begins
    /// (`.began`, `isDragging`, `scrollViewWillBeginDragging`) with the first movement, without the small
    /// distance threshold of a device, then reports `.changed` every frame. Past an edge the content follows
    /// the rubber band. Successive calls continue the same gesture; without a finger down, one is put down
    /// first. A `duration` of 0 moves in one step without advancing the clock. Linux-only test-driving API.
    ///
    /// Scroll views this one is nested in whose pans recognize simultaneously with its own (either pan's delegate
    /// says so in `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`) follow the same finger, each with its
    /// own rubber band; each frame this scroll view moves first, then the outer ones (stand-in choice: UIKit
    /// delivers the touch to both pans in one event without saying whose action runs first).
    public func simulateDrag(by translation: CGPoint, duration: TimeInterval) {
        if touch == nil { simulateTouchDown() }
        let dragged = [self] + simultaneouslyDraggedScrollViews
        guard duration > 0, duration.isFinite else {
            for scrollView in dragged { scrollView.moveFinger(by: translation) }
            return
        }
        let paths = dragged.map { $0.startFingerPath(by: translation, duration: duration) }
        FrameScheduler.shared.advance(by: duration)
        for (scrollView, path) in zip(dragged, paths) {
            guard let path else { continue }
            // When the drag did not end on a frame, the finger still arrives at the end of it.
            if scrollView.motion.isFollowingFinger { scrollView.motion.stop() }
            scrollView.moveFinger(to: path.to, velocity: path.velocity)
        }
    }

    /// The scroll views the finger on this one drags too, outward.
    private var simultaneouslyDraggedScrollViews: [UIScrollView] { touch?.simultaneousScrollViews ?? [] }

    /// Starts this scroll view's finger along `translation` from where it is; nil without a finger.
    private func startFingerPath(by translation: CGPoint, duration: TimeInterval) -> ScrollMotion.FingerPath? {
        guard let start = touch?.translation else { return nil }
        let end = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        let path = ScrollMotion.FingerPath(from: start, to: end, start: FrameScheduler.shared.now, duration: duration)
        motion.start(.finger(path))
        return path
    }

    /// Moves this scroll view's finger by `translation` at once.
    private func moveFinger(by translation: CGPoint) {
        guard let start = touch?.translation else { return }
        moveFinger(to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), velocity: .zero)
    }

    /// Lifts the finger, moving at `velocity` points per second as `UIPanGestureRecognizer.velocity(in:)`
    /// reports it (the content moves the other way).
    ///
    /// After a drag: `isTracking` and `isDragging` become `false` (stand-in choice: before the state changes, as
    /// at `.began`; `UISimulation.dragEndOrder` picks another order), the pan goes `.ended` (its observers see that before the content moves on), the delegate gets
    /// `scrollViewWillEndDragging` (velocity in points per millisecond; it may change the target offset unless
    /// paging), `scrollViewDidEndDragging(_:willDecelerate:)` and, when the content will move,
    /// `scrollViewWillBeginDecelerating`; the pan then returns to `.possible`. The content then decelerates,
    /// bounces back from an edge, or springs to a page, on the virtual clock, and `scrollViewDidEndDecelerating`
    /// comes when it rests. Without a drag only `isTracking` changes — except that content left past an edge or
    /// between pages (a finger that stopped a bounce) springs back (stand-in choice). Linux-only test-driving API.
    public func simulateTouchUp(velocity: CGPoint = .zero) {
        guard let finished = touch else { return }
        touch = nil
        defer { for scrollView in finished.simultaneousScrollViews { scrollView.simulateTouchUp(velocity: velocity) } }
        isTracking = false
        let pan = panGestureRecognizer
        defer { pan.locationInWindow = nil }
        guard finished.hasBegunDragging else {
            return release(contentVelocity: .zero, afterDragging: false)
        }
        let finger = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        pan.velocityInWindow = finger
        endDrag(panState: .ended, contentVelocity: CGPoint(x: -finger.x, y: -finger.y))
    }

    // MARK: Internals

    /// The finger is taken away without lifting, as UIKit does to the touches of a view removed from its window:
    /// `isTracking` and `isDragging` turn `false`, a pan under way goes `.cancelled` (then `.possible`), and the
    /// content moves on as after a release without velocity — the delegate hears the end of the drag and content
    /// left past an edge bounces back (stand-in choice: Apple does not describe a cancelled pan's ending).
    func cancelTouch() {
        guard let cancelled = touch else { return }
        touch = nil
        isTracking = false
        if motion.isFollowingFinger { motion.stop() }
        let pan = panGestureRecognizer
        defer { pan.locationInWindow = nil }
        guard cancelled.hasBegunDragging else { return }
        pan.velocityInWindow = .zero
        endDrag(panState: .cancelled, contentVelocity: .zero)
    }

    /// Ends a drag: `isDragging` turns `false`, the pan goes to `panState`, the delegate hears the end and the
    /// content moves on, in the order `UISimulation.dragEndOrder` picks (stand-in choice); the pan then returns to
    /// `.possible`.
    private func endDrag(panState: UIGestureRecognizer.State, contentVelocity: CGPoint) {
        let pan = panGestureRecognizer
        switch SimulationReadings.dragEndOrder {
        case .draggingEndsFirst:
            isDragging = false
            pan.state = panState
            release(contentVelocity: contentVelocity, afterDragging: true)
        case .panEndsFirst:
            pan.state = panState
            isDragging = false
            release(contentVelocity: contentVelocity, afterDragging: true)
        case .delegateFirst:
            isDragging = false
            release(contentVelocity: contentVelocity, afterDragging: true)
            pan.state = panState
        }
        pan.state = .possible
    }

    /// The finger is now `translation` away from where it landed, moving at `velocity` (points per second).
    func moveFinger(to translation: CGPoint, velocity: CGPoint) {
        guard let previous = touch?.translation, translation != previous else { return }
        touch?.translation = translation
        let pan = panGestureRecognizer
        pan.translationInWindow = CGPoint(
            x: pan.translationInWindow.x + translation.x - previous.x,
            y: pan.translationInWindow.y + translation.y - previous.y)
        pan.velocityInWindow = velocity
        if let start = touch?.startLocation {
            pan.locationInWindow = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        }
        if touch?.hasBegunDragging == true {
            pan.state = .changed
        } else {
            guard panMayBegin else { return }
            touch?.rawOrigin = rawOrigin(showing: modelBounds.origin, atTranslation: previous)
            // Stand-in choice: the flags change before the state, so observers of `.began` see a dragging view.
            isDragging = true
            pan.state = .began
            delegate?.scrollViewWillBeginDragging(self)
        }
        guard let rawOrigin = touch?.rawOrigin else { return }
        applyMotionOffset(draggedOffset(rawOrigin: rawOrigin, translation: translation))
    }

    /// Called after `contentOffset` was set by something other than the finger during a drag: the finger
    /// carries on from the new offset, as UIKit's incremental pan handling does.
    func offsetWasSetDuringDrag() {
        guard let session = touch, session.hasBegunDragging else { return }
        touch?.rawOrigin = rawOrigin(showing: modelBounds.origin, atTranslation: session.translation)
    }

    /// The scroll views this one is nested in (nearest first) whose pans recognize with its own: either pan's
    /// delegate says so.
    private func scrollViewsRecognizingSimultaneously() -> [UIScrollView] {
        var found: [UIScrollView] = []
        var ancestor = superview
        while let view = ancestor {
            if let outer = view as? UIScrollView, outer.touch == nil, recognizesSimultaneously(with: outer) {
                found.append(outer)
            }
            ancestor = view.superview
        }
        return found
    }

    private func recognizesSimultaneously(with outer: UIScrollView) -> Bool {
        let mine = panGestureRecognizer, theirs = outer.panGestureRecognizer
        return mine.delegate?.gestureRecognizer(mine, shouldRecognizeSimultaneouslyWith: theirs) == true
            || theirs.delegate?.gestureRecognizer(theirs, shouldRecognizeSimultaneouslyWith: mine) == true
    }

    /// The pan begins only when scrolling is enabled, the recognizer and its delegate allow it, and the
    /// content can move on some axis (stand-in choice: UIKit's exact test is undocumented).
    private var panMayBegin: Bool {
        let pan = panGestureRecognizer
        return isScrollEnabled && pan.isEnabled && (pan.delegate?.gestureRecognizerShouldBegin(pan) ?? true)
            && ScrollAxis.allCases.contains { scrollLimits($0).isScrollable }
    }

    /// The raw origin that shows `offset` when the finger is at `translation`: inverting the rubber band means
    /// a finger landing on overscrolled content picks it up where it is.
    private func rawOrigin(showing offset: CGPoint, atTranslation translation: CGPoint) -> CGPoint {
        var origin = offset
        for axis in ScrollAxis.allCases {
            let limits = scrollLimits(axis)
            origin[axis] =
                RubberBand(dimension: limits.dimension).raw(forOffset: offset[axis], in: limits)
                + translation[axis]
        }
        return origin
    }

    /// The offset the finger shows: on each scrollable axis, `rawOrigin − translation` rubber-banded past the
    /// limits of this very moment; other axes stay where they are.
    private func draggedOffset(rawOrigin: CGPoint, translation: CGPoint) -> CGPoint {
        var offset = modelBounds.origin
        for axis in ScrollAxis.allCases {
            let limits = scrollLimits(axis)
            guard limits.isScrollable else { continue }
            offset[axis] = RubberBand(dimension: limits.dimension)
                .offset(forRaw: rawOrigin[axis] - translation[axis], in: limits)
        }
        return offset
    }
}
