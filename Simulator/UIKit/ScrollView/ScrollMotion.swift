/// Moves one scroll view on the display link: a finger dragging, a released fling or bounce, or an animated
/// `setContentOffset`. UIKit drives all of these from its own display link (`_smoothScrollDisplayLink:`), not
/// from Core Animation, so the offset really changes every frame and observers see every step.
///
/// It holds the scroll view weakly: the frame scheduler keeps the motion alive while it moves, and a scroll
/// view released mid-motion simply stops being moved.
@MainActor
final class ScrollMotion: FrameDriven {
    /// The finger moving in a straight line at constant speed (`simulateDrag`).
    struct FingerPath {
        let from: CGPoint
        let to: CGPoint
        let start: TimeInterval
        let duration: TimeInterval

        /// Finger velocity in points per second.
        var velocity: CGPoint {
            CGPoint(x: (to.x - from.x) / duration, y: (to.y - from.y) / duration)
        }

        func translation(at time: TimeInterval) -> CGPoint {
            // The clock's frame times are sums of frame intervals: allow for their rounding at the end.
            guard time < start + duration - 1e-9 else { return to }
            let fraction = CGFloat(max(0, (time - start) / duration))
            return CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        }
    }

    /// An animated `setContentOffset(_:animated:)`.
    struct OffsetAnimation {
        /// Stand-in choice: Apple documents no duration; 0.3 s with ease-in-out looks like a device.
        static let duration: TimeInterval = 0.3

        let from: CGPoint
        let to: CGPoint
        let start: TimeInterval

        func offset(at time: TimeInterval) -> CGPoint {
            let fraction = CGFloat(TimingCurve.easeInOut.value(at: (time - start) / Self.duration))
            return CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        }

        func isFinished(at time: TimeInterval) -> Bool {
            time - start >= Self.duration - 1e-9
        }
    }

    enum Phase {
        case idle
        case finger(FingerPath)
        /// After the finger lifted: each axis decelerating or springing, `nil` once it rests.
        case released(horizontal: AxisMotion?, vertical: AxisMotion?)
        case animation(OffsetAnimation)
    }

    private weak var scrollView: UIScrollView?
    private(set) var phase: Phase = .idle
    /// When the motion last set the offset (or started from it).
    private var shownAt: TimeInterval = 0
    /// Counts `start` and `stop` calls, to notice a delegate starting or stopping motion during a frame.
    private var generation = 0

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    var isFollowingFinger: Bool {
        if case .finger = phase { return true }
        return false
    }

    func start(_ newPhase: Phase) {
        phase = newPhase
        shownAt = FrameScheduler.shared.now
        generation += 1
        FrameScheduler.shared.drive(self)
    }

    func stop() {
        phase = .idle
        generation += 1
        FrameScheduler.shared.stopDriving(self)
    }

    func advanceFrame(to now: TimeInterval) -> Bool {
        guard let scrollView else {
            phase = .idle
            return false
        }
        let generation = self.generation
        switch phase {
        case .idle:
            break
        case .finger(let path):
            if path.translation(at: now) == path.to { phase = .idle }
            scrollView.moveFinger(to: path.translation(at: now), velocity: path.velocity)
        case let .released(horizontal, vertical):
            let threshold = 0.5 / UIScreen.main.scale
            var offset = scrollView.modelBounds.origin
            var motions = (horizontal: horizontal, vertical: vertical)
            // An axis without motion of its own rests: when the limits moved past it meanwhile (an inset or content
            // size changed during the other axis's bounce), it snaps into them as a resting offset does.
            let limitsX = scrollView.scrollLimits(.horizontal)
            let limitsY = scrollView.scrollLimits(.vertical)
            if let motion = horizontal {
                (offset.x, motions.horizontal) = motion.advanced(
                    to: now, from: offset.x, shownAt: shownAt, in: limitsX, threshold: threshold)
            } else {
                offset.x = limitsX.clamped(offset.x)
            }
            if let motion = vertical {
                (offset.y, motions.vertical) = motion.advanced(
                    to: now, from: offset.y, shownAt: shownAt, in: limitsY, threshold: threshold)
            } else {
                offset.y = limitsY.clamped(offset.y)
            }
            let isAtRest = motions.horizontal == nil && motions.vertical == nil
            shownAt = now
            phase = isAtRest ? .idle : .released(horizontal: motions.horizontal, vertical: motions.vertical)
            scrollView.applyMotionOffset(offset)
            if isAtRest, generation == self.generation { scrollView.decelerationDidEnd() }
        case .animation(let animation):
            let isFinished = animation.isFinished(at: now)
            if isFinished { phase = .idle }
            scrollView.applyMotionOffset(isFinished ? animation.to : animation.offset(at: now))
            if isFinished, generation == self.generation { scrollView.scrollingAnimationDidEnd() }
        }
        return !isIdle
    }
}
