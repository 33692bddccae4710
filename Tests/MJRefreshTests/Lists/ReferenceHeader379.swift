import MJRefresh

/// A test-only model of MJRefresh 3.7.9's header (`MJRefreshHeader.m`), written from its documented behaviour to
/// check that the stand-in reproduces what MJRefresh's users reported. It does what the Objective-C header does
/// where it matters here: it observes `contentOffset`; a pull past its 54 pt while dragging arms it, and the first
/// offset change after the finger lifts starts the refresh, which sets the top inset to the original inset plus
/// 54 pt and scrolls there in a 0.25 s animation; while refreshing, each offset change re-clamps the top inset to
/// `−contentOffset.y` within that range (the fix for sticky section headers hovering below the top, MJRefresh
/// #400); the end gives the header's share back in a 0.4 s animation.
///
/// `resetsInsetWhileRefreshing: false` models the header before that fix, which kept the whole 54 pt.
@MainActor
final class ReferenceHeader379 {
    enum State { case idle, pulling, refreshing }

    static let height: CGFloat = 54
    let resetsInsetWhileRefreshing: Bool
    private weak var scrollView: UIScrollView?
    private var observation: NSKeyValueObservation?
    private(set) var state = State.idle
    private(set) var refreshes = 0
    private var originalInset = UIEdgeInsets.zero
    /// The original top minus the top the header set (negative while it holds a share).
    private var insetTDelta: CGFloat = 0

    init(on scrollView: UIScrollView, resetsInsetWhileRefreshing: Bool) {
        self.resetsInsetWhileRefreshing = resetsInsetWhileRefreshing
        self.scrollView = scrollView
        observation = scrollView.observe(\.contentOffset, options: .new) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.offsetDidChange() }
        }
    }

    /// MJRefresh's effective inset: `adjustedContentInset` on iOS 11 and later; setting it writes `contentInset`.
    private var effectiveTop: CGFloat {
        get { scrollView?.adjustedContentInset.top ?? 0 }
        set {
            guard let scrollView else { return }
            let system = scrollView.adjustedContentInset.top - scrollView.contentInset.top
            scrollView.contentInset.top = newValue - system
        }
    }

    private func offsetDidChange() {
        guard let scrollView else { return }
        if state == .refreshing {
            if resetsInsetWhileRefreshing { resetInset() }
            return
        }
        originalInset = scrollView.adjustedContentInset
        let offsetY = scrollView.contentOffset.y
        let happen = -originalInset.top
        guard offsetY <= happen else { return }
        let threshold = happen - Self.height
        if scrollView.isDragging {
            if state == .idle, offsetY < threshold {
                state = .pulling
            } else if state == .pulling, offsetY >= threshold {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshing()
        }
    }

    private func beginRefreshing() {
        state = .refreshing
        insetTDelta = -Self.height
        let top = originalInset.top + Self.height
        UIView.animate(
            withDuration: 0.25,
            animations: {
                self.effectiveTop = top
                if let scrollView = self.scrollView {
                    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -top), animated: false)
                }
            },
            completion: { _ in self.refreshes += 1 })
    }

    private func resetInset() {
        guard let scrollView else { return }
        let offsetY = scrollView.contentOffset.y
        let insetT = min(max(-offsetY, originalInset.top), originalInset.top + Self.height)
        insetTDelta = originalInset.top - insetT
        if abs(effectiveTop - insetT) > .ulpOfOne { effectiveTop = insetT }
    }

    func endRefreshing() {
        guard state == .refreshing else { return }
        state = .idle
        let delta = insetTDelta
        insetTDelta = 0
        UIView.animate(withDuration: 0.4) { self.effectiveTop += delta }
    }
}
