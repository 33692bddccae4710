import MJRefresh
import SimulationTesting

/// A model of MJRefresh 3.7.9's header, written from its documented behaviour (MJRefreshHeader.m), to show that the
/// simulator's containers reproduce the failures reported against it before our header is shown to pass the same
/// scenarios. Test code only: what it observes and when it writes insets and offsets, nothing drawn.
///
/// - On every offset change while not refreshing it snapshots the adjusted inset (`orig`), arms past
///   `−orig.top − h` while the scroll view is dragging, and begins refreshing on the first offset change after
///   the drag stopped with the pull armed (whatever stopped it: a lift or a cancelled pan).
/// - Refreshing: in a 0.25 s animation, unless the pan is cancelled, the top inset becomes `orig.top + h` (written
///   through the adjusted inset) and the offset `−(orig.top + h)`; the callback runs when the animation ends.
/// - While refreshing, each offset change sets the top inset to `clamp(−offset.y, orig.top, orig.top + h)` and
///   keeps `orig.top − that` as the delta the end adds back.
/// - `endRefreshing()` goes idle on the next turn of the main queue; the end adds the delta back in 0.4 s.
@MainActor
final class MJRefresh379Header: UIView {
    enum State { case idle, pulling, refreshing }

    private(set) var state = State.idle
    private(set) var callbacks = 0
    let height: CGFloat = 54
    private weak var scrollView: UIScrollView?
    private var orig = UIEdgeInsets.zero
    private var insetTDelta: CGFloat = 0
    private var observation: NSKeyValueObservation?

    init(on scrollView: UIScrollView) {
        super.init(frame: CGRect(x: 0, y: -54, width: scrollView.bounds.width, height: 54))
        self.scrollView = scrollView
        scrollView.addSubview(self)
        scrollView.alwaysBounceVertical = true
        orig = scrollView.adjustedContentInset
        observation = scrollView.observe(\.contentOffset) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.offsetDidChange() }
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// MJRefresh's `mj_insetT` setter: the top inset as an adjusted value, the system's part taken out.
    private func setAdjustedTop(_ top: CGFloat) {
        guard let scrollView else { return }
        let systemPart = scrollView.adjustedContentInset.top - scrollView.contentInset.top
        scrollView.contentInset.top = top - systemPart
    }

    private func offsetDidChange() {
        guard let scrollView else { return }
        let offsetY = scrollView.contentOffset.y
        if state == .refreshing {
            let insetT = min(max(-offsetY, orig.top), orig.top + height)
            if abs(scrollView.adjustedContentInset.top - insetT) > .ulpOfOne { setAdjustedTop(insetT) }
            insetTDelta = orig.top - insetT
            return
        }
        orig = scrollView.adjustedContentInset
        let happenOffsetY = -orig.top
        guard offsetY <= happenOffsetY else { return }
        let pullingOffsetY = happenOffsetY - height
        if scrollView.isDragging {
            if state == .idle, offsetY < pullingOffsetY {
                state = .pulling
            } else if state == .pulling, offsetY >= pullingOffsetY {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshing()
        }
    }

    func beginRefreshing() {
        guard let scrollView, state != .refreshing else { return }
        state = .refreshing
        let cancelled = scrollView.panGestureRecognizer.state == .cancelled
        UIView.animate(
            withDuration: 0.25,
            animations: {
                guard !cancelled else { return }
                let top = self.orig.top + self.height
                self.setAdjustedTop(top)
                scrollView.contentOffset.y = -top
            },
            completion: { _ in self.callbacks += 1 })
    }

    func endRefreshing() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard self.state == .refreshing, let scrollView = self.scrollView else { return }
                self.state = .idle
                UIView.animate(withDuration: 0.4) {
                    scrollView.contentInset.top += self.insetTDelta
                }
            }
        }
    }
}
