/// Runs `UIView.animate`: records which properties an animation block changes, interpolates what is presented
/// frame by frame, and calls completions on the virtual clock.
///
/// The model (what getters return, what KVO reports) changes at once; only the presentation moves, as with
/// Core Animation. A later animation of the same property of the same view takes over from the presented value
/// and the earlier animation completes with `false`. A change made outside any animation block also ends a
/// running animation of that property (stand-in choice: the presentation jumps to the new model value).
@MainActor
final class AnimationEngine {
    static let shared = AnimationEngine()

    var areAnimationsEnabled = true

    /// One call of `UIView.animate`.
    private final class Group {
        let start: TimeInterval
        let duration: TimeInterval
        let curve: AnimationCurve
        let completion: ((Bool) -> Void)?
        var liveTracks = 0
        var wasInterrupted = false

        init(start: TimeInterval, duration: TimeInterval, curve: AnimationCurve, completion: ((Bool) -> Void)?) {
            self.start = start
            self.duration = duration
            self.curve = curve
            self.completion = completion
        }

        func fraction(at now: TimeInterval) -> CGFloat {
            guard now > start else { return 0 }
            return CGFloat(curve.value(at: (now - start) / duration))
        }
    }

    /// One property of one view moving from `from` to the view's current model value.
    private struct Track {
        weak var view: UIView?
        let property: AnimatableProperty
        let from: AnimatableValue
        let group: Group
    }

    private struct TrackKey: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    private var openGroups: [Group?] = []  // nil: a block run without animation
    private var withoutAnimationDepth = 0
    private var tracks: [TrackKey: Track] = [:]
    private var finishedGroups: [(group: Group, finished: Bool)] = []

    var isIdle: Bool { tracks.isEmpty && finishedGroups.isEmpty }

    func reset() {
        openGroups = []
        withoutAnimationDepth = 0
        tracks = [:]
        finishedGroups = []
        areAnimationsEnabled = true
    }

    /// Runs `animations`, animating what they change over `duration` after `delay`: along `spring` when given,
    /// else along the timing curve `options` name.
    func animate(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: SpringCurve? = nil,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let animated = duration > 0 && duration.isFinite && animatesChanges
        let now = FrameScheduler.shared.now
        let group = Group(
            start: now + max(0, delay.isFinite ? delay : 0), duration: animated ? duration : 0,
            curve: spring.map(AnimationCurve.spring) ?? .timing(TimingCurve(options)), completion: completion)
        openGroups.append(animated ? group : nil)
        animations()
        openGroups.removeLast()
        if group.liveTracks == 0 {
            // Nothing to animate: UIKit still calls the completion, on a later turn of the run loop.
            finishedGroups.append((group, true))
        }
    }

    /// Whether a `UIView.animate` block would animate now: enabled, and not inside `performWithoutAnimation`.
    var animatesChanges: Bool { areAnimationsEnabled && withoutAnimationDepth == 0 }

    func withoutAnimation(_ body: () -> Void) {
        withoutAnimationDepth += 1
        body()
        withoutAnimationDepth -= 1
    }

    /// Called by a view's setter before its model value of `property` changes from `oldValue`.
    func willChange(_ view: UIView, _ property: AnimatableProperty, from oldValue: AnimatableValue) {
        let group = withoutAnimationDepth == 0 ? openGroups.last ?? nil : nil
        guard group != nil || !tracks.isEmpty else { return }
        let key = TrackKey(view: ObjectIdentifier(view), property: property)
        let now = FrameScheduler.shared.now
        var from = oldValue
        if let running = tracks.removeValue(forKey: key) {
            if running.group === group {
                // The same block sets the property again: one animation from the first value, not an interruption
                // (ending it here would complete the group once now and once more when the new track ends).
                from = running.from
                group?.liveTracks -= 1
            } else {
                from = running.from.blended(to: oldValue, running.group.fraction(at: now))
                end(running, finished: false)
            }
        }
        guard let group else { return }
        tracks[key] = Track(view: view, property: property, from: from, group: group)
        group.liveTracks += 1
    }

    /// What a render shows for `property` of `view` now, or `nil` when it is not animating.
    func presentedValue(of view: UIView, _ property: AnimatableProperty) -> AnimatableValue? {
        guard !tracks.isEmpty, let track = tracks[TrackKey(view: ObjectIdentifier(view), property: property)] else {
            return nil
        }
        let fraction = track.group.fraction(at: FrameScheduler.shared.now)
        return track.from.blended(to: view.modelValue(of: property), fraction)
    }

    func advanceFrame(to now: TimeInterval) -> Bool {
        for (key, track) in tracks where track.view == nil || now >= track.group.start + track.group.duration - 1e-9 {
            tracks.removeValue(forKey: key)
            end(track, finished: true)
        }
        let due = finishedGroups
        finishedGroups = []
        for (group, finished) in due.sorted(by: { $0.group.start < $1.group.start }) {
            group.completion?(finished)
        }
        return !isIdle
    }

    private func end(_ track: Track, finished: Bool) {
        let group = track.group
        if !finished { group.wasInterrupted = true }
        group.liveTracks -= 1
        if group.liveTracks == 0 { finishedGroups.append((group, !group.wasInterrupted)) }
    }
}
