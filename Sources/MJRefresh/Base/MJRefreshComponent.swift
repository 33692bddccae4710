#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A callback of a refresh component. Components call it on the main actor.
///
/// An ordinary closure type, as MJRefresh's block is imported into Swift: a factory that keeps a plain
/// `() -> Void` can hand it over as is. Components only ever call it from main-actor code.
public typealias MJRefreshComponentAction = () -> Void

/// The base of every refresh control: it attaches to a scroll view, observes it, runs the state machine and
/// calls back. Subclasses decide what the states mean on screen (`MJRefreshHeader`, the footers, the trailer);
/// the geometry decisions come from `MJRefreshCore`.
///
/// `open` = MJRefresh's subclass hooks; the rest is `public final`. The hooks are what MJRefresh's classes, its DIY
/// examples and apps written against it override: `prepare()`, `placeSubviews()`, the three `scrollView…DidChange(_:)`
/// observations, `i18nDidChange()`, `state` and `stateDidChange(from:)`, `pullingPercent`, `isRefreshing`, the two
/// `beginRefreshing` and two `endRefreshing` methods, and `executeRefreshingCallback()` (and UIKit's own `open`
/// members). Settings, callbacks and chainable setters are `public final`, in extensions by concern.
///
/// The class is thin: it owns the parts that do the work, each in its own file under `Base/Parts/` and
/// `Accessibility/`: the scroll view's observer with the pull loop (`MJRefreshScrollViewObserver`), the inset
/// share (`MJRefreshInsetShare`), the refresh cycle (`MJRefreshRefreshCycle`), the state's listeners
/// (`MJRefreshStateListeners`) and the accessibility bookkeeping (`MJRefreshAccessibility`). The hooks on a pull's
/// path (`state`, `beginRefreshing()`, `stateDidChange(from:)`, `executeRefreshingCallback()`) hand over to their part
/// in a line. What the component is to its scroll view is a value its parts ask: `role` for the geometry, `purpose`
/// for what the user is told.
///
/// Attaching to a view that is not a `UIScrollView` leaves the component inert: it observes nothing and
/// refreshing changes no inset. The scroll view is held weakly, so a `[weak self]` refreshing block lets
/// everything deallocate.
///
/// Main-actor isolation reaches clients as UIKit's does (`@preconcurrency`): code written against MJRefresh,
/// whose classes inherit UIKit's pre-concurrency isolation, gets the same warnings here and no new errors.
@preconcurrency @MainActor
open class MJRefreshComponent: UIView, Sendable {
    // MARK: Parts

    @exclusivity(unchecked) final var storedState: MJRefreshState = .idle
    /// The scroll view the component is attached to (its superview), held weakly.
    @exclusivity(unchecked) public final internal(set) weak var scrollView: UIScrollView?
    let insets = MJRefreshInsetShare()
    final var observer: MJRefreshScrollViewObserver?
    let cycle = MJRefreshRefreshCycle()
    final var accessibility = MJRefreshAccessibility()
    final var contentSlot = MJRefreshContentSlot()

    // MARK: State

    /// The component's state. Setting the current state again does nothing; any other change runs
    /// `stateDidChange(from:)`, where subclasses animate insets and views, then tells the parts that listen
    /// (see `MJRefreshRefreshCycle`).
    ///
    /// An app may set any state, as MJRefresh lets it (`header.state = .pulling` to show the armed look); the
    /// component then goes on from there. The component's own changes (a pull arming, a release, an end, hiding
    /// a footer) keep to its role's graph (`MJRefreshTransitions`), which debug builds assert.
    open var state: MJRefreshState {
        get { storedState }
        set { changeState(to: newValue) }
    }

    /// `true` while refreshing or waiting to refresh (`.willRefresh`).
    ///
    /// Settable, for bindings and reactive code that hold "is it refreshing?" as a flag: `true` begins as
    /// `beginRefreshing()` does and `false` ends as `endRefreshing()` does, with the same animations, callbacks
    /// and rules (a footer that may not load stays `false`). Setting the value it already has does nothing.
    /// `true` runs the refresh's callbacks; for a load the app started itself, set `showsRefreshing` instead.
    open var isRefreshing: Bool {
        get { storedState == .refreshing || storedState == .willRefresh }
        set {
            guard newValue != isRefreshing else { return }
            if newValue { beginRefreshing() } else { endRefreshing() }
        }
    }

    /// How far the user has pulled, as a fraction of the component's size (0 at rest, 1 at the threshold).
    @exclusivity(unchecked) open var pullingPercent: CGFloat = 0 {
        didSet { pullingPercentDidChange(from: oldValue) }
    }

    /// When `true` the component fades in as it is pulled (`alpha = pullingPercent`) and out when a refresh
    /// ends, so an idle component is invisible behind translucent bars.
    @exclusivity(unchecked) public final var isAutomaticallyChangeAlpha = false {
        didSet {
            guard !isRefreshing else { return }
            alpha = isAutomaticallyChangeAlpha ? pullingPercent : 1
        }
    }

    // MARK: Life cycle

    override public init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Decoding from an archive: prepares the component as `init(frame:)` does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private final func commonInit() {
        prepare()
        accessibility.languageObservation = NotificationObservation(MJRefreshConfig.languageDidChangeNotification) {
            [weak self] in self?.i18nDidChange()
        }
    }

    /// Sets up subviews and defaults; called once from the initialiser. Overrides must call `super`.
    open func prepare() {
        autoresizingMask = [.flexibleWidth]
        backgroundColor = .clear
    }

    /// Lays out the component's own subviews; called from `layoutSubviews`. Overrides must call `super`.
    open func placeSubviews() {}

    /// Called after the language of `MJRefreshConfig.default` changed; re-lays out. Overrides must call `super`.
    open func i18nDidChange() {
        updateAccessibilityElement()
        placeSubviews()
        contentSlot.receiver?.refreshComponentDidChangeLanguage(self)
    }

    /// Called after `state` changed from `oldState`. The base class reveals or collapses a pull component (see
    /// `MJRefreshRefreshCycle`); subclasses run their view changes here and must call `super`.
    open func stateDidChange(from oldState: MJRefreshState) {
        followRefreshCycle(from: oldState)
    }

    override open func layoutSubviews() {
        accessibilityWillLayOut()
        placeAgainstVisibleArea()
        placeSubviews()
        placeContent()
        stateViews.placeMark()
        super.layoutSubviews()
        runPendingRelease()
        startRefreshingIfWaiting()
    }

    /// A pull armed while the component is hidden or not interactive disarms at once: its pan's end would not
    /// reach it, and it would otherwise show "Release to refresh" at rest until the next gesture.
    override open var isHidden: Bool {
        didSet { followVisibility(disarming: isHidden) }
    }

    override open var isUserInteractionEnabled: Bool {
        didSet { followVisibility(disarming: !isUserInteractionEnabled) }
    }

    /// The safe area is part of the visible area (through `adjustedContentInset`): a component that sits against
    /// it is placed again at the next layout pass, and a refreshing one brings its share in step with the offset
    /// there (a bar hidden under a finger that holds the offset moves no offset to hear it by).
    override open func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if role?.sitsAgainstVisibleArea == true || storedState == .refreshing { setNeedsLayout() }
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if storedState == .willRefresh { setNeedsLayout() }
    }

    override open func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        detachFromScrollView()
        guard let scrollView = newSuperview as? UIScrollView else { return }
        attach(to: scrollView)
    }

    // MARK: The roles' hooks

    /// What the component is to its scroll view's geometry (header, footer, trailer): the engine decides from it.
    /// `nil` for the base class and a custom component built on it directly, which the engine leaves alone.
    var role: MJRefreshRole? { nil }
    /// What the component does for the user: what VoiceOver is told and offered.
    var purpose: MJRefreshPurpose { .custom }
    /// The views that show the state, which each style gives (see `MJRefreshStateViews`).
    var stateViews: MJRefreshStateViews { MJRefreshStateViews() }

    /// Whether a refresh may start now, by any means, over content `contentHeight` tall (`nil`: detached);
    /// footers narrow it (`MJRefreshFooter`). A decision passes the height it measured; `mayLoad` reads it.
    func mayLoad(contentHeight: CGFloat?) -> Bool { true }

    /// Reads the layout direction before a decision, for a role that depends on it (the trailer).
    func followLayoutDirection() {}

    /// Re-places the component from the metrics of an offset change (the back footer, the trailer).
    func place(_ metrics: MJRefreshScrollMetrics) {}

    /// Decides on an offset change: the pull engine; the auto footer and header have their own trigger.
    func scrollDidChange(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        decidePull(metrics, role: role)
    }

    /// Decides on a pan change: the pull engine; the auto footer and header have their own trigger.
    func panDidChange(_ event: MJRefreshPanEvent) {
        decidePull(event)
    }

    /// Ends a refresh whose result says there is no more data: a footer shows it (`MJRefreshFooter`), the others
    /// end as usual.
    func endWithNoMoreData() {
        enter(.idle)
    }

    /// What VoiceOver hears as a refresh ends when the component then waits for the user (a footer whose load
    /// failed), instead of the usual end text; `nil` when it does not wait.
    var endAnnouncementWhileWaiting: String? { nil }

    /// Puts the component in its scroll view's slot (`mj_header`, `mj_footer`, …) for `link(to:)`; the base
    /// class has no slot.
    func install(in scrollView: UIScrollView) {}

    /// Called once attached and observing; subclasses place themselves and add permanent insets here.
    func scrollViewDidAttach(_ scrollView: UIScrollView) {}

    /// Called before the component stops observing `scrollView`; subclasses take back permanent insets here.
    func scrollViewWillDetach(_ scrollView: UIScrollView) {}

    // MARK: Refreshing

    /// Starts refreshing: at once when the scroll view is in a window, else when it first lays out in one.
    open func beginRefreshing() {
        startRefreshing()
    }

    /// Starts refreshing and calls `completionBlock` once, for this call: right after the callbacks of the
    /// refresh it started (after the reveal animation for pull controls). When the call starts nothing (a footer
    /// that may not load), or its refresh ends or is detached before calling back, the block runs then instead,
    /// so it never waits forever. It is not kept: `beginRefreshingCompletionBlock` is the hook for every refresh.
    open func beginRefreshing(completionBlock: @escaping MJRefreshComponentAction) {
        beginRefreshing(calling: { _ in completionBlock() })
    }

    /// Ends refreshing. Safe from any thread: on the main actor the state is `.idle` when this returns (the
    /// collapse animates afterwards); from another thread the call runs on the main actor, in call order.
    ///
    /// Main-actor isolated like the rest of the component, so subclasses can override it and touch their views,
    /// as MJRefresh's users do; a call from another thread (Objective-C, Swift 5 code, a pre-concurrency
    /// warning) still lands on the main actor, since the body checks where it runs.
    open func endRefreshing() {
        MainActorContext.perform { [weak self] in self?.enter(.idle) }
    }

    /// Ends refreshing and calls `completionBlock` once, for this call, when the collapse animation has finished
    /// (after `endRefreshingCompletionBlock`). On a component with nothing to collapse (already idle, an auto
    /// footer) it runs as soon as the state is idle; when an earlier end is still collapsing, when that collapse
    /// finishes. Safe from any thread, like `endRefreshing()`; the block runs on the main actor.
    open func endRefreshing(completionBlock: @escaping MJRefreshComponentAction) {
        MainActorContext.perform { [weak self] in
            guard let self else { return completionBlock() }
            self.enter(.idle)
            self.cycle.completions.afterCollapse(completionBlock)
        }
    }

    /// Calls the refreshing block, starts the refreshing task, calls the target's action, then
    /// `beginRefreshingCompletionBlock`, each only while the refresh that runs them is still current (the
    /// refreshing block may end it), then completes the begin calls waiting for this refresh. Subclasses may
    /// override it (calling `super`) to act as a refresh starts.
    open func executeRefreshingCallback() {
        callBack()
    }

    // MARK: Observation (`MJRefreshScrollViewObserver` calls these)

    /// Called on every `contentOffset` set while the component is visible and interactive, once the component
    /// has decided on it (the observer runs the pull loop first, so `state` and `pullingPercent` are the new
    /// ones); `change` holds `"old"` and `"new"` `CGPoint` values. The base implementation does nothing, as
    /// MJRefresh's does; overrides may call `super`.
    open func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {}

    /// Called on every `contentSize` set, even while hidden, once the component has placed itself for it;
    /// `change` holds `"old"` and `"new"` `CGSize` values. The base implementation does nothing; overrides may
    /// call `super`.
    open func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {}

    /// Called on every pan-gesture state set while visible and interactive, once the component has decided on the
    /// finger's new phase; `change` holds `"old"` and `"new"` `UIGestureRecognizer.State` values. The base
    /// implementation does nothing; overrides may call `super`.
    open func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {}
}
