import MJRefresh

/// The invariants of paging containers (JXPagingView #277, YNPageViewController #76): each page's components act on
/// their own list only, a sideways page swipe never refreshes, and at rest the list sits on its page, its footer
/// inside it. The session's own list keeps every other invariant as in a bare window.
extension SessionInvariants {
    /// Checked after every step of a paging scene.
    static func pagingAfterStep(_ rig: SessionRig) -> SessionViolation? {
        guard let paging = rig.paging else { return nil }
        return neighboursActOnTheirOwnLists(paging) ?? swipeRefreshesNothing(paging, rig)
    }

    /// The pages beside the list, which the session touches only by pulling them when shown, stay as they were
    /// between those pulls: no refresh but the ones the pulls started (each called back and ended), no breach of
    /// their logs, their components on their own lists, and their insets the auto footer's 44 pt at the bottom.
    static func neighboursActOnTheirOwnLists(_ paging: SessionPaging) -> SessionViolation? {
        for (index, neighbour) in paging.neighbours.enumerated() {
            let list = neighbour.scrollView
            let components: [any LoggedComponent] = [neighbour.header, neighbour.footer]
            let problem: String?
            if let breach = neighbour.logs.lazy.flatMap(\.breaches).first {
                problem = breach
            } else if let moved = components.first(where: {
                $0.state != .idle
                    || $0.log.entriesIntoRefreshing != ($0 === neighbour.header ? neighbour.pulledRefreshes : 0)
                    || !$0.log.hasCalledBackForCurrentRefresh
            }) {
                problem = """
                    its \(moved.log.kind) is \(moved.state) after \(moved.log.entriesIntoRefreshing) refreshes (the \
                    session's pulls started \(neighbour.pulledRefreshes)), called back \
                    \(moved.log.hasCalledBackForCurrentRefresh)
                    """
            } else if components.contains(where: { $0.superview !== list || $0.scrollView !== list }) {
                problem = "a component left its list"
            } else if list.contentInset != UIEdgeInsets(top: 0, left: 0, bottom: neighbour.footer.mj_h, right: 0) {
                problem = "its contentInset is \(list.contentInset)"
            } else {
                problem = nil
            }
            if let problem {
                return SessionViolation(
                    invariant: .pages, detail: "the list of page \(index == 0 ? 0 : 2) changed: \(problem)")
            }
        }
        return nil
    }

    /// From the first step of a page swipe or turn until a step that is neither a swipe's, a turn's nor time passing,
    /// no component of any page enters `.refreshing`, unless it was armed when the swipe lifted the list's finger (for
    /// the list's auto footer: that lift, which loads at the list's end) or was waiting for a window to begin (a begin made while its page was away). The list's own components are let
    /// off once the list's offset moved: its own motion (an animated scroll, a bounce, a fling) may bring its end
    /// into view.
    static func swipeRefreshesNothing(_ paging: SessionPaging, _ rig: SessionRig) -> SessionViolation? {
        guard let start = paging.swipeStart else { return nil }
        let listMoved = rig.scrollView?.contentOffset != paging.listOffsetAtSwipeStart
        for (log, entries, mayBegin, onList) in start
        where log.entriesIntoRefreshing > entries && !mayBegin && !(onList && listMoved) {
            return SessionViolation(
                invariant: .pages,
                detail: """
                    a page swipe started a \(log.kind) refresh (pager offset \(paging.screen.pager.contentOffset)); \
                    \(componentStates(rig))
                    """)
        }
        return nil
    }

    /// Checked at rest with the list shown: the pager rests on a whole page, the list fills it, and the footer (as wide
    /// as the list: `framesAtRest`) lies on it, its centre inside the page. Not its edges: like MJRefresh's, a
    /// footer starts at `x = -adjustedContentInset.left` in the content, so under a host's left inset it sticks out
    /// of the page by the inset while the list rests at `contentOffset.x = 0` (where a list whose content is as wide
    /// as it stays); it follows the inset when it changes
    /// (`PagingSessionRegressionTests.aComponentAttachedUnderALeftInsetFollowsItWhenTheInsetChanges`).
    static func pageAtRest(_ rig: SessionRig) -> SessionViolation? {
        guard let paging = rig.paging, let list = rig.scrollView else { return nil }
        let pager = paging.screen.pager
        let width = pager.bounds.width
        let page = width > 0 ? pager.contentOffset.x / width : 0
        let pageFrame = pager.convert(pager.bounds, to: nil)
        let listFrame = list.convert(list.bounds, to: nil)
        let problem: String?
        if abs(page - page.rounded()) * width > frameTolerance {
            problem = "the pager rests between pages, at \(pager.contentOffset.x)"
        } else if abs(listFrame.minX - pageFrame.minX) > frameTolerance
            || abs(listFrame.width - pageFrame.width) > frameTolerance
        {
            problem =
                "the list spans \(listFrame.minX)…\(listFrame.maxX), not its page \(pageFrame.minX)…\(pageFrame.maxX)"
        } else if let footer = rig.attached(.footer), !footer.isHidden,
            case let frame = footer.convert(footer.bounds, to: nil),
            frame.midX < pageFrame.minX || frame.midX > pageFrame.maxX
        {
            problem = "the footer spans \(frame.minX)…\(frame.maxX), off its page \(pageFrame.minX)…\(pageFrame.maxX)"
        } else {
            problem = nil
        }
        return problem.map { SessionViolation(invariant: .pages, detail: "at rest \($0); \(componentStates(rig))") }
    }
}
