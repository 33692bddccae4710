// What happens when the finger lifts: each axis decelerates, bounces back, or springs to a page.

extension UIScrollView {
    /// Stand-in choice: a release faster than this (points per second) pages on in the fling direction;
    /// Apple documents no value.
    static let pagingFlingVelocity: CGFloat = 300

    /// Starts the motion after the finger lifted with the content moving at `contentVelocity` (points per
    /// second, positive when the offset grows), telling the delegate in UIKit's order.
    ///
    /// UIKit's order at the lift: the pan recognizer goes `.ended`, which its observers see at once (the content
    /// has not started moving on yet); then the scroll view's own pan handler, this method, plans the motion from
    /// the offset and limits of that moment, asks the delegate (`scrollViewWillEndDragging`, whose target it
    /// follows unless paging), reports `scrollViewDidEndDragging(_:willDecelerate:)` and starts decelerating. A
    /// `setContentOffset(_:animated:)` after that (a refresh control revealing itself at the next layout) stops
    /// the motion where it is.
    func release(contentVelocity: CGPoint, afterDragging: Bool) {
        let now = FrameScheduler.shared.now
        let releasedAt = modelBounds.origin
        var plan: [ScrollAxis: (target: CGFloat, motion: AxisMotion?)] = [:]
        for axis in ScrollAxis.allCases {
            plan[axis] = releaseMotion(on: axis, velocity: contentVelocity[axis], at: now)
        }
        if afterDragging {
            let projected = CGPoint(x: plan[.horizontal]!.target, y: plan[.vertical]!.target)
            // The bars adjust the target first (a half-collapsed large title snaps); the delegate has the last word
            // (stand-in choice: UIKit does not document the order).
            var target = barTrackingController?.contentScrollViewRestingTarget(self, for: projected) ?? projected
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: contentVelocity.x / 1000, y: contentVelocity.y / 1000),
                targetContentOffset: &target)
            // A paging scroll view keeps its page: UIKit ignores the delegate's target there (it logs "Stop offset
            // can not be modified for paging scroll views").
            // A target past the limits counts as the limit it passed: the content comes to rest in range
            // (stand-in choice; Apple does not say).
            for axis in ScrollAxis.allCases where !isPagingEnabled && target[axis].isFinite {
                let clamped = scrollLimits(axis).clamped(target[axis])
                guard clamped != projected[axis] else { continue }
                plan[axis]!.motion = motion(plan[axis]!.motion, on: axis, retargetedTo: clamped, at: now)
            }
        }
        let willMove = plan.values.contains { $0.motion != nil }
        if afterDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove) }
        // An offset the delegate set, or a scroll it started, from its callbacks takes precedence.
        guard willMove, motion.isIdle, modelBounds.origin == releasedAt else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        // The delegate may have stopped the scroll (which clears `isDecelerating`) or started another.
        guard isDecelerating, motion.isIdle else { return }
        motion.start(.released(horizontal: plan[.horizontal]!.motion, vertical: plan[.vertical]!.motion))
    }

    /// A released motion has come to rest.
    func decelerationDidEnd() {
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// What `axis` does after the release, and where it will rest.
    private func releaseMotion(
        on axis: ScrollAxis, velocity: CGFloat, at now: TimeInterval
    ) -> (target: CGFloat, motion: AxisMotion?) {
        let limits = scrollLimits(axis)
        let position = modelBounds.origin[axis]
        let velocity = limits.isScrollable && isScrollEnabled ? velocity : 0
        let threshold = 0.5 / UIScreen.main.scale
        if isPagingEnabled {
            // A view with no size has no pages: it stays where it is, within the limits.
            let page: AxisMotion.SpringTarget =
                limits.dimension > 0
                ? .page(pageIndex(from: position, velocity: velocity, in: limits)) : .fixed(position)
            let target = page.position(in: limits)
            let spring = BounceSpring(displacement: position - target, initialVelocity: velocity)
            if spring.isSettled(after: 0, threshold: threshold) { return (target, nil) }
            return (target, .spring(from: position, velocity: velocity, to: page, in: limits, at: now))
        }
        if !limits.contains(position) {
            return (
                limits.clamped(position),
                .bounceBack(from: position, velocity: velocity, in: limits, at: now)
            )
        }
        let deceleration = Deceleration(start: position, velocity: velocity, rate: decelerationRate)
        guard deceleration.remainingDistance(after: 0) >= threshold else { return (position, nil) }
        return (limits.clamped(deceleration.restingPosition), .decelerating(deceleration, since: now))
    }

    /// The motion that ends at `target` chosen by the delegate in `scrollViewWillEndDragging`: a spring stays
    /// a spring with the release velocity; otherwise the content decelerates at `decelerationRate` from the
    /// launch velocity that stops exactly at the target (stand-in choice; Apple does not say how).
    private func motion(
        _ planned: AxisMotion?, on axis: ScrollAxis, retargetedTo target: CGFloat, at now: TimeInterval
    ) -> AxisMotion {
        let position = modelBounds.origin[axis]
        if case .springing(let spring, _, _, _)? = planned {
            return .spring(
                from: position, velocity: spring.initialVelocity, to: .fixed(target),
                in: scrollLimits(axis), at: now)
        }
        return .decelerating(Deceleration(start: position, target: target, rate: decelerationRate), since: now)
    }

    /// The index of the page to settle on: the nearest one, or the next one in the fling direction after a fast
    /// fling; pages are the view's size apart from offset 0 (the spring keeps the page within the limits).
    private func pageIndex(from position: CGFloat, velocity: CGFloat, in limits: ScrollAxisLimits) -> CGFloat {
        let page = position / limits.dimension
        if abs(velocity) > Self.pagingFlingVelocity {
            return velocity > 0 ? page.rounded(.up) : page.rounded(.down)
        }
        return page.rounded()
    }
}
