#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// How a component joins and leaves its scroll view, and the hooks that keep its inset share and its place in step
// with the scroll view.

extension MJRefreshComponent {
    /// Attaches the component to `scrollView` in its role (`mj_header`, `mj_footer`, `mj_trailer`, `mj_leader`
    /// or `mj_autoHeader`). The base class has no role and does nothing.
    @discardableResult
    public final func link(to scrollView: UIScrollView) -> Self {
        install(in: scrollView)
        return self
    }

    /// The scroll view's effective inset (`adjustedContentInset`) without this component's own share: the ground
    /// the trigger geometry measures from. Measured again when the component attaches, at each offset change, at
    /// each change of `contentInset` and after each write of the component's share, so it follows the safe area
    /// and the bars too.
    public final var scrollViewOriginalInset: UIEdgeInsets { insets.baseline }

    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        frame = CGRect(
            x: -scrollView.adjustedContentInset.left, y: frame.minY,
            width: scrollView.bounds.width, height: frame.height)
        scrollView.alwaysBounceVertical = true
        insets.attach(to: scrollView)
        let sitsAgainstVisibleArea = role?.sitsAgainstVisibleArea == true
        observer = MJRefreshScrollViewObserver(scrollView, for: self, followingResizes: sitsAgainstVisibleArea)
        // The component's own action first, so that actions a subclass adds as it attaches come after it.
        accessibilityDidAttach(to: scrollView)
        scrollViewDidAttach(scrollView)
        if sitsAgainstVisibleArea { placeAgainstVisibleArea() }
    }

    /// Stops observing and takes this component's inset share out of the scroll view, which keeps its
    /// host's inset exactly. A refresh in progress ends silently (no callbacks).
    func detachFromScrollView() {
        guard let scrollView else { return }
        scrollViewWillDetach(scrollView)
        accessibilityWillDetach(from: scrollView)
        observer?.invalidate()
        observer = nil
        insets.removeAll(from: scrollView)
        leaveStateSilently()
        pullingPercent = 0
        self.scrollView = nil
        resultMomentDidEnd()
        cycle.completions.completeBeginCalls(calledBack: false)
    }

    /// Places a component that sits against the visible area (its role says so) from the scroll view as it is
    /// now: when it attaches, at each layout pass and when the content size changes. Resizes of the scroll view and
    /// changes of the safe area ask for a layout pass; each offset change re-places it with the metrics the
    /// decision measures anyway.
    func placeAgainstVisibleArea() {
        followLayoutDirection()
        guard let scrollView, let role, role.sitsAgainstVisibleArea else { return }
        place(insets.metrics(of: scrollView, excluding: role, remembering: true))
    }

    /// Keeps the inset share's idea of the host's inset current; the component re-places itself at the next
    /// layout, since where a footer or trailer sits can depend on the insets.
    func contentInsetDidChange(in scrollView: UIScrollView) {
        setNeedsLayout()
        insets.contentInsetDidChange(in: scrollView, for: role)
        followLeadingInset(of: scrollView)
    }

    /// A header or a footer spans the content from its leading edge, which the left inset moves. MJRefresh places
    /// it there only when it attaches, so a host that changes the left inset later left it off by the old inset.
    private func followLeadingInset(of scrollView: UIScrollView) {
        guard let edge = role?.edge, edge == .top || edge == .bottom else { return }
        let x = -scrollView.adjustedContentInset.left
        if frame.minX != x { frame.origin.x = x }
    }

    /// Sets this component's share of `role`'s edge to `delta` (see `MJRefreshInsetShare`).
    func setInsetDelta(_ delta: CGFloat, for role: MJRefreshRole) {
        guard let scrollView else { return }
        insets.setDelta(delta, for: role, in: scrollView)
    }

    /// Removes this component's share of `role`'s edge, restoring the host's value exactly.
    func removeInsetDelta(for role: MJRefreshRole) {
        guard let scrollView else { return }
        insets.removeDelta(for: role, in: scrollView)
    }

    /// Whether a refresh may start now, by any means (see `mayLoad(contentHeight:)`).
    var mayLoad: Bool { mayLoad(contentHeight: scrollView?.contentSize.height) }
}
