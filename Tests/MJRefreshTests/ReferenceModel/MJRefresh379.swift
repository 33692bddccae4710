import MJRefresh

/// A model of MJRefresh 3.7.9's header (`MJRefreshHeader.m` on `MJRefreshComponent.m`), written from its documented
/// behaviour, to show that the simulator reproduces the failures reported against it before our header is shown
/// to pass the same scenarios. Test code, never shipped: what it observes and when it writes insets, offsets and
/// its alpha; nothing drawn.
///
/// What it observes: `contentOffset` by key-value observation, from the moment it is added to the scroll view
/// (nothing while hidden). The pan's state is only read, when a refresh starts; the header observes no inset.
///
/// When it writes:
/// - `scrollViewOriginalInset` (`original` here) is the adjusted inset, taken when the header is added and again
///   on every offset change while not refreshing.
/// - Not refreshing, an offset past `−original.top` sets `pullingPercent` (the distance over its height): always
///   while dragging, afterwards only below 1. Dragging past `−original.top − height` arms the pull; the first
///   offset change after the drag with the pull armed begins refreshing.
/// - `beginRefreshing()`: `alpha` to 1, `pullingPercent` 1; in a window the refreshing branch of `setState:` runs
///   a 0.25 s animation that, unless the pan is cancelled, writes the adjusted top inset `original.top + height`
///   and the offset `−(original.top + height)`; the callback runs when it ends. Out of a window it waits in
///   `willRefresh` and asks to be drawn; the refreshing branch runs when it is drawn, back in a window.
/// - Refreshing, every offset change writes the adjusted top inset `clamp(−offset.y, original.top,
///   original.top + height)` (the fix that keeps section headers pinned at the top, MJRefresh #400) and keeps
///   `original.top` minus it as `insetTDelta`.
/// - `endRefreshing()` goes idle on the next turn of the main queue; the idle branch of `setState:` adds
///   `insetTDelta` back to the top inset in 0.4 s (and fades the header out with `automaticallyChangeAlpha`),
///   and sets `pullingPercent` to 0 when that ends.
/// - Insets are written as MJRefresh's `mj_insetT` does: the value is the adjusted inset, and the system's part
///   is taken out before writing `contentInset`. The header sits at `y = −height` (MJRefresh's
///   `ignoredScrollViewContentInsetTop` only moves it further up; no scenario sets it).
@MainActor
final class MJRefresh379Header: UIView {
    enum State { case idle, pulling, willRefresh, refreshing }

    /// MJRefresh's fixes the model can leave out, to show the stand-in reproduces the failure each one fixed.
    struct Fixes: OptionSet {
        let rawValue: Int

        /// Re-clamping the top inset on each offset change while refreshing (MJRefresh #400); without it the header
        /// keeps its whole height in the inset until the end takes it back.
        static let sectionHeaderInset = Fixes(rawValue: 1 << 0)
        /// Reading and writing the adjusted inset (3.1.13, for iOS 11: MJRefresh #922, #958); without it the
        /// header takes `contentInset` for the inset, and the system's part of the adjusted inset for a pull.
        static let adjustedInset = Fixes(rawValue: 1 << 1)
        static let all: Fixes = [.sectionHeaderInset, .adjustedInset]
    }

    let fixes: Fixes
    private(set) var state = State.idle
    /// How many times the refreshing callback ran.
    private(set) var callbacks = 0
    private(set) var pullingPercent: CGFloat = 0
    /// When `true` the header's alpha follows `pullingPercent` (MJRefresh's default: `false`).
    var automaticallyChangeAlpha = false {
        didSet {
            guard state != .refreshing else { return }
            alpha = automaticallyChangeAlpha ? pullingPercent : 1
        }
    }
    let height: CGFloat = 54
    private weak var scrollView: UIScrollView?
    private var original = UIEdgeInsets.zero
    private var insetTDelta: CGFloat = 0
    private var observation: NSKeyValueObservation?

    /// Adds the header at the back of `scrollView`'s subviews, as `mj_header` does.
    init(on scrollView: UIScrollView, fixes: Fixes = .all) {
        self.fixes = fixes
        super.init(frame: CGRect(x: 0, y: -54, width: scrollView.bounds.width, height: 54))
        self.scrollView = scrollView
        scrollView.insertSubview(self, at: 0)
        frame.origin.x = -inset(of: scrollView).left
        scrollView.alwaysBounceVertical = true
        original = inset(of: scrollView)
        observation = scrollView.observe(\.contentOffset) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.contentOffsetDidChange() }
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// MJRefresh's `mj_inset`: the adjusted inset (the content inset before 3.1.13).
    private func inset(of scrollView: UIScrollView) -> UIEdgeInsets {
        fixes.contains(.adjustedInset) ? scrollView.adjustedContentInset : scrollView.contentInset
    }

    /// MJRefresh's `mj_insetT`: setting it takes the system's part out before writing `contentInset`.
    private var insetTop: CGFloat {
        get { scrollView.map { inset(of: $0).top } ?? 0 }
        set {
            guard let scrollView else { return }
            let systemPart = inset(of: scrollView).top - scrollView.contentInset.top
            scrollView.contentInset.top = newValue - systemPart
        }
    }

    private func setPullingPercent(_ percent: CGFloat) {
        pullingPercent = percent
        if state != .refreshing, automaticallyChangeAlpha { alpha = percent }
    }

    private func contentOffsetDidChange() {
        guard let scrollView, isUserInteractionEnabled, !isHidden else { return }
        if state == .refreshing {
            if fixes.contains(.sectionHeaderInset) { resetInset() }
            return
        }
        original = inset(of: scrollView)
        let offsetY = scrollView.contentOffset.y
        let happenOffsetY = -original.top
        guard offsetY <= happenOffsetY else { return }
        let pullingOffsetY = happenOffsetY - height
        let percent = (happenOffsetY - offsetY) / height
        if scrollView.isDragging {
            setPullingPercent(percent)
            if state == .idle, offsetY < pullingOffsetY {
                state = .pulling
            } else if state == .pulling, offsetY >= pullingOffsetY {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshing()
        } else if percent < 1 {
            setPullingPercent(percent)
        }
    }

    private func resetInset() {
        let offsetY = scrollView?.contentOffset.y ?? 0
        let insetT = min(max(-offsetY, original.top), original.top + height)
        insetTDelta = original.top - insetT
        if abs(insetTop - insetT) > .ulpOfOne { insetTop = insetT }
    }

    func beginRefreshing() {
        UIView.animate(withDuration: 0.25) { self.alpha = 1 }
        setPullingPercent(1)
        if window != nil {
            startRefreshing()
        } else if state != .refreshing {
            state = .willRefresh
            setNeedsDisplay()
        }
    }

    override func draw(_ rect: CGRect) {
        if state == .willRefresh { startRefreshing() }
    }

    /// The refreshing branch of `setState:`.
    private func startRefreshing() {
        guard let scrollView, state != .refreshing else { return }
        state = .refreshing
        let cancelled = scrollView.panGestureRecognizer.state == .cancelled
        UIView.animate(
            withDuration: 0.25,
            animations: {
                guard !cancelled else { return }
                let top = self.original.top + self.height
                self.insetTop = top
                scrollView.contentOffset.y = -top
            },
            completion: { _ in self.callbacks += 1 })
    }

    /// Goes idle on a later turn of the main queue (MJRefresh dispatches it asynchronously). Played on the
    /// simulator's clock: an animation with nothing to animate completes on a later turn of the run loop.
    func endRefreshing() {
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in self.becomeIdle() })
    }

    private func becomeIdle() {
        guard state == .refreshing, let scrollView else { return }
        state = .idle
        // Before the fix the end took the header's whole height back.
        let delta = fixes.contains(.sectionHeaderInset) ? insetTDelta : -height
        UIView.animate(
            withDuration: 0.4,
            animations: {
                scrollView.contentInset.top += delta
                if self.automaticallyChangeAlpha { self.alpha = 0 }
            },
            completion: { _ in self.setPullingPercent(0) })
    }
}
