import MJRefresh

/// The invariants hosts that push back must not break: component frames sit at the edges of the content or of the
/// visible area, the auto footer hides exactly on empty content or by the app's wish, and a refresh a lift started
/// stays in view while only time passes, whatever paging or snapping planned.
extension SessionInvariants {
    /// Tolerance of a frame edge: layout arithmetic only.
    static let frameTolerance: CGFloat = 0.01

    /// Checked at rest: every attached component's frame against the edges it documents.
    static func framesAtRest(_ rig: SessionRig) -> SessionViolation? {
        guard let scrollView = rig.scrollView else { return nil }
        let adjusted = scrollView.adjustedContentInset
        let content = CGSize(width: max(0, scrollView.contentSize.width), height: max(0, scrollView.contentSize.height))
        let view = scrollView.bounds.size
        func violation(_ role: SessionStep.Role, _ what: String, _ actual: CGFloat, _ expected: CGFloat)
            -> SessionViolation?
        {
            guard abs(actual - expected) > frameTolerance else { return nil }
            return SessionViolation(
                invariant: .frames,
                detail: """
                    at rest the \(role)'s \(what) is \(actual), expected \(expected); frame \
                    \(rig.attached(role)?.frame ?? .zero), content \(content), bounds \(scrollView.bounds), adjusted \
                    inset \(adjusted); \(componentStates(rig))
                    """)
        }
        if let header = rig.attached(.header) {
            if let found = violation(.header, "bottom edge (the content's top)", header.frame.maxY, 0)
                ?? violation(.header, "width", header.frame.width, view.width)
            {
                return found
            }
        }
        if let footer = rig.attached(.footer) as? MJRefreshAutoFooter {
            let shouldHide = rig.hosts.footerHiddenByApp || content.height <= 0
            if footer.isHidden != shouldHide {
                return SessionViolation(
                    invariant: .frames,
                    detail: """
                        at rest the auto footer is \(footer.isHidden ? "hidden" : "shown") on content \(content.height) \
                        with the app's isHidden \(rig.hosts.footerHiddenByApp)
                        """)
            }
            if let found = violation(.footer, "top edge (the content's end)", footer.frame.minY, content.height)
                ?? violation(.footer, "width", footer.frame.width, view.width)
            {
                return found
            }
        } else if let footer = rig.attached(.footer) {
            // The back footer: after the content, or at the bottom of the visible area without its own share.
            let expected = max(content.height, view.height - adjusted.top - endInsetWithoutShare(of: .footer, rig))
            if let found = violation(.footer, "top edge", footer.frame.minY, expected)
                ?? violation(.footer, "width", footer.frame.width, view.width)
            {
                return found
            }
        }
        if let trailer = rig.attached(.trailer) {
            let expected = max(content.width, view.width - adjusted.left - endInsetWithoutShare(of: .trailer, rig))
            if let found = violation(.trailer, "leading edge", trailer.frame.minX, expected)
                ?? violation(.trailer, "height", trailer.frame.height, view.height)
            {
                return found
            }
        }
        return nil
    }

    /// Where the visible area ends along the role's axis, in content coordinates, before the component's own share
    /// of the end inset: a component at the end is fully in view when its far edge is there.
    private static func visibleEnd(of role: SessionStep.Role, _ rig: SessionRig) -> CGFloat {
        guard let scrollView = rig.scrollView else { return 0 }
        let inset = endInsetWithoutShare(of: role, rig)
        return role == .trailer
            ? scrollView.contentOffset.x + scrollView.bounds.width - inset
            : scrollView.contentOffset.y + scrollView.bounds.height - inset
    }

    /// The adjusted inset at the end a footer (bottom) or trailer (right) sits at, without the part of the
    /// component's share the view shows.
    private static func endInsetWithoutShare(of role: SessionStep.Role, _ rig: SessionRig) -> CGFloat {
        guard let scrollView = rig.scrollView else { return 0 }
        let adjusted = scrollView.adjustedContentInset
        return role == .trailer
            ? adjusted.right - shownShare(rightShare(rig), of: \.right, rig)
            : adjusted.bottom - shownShare(bottomShare(rig), of: \.bottom, rig)
    }

    /// The part of a component's documented `share` of an edge that the view shows: all of it, unless the host's
    /// inset policy holds the edge below the host's value plus the share (a component places itself by the share
    /// the view shows).
    private static func shownShare(
        _ share: CGFloat, of edge: KeyPath<UIEdgeInsets, CGFloat>,
        _ rig: SessionRig
    ) -> CGFloat {
        guard let scrollView = rig.scrollView, let policy = rig.policy else { return share }
        return min(share, max(0, scrollView.contentInset[keyPath: edge] - policy.apply(to: rig.host)[keyPath: edge]))
    }

    /// Checked when a session settles after a lift with only time passing since: a component the lift armed and
    /// that now refreshes is fully in view (the header at the top, the leader at the start, a back footer or
    /// trailer at the end), even on a paging scroll view or under a delegate that moved the target offset.
    /// A component at the end may also rest where its far edge meets the visible end short of the range's end:
    /// under a list shorter than the view it sits at the bottom of the visible area, its share measured against
    /// the content the lift saw, so content that grows while it refreshes (rows measured) lengthens the range
    /// below it without moving it or the offset, as in MJRefresh.
    static func refreshStaysInView(_ rig: SessionRig) -> SessionViolation? {
        guard let scrollView = rig.scrollView else { return nil }
        for role in rig.hosts.armedAtLift {
            guard let component = rig.attached(role), component.state == .refreshing else { continue }
            let isHorizontal = role == .trailer || role == .leader
            let range = SessionHosts.validRange(of: scrollView, horizontal: isHorizontal)
            let position = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
            let atStart = role == .header || role == .leader
            let expected = atStart ? range.lowerBound : range.upperBound
            if !atStart,
                abs(visibleEnd(of: role, rig) - (isHorizontal ? component.frame.maxX : component.frame.maxY)) <= 0.5
            {
                continue
            }
            if abs(position - expected) > 0.5 {
                return SessionViolation(
                    invariant: .frames,
                    detail: """
                        the \(role) a lift started refreshing rests at \(position), not in view at \(expected) (paging \
                        \(scrollView.isPagingEnabled), snapping \(rig.hosts.snapper?.interval ?? 0)); \(componentStates(rig))
                        """)
            }
        }
        return nil
    }
}
