#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A control above the content that loads older items by itself when the top of the list comes into view, as a
/// chat or a timeline does: no pull needed. Attach it with `scrollView.mj_autoHeader = …`.
///
/// Placement rule: right above the content (`y = −height`); while attached and visible its height is part of the
/// top inset (a delta on the host's own inset), so it can be scrolled fully into view; hiding or removing it gives
/// that inset back exactly.
///
/// A load starts, and `refreshingBlock` runs at once, when the content moves up until its top is within
/// `prefetchDistance` of the visible area (by default, as the header starts to show), by a finger or a fling; on
/// a call to `beginRefreshing()`; or from VoiceOver's "Load more" action. Never again by itself after a load ends
/// until the content's height has changed (the older rows arrived) or the user's finger moved the list away from
/// the top. `endRefreshingWithNoMoreData()` stops every load until `resetNoMoreData()`, as a footer's does.
///
/// What the user reads stays in place: the content grows above it while the header loads (older rows inserted
/// at the top), and the header moves the offset down by exactly the growth, also while the finger is down (it
/// carries on from there) or the list decelerates (it rests where it is). `endRefreshing()` first lays the
/// scroll view out, so rows a `reloadData()` or `insertRows` just before it added are measured while the header
/// still keeps the place. Growth while the header is not loading (new rows at the bottom) moves nothing.
/// Geometry: `MJRefreshAutoHeaderTrigger`.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`).
@preconcurrency @MainActor
open class MJRefreshAutoHeader: MJRefreshComponent {
    private var trigger = MJRefreshAutoHeaderTrigger()

    override var role: MJRefreshRole? { .autoHeader }
    override var purpose: MJRefreshPurpose { .loadMore }

    /// How far ahead of the top it loads: once the top of the header is within this distance above the visible
    /// area (`.points(600)`, `.screenHeights(1)`). `nil` (the default): as soon as the header starts to show.
    public final var prefetchDistance: MJRefreshPrefetchDistance? {
        get { trigger.prefetchDistance }
        set { trigger.prefetchDistance = newValue }
    }

    /// Sets `prefetchDistance`.
    @discardableResult
    public final func prefetching(within distance: MJRefreshPrefetchDistance?) -> Self {
        prefetchDistance = distance
        return self
    }

    override open func prepare() {
        super.prepare()
        mj_h = MJRefreshConstants.footerHeight
    }

    override func install(in scrollView: UIScrollView) {
        scrollView.mj_autoHeader = self
    }

    /// Whether a load may start now: visible, out of `.noMoreData`, above some content, attached.
    override func mayLoad(contentHeight: CGFloat?) -> Bool {
        guard let contentHeight else { return false }
        return MJRefreshRole.footerMayLoad(state: state, isHidden: isHidden, contentHeight: contentHeight)
    }

    /// Starts a load now, unless the header may not load (hidden, no content, detached, or `.noMoreData`).
    override open func beginRefreshing() {
        guard mayLoad else { return }
        super.beginRefreshing()
    }

    /// Lays the scroll view out first, so rows the app just added above are measured while the place is kept;
    /// then ends as `MJRefreshComponent.endRefreshing()` does.
    override open func endRefreshing() {
        MainActorContext.perform { [weak self] in self?.scrollView?.layoutIfNeeded() }
        super.endRefreshing()
    }

    /// Ends loading and shows that there is nothing older: no load starts until `resetNoMoreData()`. Safe from any
    /// thread.
    public final func endRefreshingWithNoMoreData() {
        MainActorContext.perform { [weak self] in
            self?.scrollView?.layoutIfNeeded()
            self?.enter(.noMoreData)
        }
    }

    /// Leaves `.noMoreData` (or ends loading) for `.idle`, so loads can start again. Safe from any thread.
    public final func resetNoMoreData() {
        MainActorContext.perform { [weak self] in self?.enter(.idle) }
    }

    override func endWithNoMoreData() {
        endRefreshingWithNoMoreData()
    }

    /// Hiding the header ends its load or `.noMoreData` and gives its inset back; showing it adds it again.
    override open var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { enter(.idle) }
            followScrollView()
        }
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        trigger.previousOffsetY = scrollView.contentOffset.y
        followScrollView()
    }

    override open func placeSubviews() {
        super.placeSubviews()
        followScrollView()
    }

    /// Sits above the content and keeps its share of the top inset equal to its height while visible.
    private func followScrollView() {
        guard scrollView != nil else { return }
        trigger.height = mj_h
        if mj_y != trigger.frameY { mj_y = trigger.frameY }
        setInsetDelta(isHidden ? 0 : mj_h, for: .autoHeader)
    }

    // MARK: Observation

    override func scrollDidChange(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        let loads = trigger.scrollDidChange(
            state: state, metrics: metrics, mayLoad: mayLoad(contentHeight: metrics.contentSize.height),
            isAnotherComponentRefreshing: isAnotherComponentRefreshing)
        if loads { beginRefreshing() }
    }

    override func panDidChange(_ event: MJRefreshPanEvent) {}

    /// Content that grows while the header loads grew above what the user reads: the offset follows it.
    override open func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentSizeDidChange(change)
        guard state == .refreshing, let scrollView,
            let old = change?["old"] as? CGSize, let new = change?["new"] as? CGSize
        else { return }
        let growth = new.height.mjFinite - old.height.mjFinite
        guard growth != 0 else { return }
        let kept = CGPoint(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y + growth)
        // Under the finger the drag carries on from the new offset (and rubber-bands it back if need be);
        // otherwise `setContentOffset` also stops a fling, so the content rests where the user reads instead of
        // flying on past it, within the range it can rest in (content that shrank may leave no place to keep).
        if scrollView.isTracking {
            scrollView.contentOffset = kept
        } else {
            scrollView.setContentOffset(Self.offset(kept, keptInRangeOf: scrollView, along: .top), animated: false)
        }
    }

    // MARK: State

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        followRefreshCycleInView(from: oldState) { trigger.refreshingDidEnd(contentHeight: $0) }
    }
}
