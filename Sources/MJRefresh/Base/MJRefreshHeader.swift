/// The pull-down control above the content: pull past its height and release to refresh.
///
/// While refreshing, the header adds its height to the top of `contentInset` (as a delta on the host's own
/// inset) so that it stays in view; ending removes exactly that delta. The trigger geometry is
/// `MJRefreshHeaderTrigger`; only a finger starts a refresh: a fling that bounces past the top does not, and a
/// refresh that ends while the finger is still down cannot restart until the finger lifts.
@MainActor
open class MJRefreshHeader: MJRefreshComponent {
    /// Where headers keep the date of their last refresh; `UserDefaults.standard` unless replaced (for tests).
    public static var lastUpdatedTimeStore: any MJRefreshLastUpdatedStore = MJRefreshUserDefaultsLastUpdatedStore()

    /// The key under which this header stores the date of its last completed refresh. Headers of different
    /// lists should use different keys.
    open var lastUpdatedTimeKey: String = MJRefreshConstants.lastUpdatedTimeKey

    /// When this header last finished a refresh, or `nil` if never.
    open var lastUpdatedTime: Date? {
        Self.lastUpdatedTimeStore.date(forKey: lastUpdatedTimeKey)
    }

    /// Extra distance between the header and the top of the content, for content that has its own inset
    /// the header should sit above (for example a search bar). The header's `y` is `-height - value`.
    open var ignoredScrollViewContentInsetTop: CGFloat = 0 {
        didSet { mj_y = trigger.frameY }
    }

    private var pullGate = MJRefreshPullGate()
    /// A release past the threshold seen inside an offset observation: handled at the next layout, so that
    /// no inset is written from inside the observation.
    private var isReleasePending = false

    var trigger: MJRefreshHeaderTrigger {
        MJRefreshHeaderTrigger(height: mj_h, ignoredInsetTop: ignoredScrollViewContentInsetTop)
    }

    override open func prepare() {
        super.prepare()
        mj_h = MJRefreshConstants.headerHeight
    }

    override open func placeSubviews() {
        super.placeSubviews()
        mj_y = trigger.frameY
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if isReleasePending {
            isReleasePending = false
            if state == .pulling { beginRefreshing() }
        }
        if state == .refreshing { keepRefreshingInsetUnderContent() }
    }

    @discardableResult
    override open func link(to scrollView: UIScrollView) -> Self {
        scrollView.mj_header = self
        return self
    }

    // MARK: Observation

    override open func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        guard let scrollView else { return }
        pullGate.observe(isTracking: scrollView.isTracking)
        if state == .refreshing {
            setNeedsLayout()
            return
        }
        let outcome = trigger.outcome(state: state, metrics: metrics(of: scrollView), gateOpen: pullGate.isOpen)
        if let percent = outcome.pullingPercent { pullingPercent = percent }
        if outcome.beginsRefreshing {
            isReleasePending = true
            setNeedsLayout()
        } else if let newState = outcome.newState {
            state = newState
        }
    }

    override open func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewPanStateDidChange(change)
        guard let newState = change?["new"] as? UIGestureRecognizer.State else { return }
        switch newState {
        case .ended where state == .pulling:
            // The finger lifted past the threshold: this is the one moment a refresh may start.
            beginRefreshing()
        case .cancelled where state == .pulling, .failed where state == .pulling:
            // An interrupted pull (a system gesture, a disabled recognizer) is not a release.
            state = .idle
        default:
            break
        }
    }

    /// The scroll view as the trigger geometry sees it, measured from the inset without the header's share.
    private func metrics(of scrollView: UIScrollView) -> MJRefreshScrollMetrics {
        let adjusted = MJRefreshInsets(scrollView.adjustedContentInset)
        let baseline = insetLedger.adjustedInset(adjusted, without: .header)
        scrollViewOriginalInset = UIEdgeInsets(baseline)
        return MJRefreshScrollMetrics(
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
            boundsSize: scrollView.bounds.size, adjustedInset: adjusted, baselineInset: baseline,
            isDragging: scrollView.isDragging, isTracking: scrollView.isTracking)
    }

    // MARK: State

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        switch (oldState, state) {
        case (_, .refreshing):
            revealForRefreshing()
        case (.refreshing, .idle), (.refreshing, .noMoreData):
            collapseAfterRefreshing()
        default:
            break
        }
    }

    /// Adds the header's height to the top inset and scrolls it into view, then calls back.
    private func revealForRefreshing() {
        guard let scrollView else {
            executeRefreshingCallback()
            return
        }
        isReleasePending = false
        let wasCancelled = scrollView.panGestureRecognizer.state == .cancelled
        UIView.animate(withDuration: fastAnimationDuration, animations: {
            guard !wasCancelled else { return }
            let baselineTop = self.metrics(of: scrollView).baselineInset.top
            self.setInsetDelta(self.trigger.height, for: .header)
            var offset = scrollView.contentOffset
            offset.y = self.trigger.refreshingOffsetY(baselineTop: baselineTop)
            scrollView.setContentOffset(offset, animated: false)
        }, completion: { _ in
            self.executeRefreshingCallback()
        })
    }

    /// Takes the header's share out of the top inset, restoring the host's inset exactly.
    private func collapseAfterRefreshing() {
        Self.lastUpdatedTimeStore.setDate(Date(), forKey: lastUpdatedTimeKey)
        pullGate.refreshDidEnd(isTracking: scrollView?.isTracking ?? false)
        UIView.animate(withDuration: slowAnimationDuration, animations: {
            self.endRefreshingAnimationBeginAction?()
            self.removeInsetDelta(for: .header)
            if self.isAutomaticallyChangeAlpha { self.alpha = 0 }
        }, completion: { _ in
            if !self.isRefreshing { self.pullingPercent = 0 }
            self.endRefreshingCompletionBlock?()
        })
    }

    /// While refreshing, the header's share shrinks as the content scrolls up over it, so section headers of a
    /// table pin to the real top instead of hovering below the header.
    private func keepRefreshingInsetUnderContent() {
        guard let scrollView else { return }
        let baselineTop = metrics(of: scrollView).baselineInset.top
        setInsetDelta(trigger.refreshingInsetDelta(offsetY: scrollView.contentOffset.y, baselineTop: baselineTop),
                      for: .header)
    }
}

extension UIEdgeInsets {
    init(_ insets: MJRefreshInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
