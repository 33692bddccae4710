#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A component's share of its scroll view's `contentInset`, kept as a delta on top of the host's own inset
/// (`MJRefreshInsetLedger`), so a host write made during a refresh is kept and ending restores exactly the host's
/// value; and the ground the geometry measures from.
///
/// A class, so that a write (whose observation comes back into the component) holds no exclusive access to it.
@MainActor
final class MJRefreshInsetShare {
    @exclusivity(unchecked) private var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
    /// Set while the component writes `contentInset`, so that the observations the write causes are not taken
    /// for the host's.
    private var isWriting = false
    /// The scroll view's effective inset (`adjustedContentInset`) without the component's share, as last measured:
    /// at attach, at each offset change, at each inset change and after each write of the component's own.
    @exclusivity(unchecked) private(set) var baseline: UIEdgeInsets = .zero

    /// Starts from the host's inset as it is, with no share.
    func attach(to scrollView: UIScrollView) {
        ledger = MJRefreshInsetLedger(hostContentInset: MJRefreshInsets(scrollView.contentInset))
        baseline = scrollView.adjustedContentInset
    }

    /// The scroll view as the trigger geometry sees it: the baseline is the effective inset without `role`'s
    /// share. With `remembering`, `baseline` takes what was measured.
    func metrics(
        of scrollView: UIScrollView, excluding role: MJRefreshRole, remembering: Bool = false
    ) -> MJRefreshScrollMetrics {
        let adjusted = MJRefreshInsets(scrollView.adjustedContentInset)
        let baselineInset = ledger.adjustedInset(adjusted, without: role)
        if remembering { baseline = UIEdgeInsets(baselineInset) }
        return MJRefreshScrollMetrics(
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
            boundsSize: scrollView.bounds.size, adjustedInset: adjusted, baselineInset: baselineInset,
            isDragging: scrollView.isDragging, isTracking: scrollView.isTracking)
    }

    /// The scroll view's effective inset without `role`'s share (all of it for a component without a role).
    func baseline(of scrollView: UIScrollView, for role: MJRefreshRole?) -> UIEdgeInsets {
        guard let role else { return scrollView.adjustedContentInset }
        return UIEdgeInsets(ledger.adjustedInset(MJRefreshInsets(scrollView.adjustedContentInset), without: role))
    }

    /// Sets `role`'s share of its edge to `delta`, writing `contentInset` when it changes by more than half a
    /// point. Only that edge of `contentInset` is written; the others stay the host's.
    func setDelta(_ delta: CGFloat, for role: MJRefreshRole, in scrollView: UIScrollView) {
        guard let target = ledger.setDelta(delta, for: role) else { return }
        write(target, on: role.edge, to: scrollView, for: role)
    }

    /// Removes `role`'s share of its edge, restoring the host's value exactly.
    func removeDelta(for role: MJRefreshRole, in scrollView: UIScrollView) {
        guard let target = ledger.removeDelta(for: role) else { return }
        write(target, on: role.edge, to: scrollView, for: role)
    }

    /// Takes every share out, as the component leaves `scrollView`.
    func removeAll(from scrollView: UIScrollView) {
        for role in MJRefreshRole.allCases {
            if let restored = ledger.removeDelta(for: role) { write(restored, on: role.edge, to: scrollView, for: nil) }
        }
    }

    /// Keeps the ledger's idea of the host's inset current: a host write during a refresh becomes the new
    /// baseline and the share is put back on top of it. The inset is read from the scroll view, not from the
    /// change: when an observer rewrote the inset inside this notification, the change's value is already stale.
    func contentInsetDidChange(in scrollView: UIScrollView, for role: MJRefreshRole?) {
        // During the component's own write, what the view ends up showing is read once the write returns.
        guard !isWriting else { return }
        if let corrected = ledger.observe(contentInset: MJRefreshInsets(scrollView.contentInset)) {
            for edge in MJRefreshEdge.allCases where ledger.totalDelta(on: edge) != 0 {
                write(corrected, on: edge, to: scrollView, for: role)
            }
        }
        baseline = baseline(of: scrollView, for: role)
    }

    /// Writes `edge` of `contentInset`, then takes what the view shows as it is: a host whose setter clamps the
    /// value, or whose observer rewrites it, keeps its policy, and the component writes no more for this change
    /// (a component that insisted would write without end).
    private func write(
        _ target: MJRefreshInsets, on edge: MJRefreshEdge, to scrollView: UIScrollView, for role: MJRefreshRole?
    ) {
        var inset = scrollView.contentInset
        switch edge {
        case .top: inset.top = target.top
        case .left: inset.left = target.left
        case .bottom: inset.bottom = target.bottom
        case .right: inset.right = target.right
        }
        guard inset != scrollView.contentInset else { return }
        isWriting = true
        scrollView.contentInset = inset
        isWriting = false
        ledger.didWrite(on: edge, showing: MJRefreshInsets(scrollView.contentInset))
        baseline = baseline(of: scrollView, for: role)
    }
}

extension MJRefreshInsets {
    /// The same four edges as a UIKit inset.
    init(_ inset: UIEdgeInsets) {
        self.init(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }
}

extension UIEdgeInsets {
    /// The same four edges as the engine's inset.
    init(_ insets: MJRefreshInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
