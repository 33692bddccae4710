/// What one axis of a released scroll view does until it rests: a fling decelerating, or a spring pulling
/// the content to an edge or a page.
enum AxisMotion {
    /// Where a spring pulls: an edge follows the limits as they change; a delegate's target stays put while the
    /// limits hold it, and is kept within them when they shrink past it; a page is the same page of the view's
    /// current size, so a paging scroll view resized on its way (a rotation) still settles on a page (stand-in
    /// choice: Apple does not say what a resize does to a paging deceleration).
    enum SpringTarget {
        case minimumEdge, maximumEdge
        case fixed(CGFloat)
        /// The page of this index, pages being the view's size apart from offset 0.
        case page(CGFloat)

        func position(in limits: ScrollAxisLimits) -> CGFloat {
            switch self {
            case .minimumEdge: limits.minimum
            case .maximumEdge: limits.maximum
            case .fixed(let position): limits.clamped(position)
            case .page(let index): limits.clamped(index * limits.dimension)
            }
        }
    }

    case decelerating(Deceleration, since: TimeInterval)
    /// `anchor` is the target's position when the spring started; the spring's displacement is relative to it.
    case springing(BounceSpring, toward: SpringTarget, anchor: CGFloat, since: TimeInterval)

    /// A spring from `position` with `velocity` to `target`.
    static func spring(
        from position: CGFloat, velocity: CGFloat, to target: SpringTarget, in limits: ScrollAxisLimits,
        at time: TimeInterval
    ) -> AxisMotion {
        let anchor = target.position(in: limits)
        return .springing(
            BounceSpring(displacement: position - anchor, initialVelocity: velocity),
            toward: target, anchor: anchor, since: time)
    }

    /// The spring back to the nearest edge, for an offset outside the limits or on an edge.
    static func bounceBack(
        from position: CGFloat, velocity: CGFloat, in limits: ScrollAxisLimits, at time: TimeInterval
    ) -> AxisMotion {
        let edge: SpringTarget = position < (limits.minimum + limits.maximum) / 2 ? .minimumEdge : .maximumEdge
        return spring(from: position, velocity: velocity, to: edge, in: limits, at: time)
    }

    /// Moves from the offset `current`, shown since virtual time `shownAt`, to virtual time `now`, within the
    /// current `limits`.
    /// - Returns: the offset to show, and the motion that continues (`nil` once at rest).
    func advanced(
        to now: TimeInterval, from current: CGFloat, shownAt: TimeInterval, in limits: ScrollAxisLimits,
        threshold: CGFloat
    ) -> (CGFloat, AxisMotion?) {
        switch self {
        case let .decelerating(deceleration, since):
            return Self.decelerate(deceleration, since: since, to: now, in: limits, threshold: threshold)
        case let .springing(spring, target, anchor, since):
            let elapsed = now - since
            if target.position(in: limits) != anchor {
                // The limits changed under the bounce: content now inside them stays where it is, unless it is
                // heading for a page; otherwise it heads for the new edge or page from where it was shown, at the
                // speed it had then, and moves on this frame (limits that change every frame, as when the bounce
                // resizes the view, still let it settle).
                if case .page = target {
                } else if limits.contains(current) {
                    return (current, nil)
                }
                return Self.spring(
                    from: current, velocity: spring.velocity(after: shownAt - since), to: target,
                    in: limits, at: shownAt
                )
                .advanced(to: now, from: current, shownAt: shownAt, in: limits, threshold: threshold)
            }
            if spring.isSettled(after: elapsed, threshold: threshold) { return (anchor, nil) }
            return (anchor + spring.displacement(after: elapsed), self)
        }
    }

    private static func decelerate(
        _ deceleration: Deceleration, since: TimeInterval, to now: TimeInterval, in limits: ScrollAxisLimits,
        threshold: CGFloat
    ) -> (CGFloat, AxisMotion?) {
        let elapsed = now - since
        let position = deceleration.position(after: elapsed)
        if !limits.contains(position) {
            let edge = limits.clamped(position)
            guard limits.bounces else { return (edge, nil) }
            // Leave the deceleration where its path crossed the edge and bounce from there with the speed
            // it had; if the limits moved past the content, bounce from where it is now.
            let crossing = deceleration.time(reaching: edge).map { min($0, elapsed) } ?? elapsed
            let start = crossing < elapsed ? edge : position
            return bounceBack(
                from: start, velocity: deceleration.velocity(after: crossing), in: limits,
                at: since + crossing
            )
            .advanced(to: now, from: start, shownAt: since + crossing, in: limits, threshold: threshold)
        }
        if deceleration.remainingDistance(after: elapsed) < threshold {
            return (limits.clamped(deceleration.restingPosition), nil)
        }
        return (position, .decelerating(deceleration, since: since))
    }
}
