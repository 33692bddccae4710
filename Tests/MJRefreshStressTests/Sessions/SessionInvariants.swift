import MJRefresh

/// A broken promise, named so that shrinking keeps looking for the same one.
struct SessionViolation: Equatable, CustomStringConvertible {
    enum Invariant: String {
        /// `contentInset` = the host's own inset + the documented shares, as the host's policy lets them through.
        case insets
        /// At rest the offset lies inside its valid range.
        case offset
        /// A callback runs only while the refresh that started it is current, once; a refresh that stays current
        /// through its reveal calls back; states only along the documented graph.
        case transitions
        /// A completion passed to a call (block or `async` form) runs exactly once.
        case completions
        /// At rest nothing is armed or waiting without a reason.
        case restingState
        /// A call's documented immediate effect (on the main thread, the state changes synchronously).
        case callEffect
        /// After teardown everything is freed.
        case leaks
        /// Component frames at the documented edges; a refresh a lift started stays in view.
        case frames
        /// At rest an idle component shows nowhere in the visible area below the bars.
        case idleOutOfSight
        /// Each page's components act on their own list only, a page swipe never refreshes, the list rests on its
        /// page.
        case pages
    }

    let invariant: Invariant
    let detail: String

    var description: String { "[\(invariant.rawValue)] \(detail)" }
}

/// The invariants of a session, checked after every step, at rest, and after teardown.
@MainActor
enum SessionInvariants {
    /// Tolerance of the header's offset-following share (the component writes only changes above 0.5 pt).
    static let followTolerance: CGFloat = 0.5 + 1e-6
    /// Tolerance of "exactly": float noise only.
    static let exact: CGFloat = 1e-6

    /// Checked after every step: the inset ledger, the transition graph, the callback count.
    static func afterStep(_ rig: SessionRig) -> SessionViolation? {
        if let breach = rig.logs.lazy.flatMap(\.breaches).first {
            return SessionViolation(invariant: .transitions, detail: breach)
        }
        if let breach = rig.completionBreaches.first {
            return SessionViolation(invariant: .completions, detail: breach)
        }
        if let violation = pagingAfterStep(rig) { return violation }
        guard let scrollView = rig.scrollView else { return nil }
        let inset = scrollView.contentInset
        let header = rig.attached(.header)
        let olderShare = autoHeaderShare(rig)
        let headerShare: ClosedRange<CGFloat> =
            header?.state == .refreshing ? olderShare...olderShare + header!.mj_h : olderShare...olderShare
        let expected = (
            top: rig.expectedRange(\.top, shares: headerShare, tolerance: followTolerance),
            left: rig.expectedRange(\.left, shares: leftShare(rig)...leftShare(rig), tolerance: exact),
            bottom: rig.expectedRange(\.bottom, shares: bottomShare(rig)...bottomShare(rig), tolerance: exact),
            right: rig.expectedRange(\.right, shares: rightShare(rig)...rightShare(rig), tolerance: exact)
        )
        if !expected.top.contains(inset.top) || !expected.left.contains(inset.left)
            || !expected.bottom.contains(inset.bottom) || !expected.right.contains(inset.right)
        {
            return SessionViolation(
                invariant: .insets,
                detail: """
                    contentInset \(inset) but host \(rig.host) + shares\(rig.policy.map { " under \($0)" } ?? "") expects \
                    top \(expected.top), left \(expected.left), bottom \(expected.bottom), right \(expected.right); \
                    \(componentStates(rig))
                    """)
        }
        return nil
    }

    /// Checked when everything has settled with the finger up and the scroll view in its window.
    static func atRest(_ rig: SessionRig) -> SessionViolation? {
        if let violation = afterStep(rig) { return violation }
        if let call = rig.completionCalls.first(where: { $0.runs != 1 && !$0.mayStillWait() }) {
            return SessionViolation(
                invariant: .completions, detail: "at rest \(call.name) ran \(call.runs) times, not once")
        }
        guard let scrollView = rig.scrollView, rig.isInWindow else { return nil }
        for role in rig.setup.roles {
            guard let component = rig.attached(role) else { continue }
            if component.state == .pulling || component.state == .willRefresh {
                return SessionViolation(
                    invariant: .restingState,
                    detail: """
                        at rest with the finger up, the \(role) is \(component.state); \(componentStates(rig))
                        """)
            }
            if component.state == .refreshing, !component.log.hasCalledBackForCurrentRefresh {
                return SessionViolation(
                    invariant: .transitions,
                    detail: """
                        at rest the \(role) refreshes (refresh \(component.log.entriesIntoRefreshing)) but never called back
                        """)
            }
        }
        // Under a host policy the header's share is whatever the policy lets through (checked in `afterStep`).
        if rig.policy == nil, let header = rig.attached(.header), header.state == .refreshing,
            rig.offsetAtBaselineChange != scrollView.contentOffset
        {
            let share = scrollView.contentInset.top - rig.host.top
            let base = scrollView.adjustedContentInset.top - share
            let expected = min(max(-scrollView.contentOffset.y - base, 0), header.mj_h)
            if abs(share - expected) > followTolerance {
                return SessionViolation(
                    invariant: .insets,
                    detail: """
                        at rest the refreshing header adds \(share) to the top but its offset \
                        \(scrollView.contentOffset.y) asks for \(expected) (base \(base))
                        """)
            }
        }
        // The components move the offset along the scene's axis only; the other axis is the stand-in's alone.
        let adjusted = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        let bounds = scrollView.bounds.size
        let offset = scrollView.contentOffset
        let (position, range) =
            rig.setup.isHorizontal
            ? (
                offset.x,
                validRange(leading: adjusted.left, trailing: adjusted.right, content: size.width, view: bounds.width)
            )
            : (
                offset.y,
                validRange(leading: adjusted.top, trailing: adjusted.bottom, content: size.height, view: bounds.height)
            )
        if !range.contains(position) {
            return SessionViolation(
                invariant: .offset,
                detail: """
                    at rest the offset is \(offset), outside \(range); adjusted inset \(adjusted), content \(size), \
                    bounds \(bounds); \(componentStates(rig))
                    """)
        }
        return framesAtRest(rig) ?? idleOutOfSight(rig) ?? pageAtRest(rig)
    }

    /// Checked after a step's call returned on the main thread: its documented immediate effect.
    static func afterCall(_ step: SessionStep, stateBefore: MJRefreshState?, _ rig: SessionRig) -> SessionViolation? {
        let expectation: (role: SessionStep.Role, allowed: Set<MJRefreshState>)
        switch step {
        case let .end(role, .main): expectation = (role, [.idle])
        case .endWithNoMoreData(.main): expectation = (.footer, [.noMoreData])
        case .resetNoMoreData(.main): expectation = (.footer, [.idle])
        case let .begin(role):
            guard !ignoresBegin(role, stateBefore: stateBefore, rig) else { return nil }
            expectation = (role, [.refreshing, .willRefresh])
        default: return nil
        }
        guard let component = rig.components[expectation.role], !expectation.allowed.contains(component.state) else {
            return nil
        }
        return SessionViolation(
            invariant: .callEffect,
            detail: """
                after \(step) on the main thread the \(expectation.role) is \(component.state), expected \
                \(expectation.allowed.map { "\($0)" }.sorted().joined(separator: " or ")) at once
                """)
    }

    // MARK: Shares

    /// The footers' documented share of the bottom inset: the auto footer's height while attached and
    /// visible, the back footer's refreshing share while refreshing.
    static func bottomShare(_ rig: SessionRig) -> CGFloat {
        guard let footer = rig.attached(.footer) else { return 0 }
        if footer is MJRefreshAutoFooter { return footer.isHidden ? 0 : footer.mj_h }
        return footer.state == .refreshing ? footer.log.shareWhileRefreshing : 0
    }

    /// The auto header's documented share of the top inset: its height while attached and visible.
    static func autoHeaderShare(_ rig: SessionRig) -> CGFloat {
        guard let header = rig.attached(.autoHeader), !header.isHidden else { return 0 }
        return header.mj_h
    }

    /// The leader's documented share of the left inset while refreshing.
    static func leftShare(_ rig: SessionRig) -> CGFloat {
        guard let leader = rig.attached(.leader), leader.state == .refreshing else { return 0 }
        return leader.log.shareWhileRefreshing
    }

    /// The trailer's documented share of the right inset while refreshing.
    static func rightShare(_ rig: SessionRig) -> CGFloat {
        guard let trailer = rig.attached(.trailer), trailer.state == .refreshing else { return 0 }
        return trailer.log.shareWhileRefreshing
    }

    // MARK: Helpers

    /// A begin the component documents it ignores: a footer (or auto header) that is hidden, detached, has no
    /// content to load beside (height 0 or not finite) or has no more data (`MJRefreshFooter`,
    /// `MJRefreshAutoHeader`).
    private static func ignoresBegin(_ role: SessionStep.Role, stateBefore: MJRefreshState?, _ rig: SessionRig) -> Bool
    {
        guard role == .footer || role == .autoHeader, let footer = rig.components[role] else { return false }
        if stateBefore == .noMoreData || footer.isHidden { return true }
        guard let height = footer.scrollView?.contentSize.height else { return true }
        return !height.isFinite || height <= 0
    }

    private static func validRange(leading: CGFloat, trailing: CGFloat, content: CGFloat, view: CGFloat) -> ClosedRange<
        CGFloat
    > {
        let minimum = -leading
        let maximum = max(minimum, max(0, content) + trailing - view)
        return (minimum - 0.01)...(maximum + 0.01)
    }

    static func componentStates(_ rig: SessionRig) -> String {
        rig.setup.roles.map { role in
            guard let component = rig.components[role] else { return "no \(role)" }
            let place = rig.attached(role) == nil ? "removed" : (component.isHidden ? "hidden" : "attached")
            return "\(role) \(component.state) (\(place))"
        }.joined(separator: ", ")
    }
}
