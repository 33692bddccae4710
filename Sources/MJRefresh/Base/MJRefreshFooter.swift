#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The base of the load-more controls below the content: `MJRefreshAutoFooter` (loads when scrolled into view)
/// and `MJRefreshBackFooter` (loads when pulled up and released). Attach one with `scrollView.mj_footer = …`.
///
/// Rules every footer keeps:
/// - It loads only while idle, visible (`isHidden == false`) and below some content: a hidden footer, a footer
///   on empty content (content height 0) or a detached one never loads, whether by gesture, tap or call.
/// - `endRefreshingWithNoMoreData()` stops every load, calls included, until `resetNoMoreData()` (or
///   `endRefreshing()`, whose "there may be more" then wins, as the last call made).
/// - User gestures start nothing while the header or the trailer refreshes.
/// - After a load ends it never loads again by itself: the user has to reach the end again.
/// - After a load that ends with `.failure` it waits for the user (`isWaitingForRetry`): see `MJRefreshFooter+Retry`.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`). Its own
/// hooks are `endRefreshingWithNoMoreData()` and `resetNoMoreData()`.
@preconcurrency @MainActor
open class MJRefreshFooter: MJRefreshComponent {
    /// Extra distance between the end of the content and the footer, for content that ends with some inset of
    /// its own the footer should sit below. Moves the footer at the next layout.
    @exclusivity(unchecked) public final var ignoredScrollViewContentInsetBottom: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// What the deprecated `isAutomaticallyHidden` was set to; nothing reads it, as in MJRefresh.
    final var automaticallyHiddenFlag = false

    /// Hiding a footer ends its load, its `.noMoreData` or its wait for a retry: the state becomes `.idle` and
    /// any inset it added is given back. A hidden footer never loads.
    override open var isHidden: Bool {
        didSet {
            if isHidden && !oldValue {
                isWaitingForRetry = false
                enter(.idle)
            }
        }
    }

    /// Whether the last load ended with `.failure` and the footer waits for the user: it shows "Loading failed.
    /// Tap to retry" and loads again only on a tap, a new pull (see `MJRefreshFooter+Retry`) or a call. `false`
    /// again once a load starts, at `endRefreshingWithNoMoreData()`, `resetNoMoreData()` or `endRefreshing()`, and
    /// when the footer is hidden or leaves its scroll view.
    @exclusivity(unchecked) public internal(set) var isWaitingForRetry = false {
        didSet { if isWaitingForRetry != oldValue { retryWaitDidChange() } }
    }

    override open func prepare() {
        super.prepare()
        mj_h = MJRefreshConstants.footerHeight
    }

    override func install(in scrollView: UIScrollView) {
        scrollView.mj_footer = self
    }

    /// Starts a load now, unless the footer may not load (hidden, no content, detached, or `.noMoreData`).
    override open func beginRefreshing() {
        guard mayLoad else { return }
        super.beginRefreshing()
    }

    /// Ends loading and shows that there is nothing more (`.noMoreData`): no load starts, by scrolling,
    /// tapping or calling, until `resetNoMoreData()`. Safe from any thread, like `endRefreshing()`: on the main
    /// actor the state is `.noMoreData` when this returns. The footer shows its "No more data" look at once;
    /// `endRefreshing(with: .noMoreData)` ends in the same state after showing "No more data" as the load's result
    /// for `resultDisplayDuration`.
    open func endRefreshingWithNoMoreData() {
        MainActorContext.perform { [weak self] in self?.enter(.noMoreData) }
    }

    /// Leaves `.noMoreData` (or ends loading, or the wait for a retry) for `.idle`, so loads can start again.
    /// Safe from any thread.
    open func resetNoMoreData() {
        MainActorContext.perform { [weak self] in
            self?.isWaitingForRetry = false
            self?.enter(.idle)
        }
    }

    /// Ends loading, or the wait for a retry, for `.idle`; see `MJRefreshComponent.endRefreshing()`.
    override open func endRefreshing() {
        MainActorContext.perform { [weak self] in self?.isWaitingForRetry = false }
        super.endRefreshing()
    }

    override var purpose: MJRefreshPurpose { .loadMore }

    override open func stateDidChange(from oldState: MJRefreshState) {
        followRetryWait(from: oldState)
        super.stateDidChange(from: oldState)
        if oldState == .refreshing, state == .idle || state == .noMoreData { settleOnAPageIfPaging() }
    }

    /// Called when `isWaitingForRetry` changed; the state footers show their title again. Overrides call `super`.
    func retryWaitDidChange() {
        updateAccessibilityElement()
        setNeedsLayout()
    }

    override var endAnnouncementWhileWaiting: String? {
        guard isWaitingForRetry else { return nil }
        return stateViews.titleText ?? MJRefreshConfig.default.localizer.string(for: .footerFailed)
    }

    override func scrollViewWillDetach(_ scrollView: UIScrollView) {
        isWaitingForRetry = false
        super.scrollViewWillDetach(scrollView)
    }

    override func endWithNoMoreData() {
        endRefreshingWithNoMoreData()
    }

    /// A load that ended leaves a paging list where the footer was shown, between two pages once the load added
    /// rows (MJRefresh #311, #584): the list then moves to the nearest page, as the user's own scroll would. Scrolls
    /// (animated) a resting paging scroll view to the nearest multiple of its height, kept in the range it can rest
    /// in; does nothing under a finger, while it moves, or when it already rests on a page.
    private final func settleOnAPageIfPaging() {
        guard let scrollView, scrollView.isPagingEnabled, !scrollView.isTracking, !scrollView.isDecelerating else {
            return
        }
        let page = scrollView.bounds.height
        let offset = scrollView.contentOffset
        guard page > 0, offset.y.isFinite else { return }
        let nearest = CGPoint(x: offset.x, y: (offset.y / page).rounded() * page)
        let target = Self.offset(nearest, keptInRangeOf: scrollView, along: .bottom)
        guard abs(target.y - offset.y) > 0.5 else { return }
        scrollView.setContentOffset(target, animated: true)
    }

    /// Whether a load may start now, by any means (`MJRefreshRole.footerMayLoad`); never while detached.
    override func mayLoad(contentHeight: CGFloat?) -> Bool {
        guard let contentHeight else { return false }
        return MJRefreshRole.footerMayLoad(state: state, isHidden: isHidden, contentHeight: contentHeight)
    }
}
