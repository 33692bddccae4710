#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A footer that loads by itself when the user scrolls it into view.
///
/// Placement rule: always right after the content, `y = contentSize.height + ignoredScrollViewContentInsetBottom`,
/// also when the content is shorter than the view (the footer then reads as the list's last row). It moves on
/// every content size change and at every layout, so it never sits at a stale height.
///
/// While attached and visible its height is part of the bottom inset (a delta on the host's own inset), so it
/// can be scrolled fully into view; hiding it or removing it gives that inset back exactly. On empty content
/// (height 0) it hides itself until rows arrive; the app's own `isHidden = true` stays in force through that.
///
/// A load starts, and `refreshingBlock` runs at once:
/// - when the user scrolls down until `triggerAutomaticallyRefreshPercent` of the footer is in view (finger or
///   fling; drags are limited by `autoTriggerTimes`);
/// - with content shorter than the view, when the user pushes it up and releases;
/// - on a tap on an idle state footer, or a call to `beginRefreshing()`, whatever the drag history.
///
/// Never from a pull down (content above its top is the header's gesture, whatever the trigger percent), and
/// never again by itself after a load ends: appending rows, settling estimated sizes, reloading the same data
/// or releasing the finger at the end just loaded start nothing; the user has to reach the new end or start a
/// new drag. See `MJRefreshFooter` for the rules all footers keep, and `MJRefreshAutoFooterTrigger` for the
/// geometry.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final` (see `MJRefreshComponent`).
@preconcurrency @MainActor
open class MJRefreshAutoFooter: MJRefreshFooter {
    @exclusivity(unchecked) private var trigger = MJRefreshAutoFooterTrigger()

    override var role: MJRefreshRole? { .autoFooter }

    /// Whether scrolling to the footer loads; `true`. When `false` only a tap or a call starts a load.
    public final var isAutomaticallyRefresh: Bool {
        get { trigger.automaticallyRefresh }
        set { trigger.automaticallyRefresh = newValue }
    }

    /// How much of the footer must be in view before scrolling loads: 1 (all of it) by default. Smaller values
    /// load earlier (0: as its top edge appears; −2: two footer heights before it), larger ones later. To load
    /// well ahead of the end, set `prefetchDistance` instead, which this then gives way to.
    public final var triggerAutomaticallyRefreshPercent: CGFloat {
        get { trigger.triggerPercent }
        set { trigger.triggerPercent = newValue }
    }

    /// Loads ahead of the end: when set, scrolling loads once the bottom of the footer is within this distance
    /// below the visible area (`.points(600)`, or `.screenHeights(1.5)` of the scroll view's height), and
    /// `triggerAutomaticallyRefreshPercent` is unused. `nil` (the default) keeps the percent. Every other rule
    /// stays: only a move down loads, once per end, within `autoTriggerTimes`.
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

    /// How many loads one drag may start; 1 by default, −1 for no limit, 0 for none (then only flings, taps
    /// and calls load). Loads started while the content decelerates, by a tap or by a call are not counted.
    /// Setting it refills the budget of the current drag.
    public final var autoTriggerTimes: Int {
        get { trigger.autoTriggerTimes }
        set { trigger.autoTriggerTimes = newValue }
    }

    /// What the app last set `isHidden` to. The footer also hides itself while the content is empty, and tells
    /// the two apart: rows arriving show it again only if the app has not hidden it.
    private var isHiddenByApp = false

    /// Whether the footer is hidden: when the app hid it, and, by itself, while the scroll view's content is empty
    /// (height 0, or not finite), where there is nothing to load after and a tap on its place must do nothing.
    /// Setting it records the app's wish; reading it gives what is on screen. Hiding gives back the footer's
    /// height from the bottom inset (and ends a load); showing adds the height again.
    override open var isHidden: Bool {
        get { super.isHidden }
        set {
            isHiddenByApp = newValue
            updateVisibility()
        }
    }

    /// Not interactive, the footer sees no offset change, as when hidden: it moves on from where the content is
    /// when it becomes interactive again.
    override open var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled && !oldValue { followOffsetFromHere() } }
    }

    override func scrollViewDidAttach(_ scrollView: UIScrollView) {
        super.scrollViewDidAttach(scrollView)
        // The offsets the footer saw on another scroll view say nothing about this one's moves.
        followOffsetFromHere()
        updateVisibility()
        followScrollView()
    }

    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        // Detached, the footer no longer hides for an empty list: only the app's wish is left.
        if scrollView == nil { updateVisibility() }
    }

    override open func placeSubviews() {
        super.placeSubviews()
        updateVisibility()
        followScrollView()
    }

    /// Whether the attached scroll view's content is empty.
    private final var isContentEmpty: Bool {
        guard let height = scrollView?.contentSize.height else { return false }
        return !(height.isFinite && height > 0)
    }

    /// Applies the app's wish and the empty-content rule to the view's hidden flag.
    private final func updateVisibility() {
        let hidden = isHiddenByApp || isContentEmpty
        guard hidden != super.isHidden else { return }
        super.isHidden = hidden
        // Hidden, the footer saw no offset change: it moves on from where it is shown again.
        if !hidden { followOffsetFromHere() }
        followScrollView()
    }

    /// Takes the scroll view's offset now as the last one seen, after a time the footer saw none (hidden, not
    /// interactive, on another scroll view): only a move down from here loads, as the offset change's own old
    /// value would say.
    private final func followOffsetFromHere() {
        trigger.previousOffsetY = scrollView?.contentOffset.y
    }

    /// Places the footer after the content and keeps its share of the bottom inset equal to its height while it
    /// is visible (the height may change, for example when a GIF footer grows to fit its images).
    private final func followScrollView() {
        placeAfterContent()
        setInsetDelta(isHidden ? 0 : mj_h, for: .autoFooter)
    }

    private final func placeAfterContent() {
        guard let scrollView else { return }
        trigger.height = mj_h
        trigger.ignoredInsetBottom = ignoredScrollViewContentInsetBottom
        let y = trigger.frameY(contentHeight: scrollView.contentSize.height)
        if mj_y != y { mj_y = y }
    }

    // MARK: Observation

    override open func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentSizeDidChange(change)
        updateVisibility()
        placeAfterContent()
    }

    /// The trigger measures from the adjusted inset, footer included: its height is part of what can be
    /// scrolled to. A footer waiting for a retry loads nothing by scrolling (see `MJRefreshFooter+Retry`).
    override func scrollDidChange(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        let loads = trigger.scrollDidChange(
            state: state, metrics: metrics,
            mayLoad: mayLoad(contentHeight: metrics.contentSize.height) && !isWaitingForRetry,
            isAnotherComponentRefreshing: isAnotherComponentRefreshing)
        if loads { beginRefreshing() }
    }

    override func panDidChange(_ event: MJRefreshPanEvent) {
        switch event {
        case .began:
            trigger.panDidBegin()
        case .ended:
            guard let scrollView else { return }
            let metrics = insets.metrics(of: scrollView, excluding: .autoFooter)
            if isWaitingForRetry {
                let retries = trigger.releaseRetries(
                    state: state, metrics: metrics, mayLoad: mayLoad(contentHeight: metrics.contentSize.height),
                    isAnotherComponentRefreshing: isAnotherComponentRefreshing)
                if retries { beginRefreshing() }
                return
            }
            let loads = trigger.panDidEnd(
                state: state, metrics: metrics, mayLoad: mayLoad(contentHeight: metrics.contentSize.height),
                isAnotherComponentRefreshing: isAnotherComponentRefreshing)
            if loads { beginRefreshing() }
        case .interrupted:
            break
        }
    }

    // MARK: State

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        followRefreshCycleInView(from: oldState) { trigger.refreshingDidEnd(contentHeight: $0) }
        // With `isAutomaticallyChangeAlpha` an auto footer is invisible until it first loads (it has no pull to
        // fade in with); the end of the list, though, must be seen.
        if state == .noMoreData { alpha = 1 }
    }
}
