#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The pull-down control above the content: pull past its height and release to refresh.
///
/// While refreshing, the header adds its height to the top of `contentInset` (as a delta on the host's own
/// inset) so that it stays in view; ending removes exactly that delta. The trigger geometry is
/// `MJRefreshHeaderTrigger`; only a finger starts a refresh: a fling that bounces past the top does not, and a
/// refresh that ends while the finger is still down is not restarted by that finger, even at its lift: the next
/// pull can.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`). Its own
/// hook is `lastUpdatedTimeKey`.
@preconcurrency @MainActor
open class MJRefreshHeader: MJRefreshComponent {
    /// Where every header keeps the date of its last refresh, and the clock that dates it: `UserDefaults.standard`
    /// and the system clock unless the app sets another store (an App Group suite, dates in memory). On the Linux
    /// simulator each `UISimulation.reset()` sets a store in memory on the simulated clock (`MJRefreshLaunchState`).
    public static var lastUpdatedTimeStore: any MJRefreshLastUpdatedStore = MJRefreshLaunchState.lastUpdatedTimeStore

    /// The key under which this header stores the date of its last completed refresh. Headers of different
    /// lists should use different keys.
    open var lastUpdatedTimeKey: String = MJRefreshConstants.lastUpdatedTimeKey

    /// When this header last finished a refresh that did not end with `.failure`, or `nil` if never.
    public final var lastUpdatedTime: Date? {
        Self.lastUpdatedTimeStore.date(forKey: lastUpdatedTimeKey)
    }

    /// Extra distance between the header and the top of the content, for content that has its own inset
    /// the header should sit above (for example a search bar). The header's `y` is `-height - value`.
    @exclusivity(unchecked) public final var ignoredScrollViewContentInsetTop: CGFloat = 0 {
        didSet { mj_y = trigger.frameY }
    }

    /// MJRefresh's switch for collection views whose cells jump while `contentInset` changes inside a UIView
    /// animation (https://github.com/CoderMJLee/MJRefresh/issues/225). When `true` this header's reveal and
    /// collapse change the inset and offset at once, without animation (MJRefresh animates the bounds with Core
    /// Animation instead); the callbacks come as usual. `false` by default.
    /// `fastAnimationDuration` and `slowAnimationDuration` read 0 while it is set, and keep their values for when
    /// it is cleared.
    public final var isCollectionViewAnimationBug: Bool {
        get { cycle.durations.isInsetAnimationOff }
        set { cycle.durations.isInsetAnimationOff = newValue }
    }

    override var role: MJRefreshRole? { .header }
    override var purpose: MJRefreshPurpose { .refresh }

    final var trigger: MJRefreshHeaderTrigger {
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
        if state == .refreshing { keepRefreshingInsetUnderContent() }
    }

    override func install(in scrollView: UIScrollView) {
        scrollView.mj_header = self
    }

    // MARK: State

    /// A refresh that ended is the last update, unless it ended with `.failure` (the data shown is as old as
    /// before): its date is stored before the collapse runs, so the collapse's callbacks read it.
    override open func stateDidChange(from oldState: MJRefreshState) {
        if oldState == .refreshing, !isRefreshing, !refreshIsEndingWithFailure {
            let store = Self.lastUpdatedTimeStore
            store.setDate(store.now, forKey: lastUpdatedTimeKey)
        }
        super.stateDidChange(from: oldState)
    }

    /// While refreshing, the header's share shrinks as the content scrolls up over it, so section headers of a
    /// table pin to the real top instead of hovering below the header.
    private final func keepRefreshingInsetUnderContent() {
        guard let scrollView else { return }
        let baselineTop = insets.baseline(of: scrollView, for: .header).top
        setInsetDelta(
            trigger.refreshingInsetDelta(offsetY: scrollView.contentOffset.y, baselineTop: baselineTop),
            for: .header)
    }
}
