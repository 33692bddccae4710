import MJRefresh
import PropertyBased

/// Hosts that push back: what real apps do to the components that an ideal, passive host never does.
///
/// - A `contentInset` policy: a scroll view subclass whose setter caps every edge, or an app KVO observer that
///   keeps the top edge at a minimum by rewriting it. Each is installed mid-session (the host then assigns its
///   inset again, so the policy holds at once) and replaces the one before.
/// - Completions and their bridges: `endRefreshing(completionBlock:)`, `beginRefreshing(completionBlock:)`,
///   `await endRefreshingAndWait()` and the continuation bridge
///   `withCheckedContinuation { c in endRefreshing { c.resume() } }`, each counted: it must run exactly once.
enum PushBack: Sendable, Equatable, CustomStringConvertible {
    /// A `contentInset` policy the host enforces.
    enum Policy: Sendable, Equatable, CustomStringConvertible {
        /// The scroll view's setter caps every edge at this many points.
        case capEdges(Int)
        /// An app observer raises the top edge to at least this many points whenever it is below.
        case keepTopAtLeast(Int)

        /// What the host lets the view show for `inset`.
        func apply(to inset: UIEdgeInsets) -> UIEdgeInsets {
            switch self {
            case let .capEdges(cap):
                let cap = CGFloat(cap)
                return UIEdgeInsets(
                    top: min(inset.top, cap), left: min(inset.left, cap),
                    bottom: min(inset.bottom, cap), right: min(inset.right, cap))
            case let .keepTopAtLeast(minimum):
                var kept = inset
                kept.top = max(inset.top, CGFloat(minimum))
                return kept
            }
        }

        var description: String {
            switch self {
            case let .capEdges(cap): return ".capEdges(\(cap))"
            case let .keepTopAtLeast(minimum): return ".keepTopAtLeast(\(minimum))"
            }
        }
    }

    /// The host starts enforcing `policy` (`nil`: none) and assigns its own inset again.
    case policy(Policy?)
    /// `endRefreshing(completionBlock:)` on the role's component.
    case endWithCompletion(SessionStep.Role)
    /// `beginRefreshing(completionBlock:)` on the role's component.
    case beginWithCompletion(SessionStep.Role)
    /// `await endRefreshingAndWait()` in a task.
    case endAwaiting(SessionStep.Role)
    /// The continuation bridge users wrote before the `async` form existed, in a task.
    case endBridged(SessionStep.Role)

    var description: String {
        switch self {
        case let .policy(policy): return ".policy(\(policy.map(\.description) ?? "nil"))"
        case let .endWithCompletion(role): return ".endWithCompletion(.\(role))"
        case let .beginWithCompletion(role): return ".beginWithCompletion(.\(role))"
        case let .endAwaiting(role): return ".endAwaiting(.\(role))"
        case let .endBridged(role): return ".endBridged(.\(role))"
        }
    }

    /// The weighted push-back steps of a session on `roles`.
    static func weightedSteps(roles: [SessionStep.Role]) -> [(weight: Double, gen: SessionGenerators.StepGenerator)] {
        let policies: [Policy?] = [
            .capEdges(20), .capEdges(40), .capEdges(60), .keepTopAtLeast(20),
            .keepTopAtLeast(64), nil,
        ]
        return [
            (0.7, SessionGenerators.pick(policies).map { SessionStep.pushBack(.policy($0)) }.eraseToAny()),
            (1, SessionGenerators.pick(roles).map { SessionStep.pushBack(.endWithCompletion($0)) }.eraseToAny()),
            (1, SessionGenerators.pick(roles).map { SessionStep.pushBack(.beginWithCompletion($0)) }.eraseToAny()),
            (1, SessionGenerators.pick(roles).map { SessionStep.pushBack(.endAwaiting($0)) }.eraseToAny()),
            (1, SessionGenerators.pick(roles).map { SessionStep.pushBack(.endBridged($0)) }.eraseToAny()),
        ]
    }
}

/// A completion handed to one call during a session, and how many times it ran.
@MainActor
final class CompletionCall {
    let name: String
    private(set) var runs = 0
    /// Whether the call may legitimately still be waiting (a begin on a component that is not in a window).
    let mayStillWait: () -> Bool
    private let onExtraRun: (String) -> Void

    init(name: String, mayStillWait: @escaping () -> Bool = { false }, onExtraRun: @escaping (String) -> Void) {
        self.name = name
        self.mayStillWait = mayStillWait
        self.onExtraRun = onExtraRun
    }

    func run() {
        runs += 1
        if runs > 1 { onExtraRun("\(name) ran \(runs) times") }
    }
}

/// Scroll views whose `contentInset` setter applies the session host's cap. Both scenes' scroll views need it,
/// and a subclass must override the property itself: the two classes share `InsetCap`.
final class SessionTableView: UITableView {
    var insetCap = InsetCap()

    override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { super.contentInset = insetCap.apply(to: newValue) }
    }
}

final class SessionScrollView: UIScrollView {
    var insetCap = InsetCap()

    override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { super.contentInset = insetCap.apply(to: newValue) }
    }
}

/// The cap a session host's `contentInset` setter enforces, if any.
struct InsetCap {
    var policy: PushBack.Policy?

    func apply(to inset: UIEdgeInsets) -> UIEdgeInsets {
        guard case .capEdges? = policy else { return inset }
        return policy!.apply(to: inset)
    }
}

extension SessionRig {
    /// Runs a push-back step.
    func perform(_ step: PushBack) {
        switch step {
        case let .policy(policy):
            install(policy)
        case let .endWithCompletion(role):
            guard let component = components[role] else { return }
            let call = completionCall("\(step)")
            component.endRefreshing(completionBlock: call.run)
        case let .beginWithCompletion(role):
            guard let component = components[role] else { return }
            let call = completionCall("\(step)") { [weak self, weak component] in
                guard let self, let component else { return true }
                return component.state == .willRefresh || self.attached(role) !== component || !self.isInWindow
            }
            component.log.isBeginCallRunning = true
            component.beginRefreshing(completionBlock: call.run)
            component.log.isBeginCallRunning = false
        case let .endAwaiting(role):
            guard let component = components[role] else { return }
            let call = completionCall("\(step)", awaitedByTask: true)
            Task { @MainActor in
                await component.endRefreshingAndWait()
                call.run()
            }
        case let .endBridged(role):
            guard let component = components[role] else { return }
            let call = completionCall("\(step)", awaitedByTask: true)
            Task { @MainActor in
                await withCheckedContinuation { continuation in component.endRefreshing { continuation.resume() } }
                call.run()
            }
        }
    }

    /// The host starts enforcing `policy`: the scroll view's setter caps, or an observer rewrites, then the host
    /// assigns its own inset again so that the policy holds at once.
    private func install(_ policy: PushBack.Policy?) {
        guard let scrollView else { return }
        self.policy = policy
        (scrollView as? SessionTableView)?.insetCap.policy = policy
        (scrollView as? SessionScrollView)?.insetCap.policy = policy
        insetObservation = nil
        if case .keepTopAtLeast? = policy {
            insetObservation = scrollView.observe(\.contentInset) { scrollView, _ in
                MainActor.assumeIsolated {
                    let kept = policy!.apply(to: scrollView.contentInset)
                    if kept != scrollView.contentInset { scrollView.contentInset = kept }
                }
            }
        }
        writeHostInset(host)
    }

    /// The range an inset edge may show: the host's own value plus a share in `shares`, as the host's policy lets
    /// it through. A policy applies to the view's value, which the components build from what they observed: the
    /// host's value with the policy applied (a capping setter) or as written (an observer that rewrites after
    /// them); both are allowed.
    func expectedRange(
        _ edge: WritableKeyPath<UIEdgeInsets, CGFloat>, shares: ClosedRange<CGFloat>,
        tolerance: CGFloat
    ) -> ClosedRange<CGFloat> {
        func shown(_ share: CGFloat) -> [CGFloat] {
            guard let policy else { return [host[keyPath: edge] + share] }
            var sum = host
            sum[keyPath: edge] += share
            var base = policy.apply(to: host)
            base[keyPath: edge] += share
            return [policy.apply(to: sum)[keyPath: edge], policy.apply(to: base)[keyPath: edge]]
        }
        let candidates = shown(shares.lowerBound) + shown(shares.upperBound)
        return (candidates.min()! - tolerance)...(candidates.max()! + tolerance)
    }
}
