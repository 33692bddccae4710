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
/// The class is thin: it owns the parts that do the work, each in its own file under `Base/Parts/` and
/// `Accessibility/`: the scroll view's observer (`MJRefreshScrollViewObserver`), the pull loop and its engine
/// (`MJRefreshPullLoop`), the inset share (`MJRefreshInsetShare`), the refresh cycle (`MJRefreshRefreshCycle`) and
/// the accessibility bookkeeping (`MJRefreshAccessibility`). What the component is to its scroll view is a value
/// its parts ask: `role` for the geometry, `purpose` for what the user is told.
///
/// Attaching to a view that is not a `UIScrollView` leaves the component inert: it observes nothing and
/// refreshing changes no inset. The scroll view is held weakly, so a `[weak self]` refreshing block lets
/// everything deallocate.
///
/// Main-actor isolation reaches clients as UIKit's does (`@preconcurrency`): code written against MJRefresh,
/// whose classes inherit UIKit's pre-concurrency isolation, gets the same warnings here and no new errors.
@preconcurrency @MainActor
open class MJRefreshComponent: UIView, Sendable {
    // MARK: Callbacks

    /// Called once each time the component enters `.refreshing` (after the reveal animation for pull controls).
    open var refreshingBlock: MJRefreshComponentAction? {
        get { callbacks.refreshingBlock }
        set { callbacks.refreshingBlock = newValue }
    }
    /// An `async` refresh: started after `refreshingBlock` each time a refresh starts, on the main actor; the
    /// refresh ends by itself when it returns. If the task ends the refresh itself (a footer calling
    /// `endRefreshingWithNoMoreData()`, say), that call wins. A refresh that ends any other way than by its task
    /// returning (`endRefreshing()`, `isRefreshing = false`, `endRefreshing(with:)`, setting `state`, the component
    /// leaving its scroll view) cancels the task cooperatively: `Task.isCancelled` turns `true`, cancellable
    /// awaits throw, and what it returns is dropped. Capture `self` weakly as with any callback.
    ///
    /// `final`: Swift 6.3 mangles the accessors of an overridable property of a `@MainActor` function type in a
    /// `@preconcurrency` class differently in the files of subclasses, so a debug build fails to link.
    public final var refreshingTask: (@MainActor () async -> Void)? {
        get { callbacks.refreshingTask }
        set { callbacks.refreshingTask = newValue }
    }
    /// An `async` refresh that says how it went: started like `refreshingTask` (after it, when both are set), and
    /// when it returns the refresh ends with `endRefreshing(with:)` and the result it returned. `final` for the
    /// reason `refreshingTask` is.
    public final var refreshingResultTask: (@MainActor () async -> MJRefreshResult)? {
        get { callbacks.refreshingResultTask }
        set { callbacks.refreshingResultTask = newValue }
    }
    /// Called after `refreshingBlock`, each time a refresh starts.
    open var beginRefreshingCompletionBlock: MJRefreshComponentAction? {
        get { callbacks.beginRefreshingCompletionBlock }
        set { callbacks.beginRefreshingCompletionBlock = newValue }
    }
    /// Called when the end-of-refresh animation starts, inside its animation block.
    open var endRefreshingAnimationBeginAction: MJRefreshComponentAction? {
        get { callbacks.endRefreshingAnimationBeginAction }
        set { callbacks.endRefreshingAnimationBeginAction = newValue }
    }
    /// Called when the end-of-refresh animation has finished, at every end: the persistent hook. A block passed
    /// to `endRefreshing(completionBlock:)` is not stored here; it belongs to that call alone.
    open var endRefreshingCompletionBlock: MJRefreshComponentAction? {
        get { callbacks.endRefreshingCompletionBlock }
        set { callbacks.endRefreshingCompletionBlock = newValue }
    }
    var callbacks = MJRefreshCallbacks()

    #if canImport(ObjectiveC)
    /// The target of `refreshingAction`, held weakly.
    open var refreshingTarget: AnyObject? {
        get { callbacks.refreshingTarget }
        set { callbacks.refreshingTarget = newValue }
    }
    /// Sent to `refreshingTarget`, with the component as argument, when a refresh starts.
    open var refreshingAction: Selector? {
        get { callbacks.refreshingAction }
        set { callbacks.refreshingAction = newValue }
    }

    /// Calls `action` on `target` when a refresh starts (after `refreshingBlock`).
    open func setRefreshingTarget(_ target: Any?, refreshingAction action: Selector) {
        refreshingTarget = target as AnyObject?
        refreshingAction = action
    }

    /// A component that sends `action` to `target` when it refreshes (MJRefresh's target-action factory).
    public convenience init(refreshingTarget target: Any?, refreshingAction action: Selector) {
        self.init(frame: .zero)
        setRefreshingTarget(target, refreshingAction: action)
    }
    #endif

    // MARK: State

    @exclusivity(unchecked) private var storedState: MJRefreshState = .idle

    /// Goes back to `.idle` without telling anyone, as the component leaves its scroll view.
    func leaveStateSilently() {
        guard storedState != .idle else { return }
        let oldState = storedState
        stateWillChange(to: .idle)
        storedState = .idle
        refreshDidStop()
        stateDidChangePublicly(from: oldState)
    }

    /// The component's state. Setting the current state again does nothing; any other change runs
    /// `stateDidChange(from:)`, where subclasses animate insets and views.
    ///
    /// An app may set any state, as MJRefresh lets it (`header.state = .pulling` to show the armed look); the
    /// component then goes on from there. The component's own changes (a pull arming, a release, an end, hiding
    /// a footer) keep to its role's graph (`MJRefreshTransitions`), which debug builds assert.
    open var state: MJRefreshState {
        get { storedState }
        set {
            guard newValue != storedState else { return }
            let oldState = storedState
            stateWillChange(to: newValue)
            storedState = newValue
            if newValue == .refreshing { cycle.refreshDidStart() }
            // The views and the inset (the subclasses, then the refresh cycle in the base), then what VoiceOver
            // hears, which still reads a result that is ending.
            stateDidChange(from: oldState)
            contentSlot.receiver?.refreshComponent(self, didChangeStateFrom: oldState)
            accessibilityStateDidChange(from: oldState)
            if oldState == .refreshing || oldState == .willRefresh { refreshDidEnd(from: oldState) }
            // Labels and indicators are laid out after the subclass has set their texts.
            setNeedsLayout()
            stateDidChangePublicly(from: oldState)
            hostStateObserver?()
        }
    }

    /// Told after every state change, once `stateDidChange(from:)` has run: how a hosting front end (the SwiftUI
    /// bridge) keeps its bindings in step without subclassing every component.
    var hostStateObserver: (() -> Void)?

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
        didSet {
            if isAutomaticallyChangeAlpha && !isRefreshing && alpha != pullingPercent { alpha = pullingPercent }
            if pullingPercent != oldValue {
                contentSlot.receiver?.refreshComponent(self, didChangePullingPercent: pullingPercent)
            }
        }
    }

    /// When `true` the component fades in as it is pulled (`alpha = pullingPercent`) and out when a refresh
    /// ends, so an idle component is invisible behind translucent bars.
    open var isAutomaticallyChangeAlpha = false {
        didSet {
            guard !isRefreshing else { return }
            alpha = isAutomaticallyChangeAlpha ? pullingPercent : 1
        }
    }

    /// Duration of the reveal animation when a refresh starts; 0.25 s.
    open var fastAnimationDuration: TimeInterval {
        get { durations.fast }
        set { durations.fast = newValue }
    }
    /// Duration of the collapse animation when a refresh ends; 0.4 s.
    open var slowAnimationDuration: TimeInterval {
        get { durations.slow }
        set { durations.slow = newValue }
    }
    /// How long `endRefreshing(with:)` shows its result before the component collapses; 0.8 s. 0 (or a negative
    /// or non-finite value) collapses at once, as `endRefreshing()` does.
    open var resultDisplayDuration: TimeInterval {
        get { durations.result }
        set { durations.result = newValue }
    }
    private var durations = MJRefreshDurations()

    /// Pull components (header, back footer, trailer): when `true`, the finger carrying a pull past the threshold
    /// gives an impact, once per crossing. A programmatic refresh, a fling or bounce without a finger, and
    /// pulling back under the threshold give none. `false` by default, as UIKit's own controls stay silent.
    open var isHapticFeedbackEnabled: Bool {
        get { pullLoop.haptics.isEnabled }
        set { pullLoop.haptics.isEnabled = newValue }
    }
    /// The weight of the impact `isHapticFeedbackEnabled` gives; `.medium`.
    open var hapticFeedbackStyle: UIImpactFeedbackGenerator.FeedbackStyle {
        get { pullLoop.haptics.style }
        set { pullLoop.haptics.style = newValue }
    }

    // MARK: Scroll view

    /// The scroll view the component is attached to (its superview), held weakly.
    @exclusivity(unchecked) open internal(set) weak var scrollView: UIScrollView?

    /// The scroll view's effective inset (`adjustedContentInset`) without this component's own share: the ground
    /// the trigger geometry measures from. Measured again when the component attaches, at each offset change, at
    /// each change of `contentInset` and after each write of the component's share, so it follows the safe area
    /// and the bars too.
    open var scrollViewOriginalInset: UIEdgeInsets { insets.baseline }

    /// What the component is to its scroll view's geometry (header, footer, trailer): the engine decides from it.
    /// `nil` for the base class and a custom component built on it directly, which the engine leaves alone.
    var role: MJRefreshRole? { nil }
    /// What the component does for the user: what VoiceOver is told and offered.
    var purpose: MJRefreshPurpose { .custom }
    /// The views that show the state, which each style gives (see `MJRefreshStateViews`).
    var stateViews: MJRefreshStateViews { MJRefreshStateViews() }

    /// The parts (see the class's documentation).
    let insets = MJRefreshInsetShare()
    var observer: MJRefreshScrollViewObserver?
    @exclusivity(unchecked) var pullLoop = MJRefreshPullLoop()
    let cycle = MJRefreshRefreshCycle()
    var accessibility = MJRefreshAccessibility()
    var contentSlot = MJRefreshContentSlot()
    private var languageObservation: NotificationObservation?

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

    /// A component that calls `refreshingBlock` when it refreshes: `MJRefreshNormalHeader { … }`.
    public convenience init(refreshingBlock: @escaping MJRefreshComponentAction) {
        self.init(frame: .zero)
        self.refreshingBlock = refreshingBlock
    }

    private final func commonInit() {
        prepare()
        languageObservation = NotificationObservation(MJRefreshConfig.languageDidChangeNotification) { [weak self] in
            self?.i18nDidChange()
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
        if storedState == .willRefresh, window != nil {
            // A refresh asked for before the scroll view was on screen starts at its first layout in a window.
            enter(.refreshing)
        }
    }

    /// A pull armed while the component is hidden or not interactive disarms at once: its pan's end would not
    /// reach it, and it would otherwise show "Release to refresh" at rest until the next gesture.
    override open var isHidden: Bool {
        didSet {
            observer?.followVisibility(of: self)
            if isHidden, state == .pulling { enter(.idle) }
        }
    }

    override open var isUserInteractionEnabled: Bool {
        didSet {
            observer?.followVisibility(of: self)
            if !isUserInteractionEnabled, state == .pulling { enter(.idle) }
        }
    }

    /// The safe area is part of the visible area (through `adjustedContentInset`): a component that sits against
    /// it is placed again at the next layout pass.
    override open func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if role?.sitsAgainstVisibleArea == true { setNeedsLayout() }
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

    /// Whether a refresh may start now, by any means, over content `contentHeight` tall (`nil`: detached);
    /// footers narrow it (`MJRefreshFooter`). A decision passes the height it measured; `mayLoad` reads it.
    func mayLoad(contentHeight: CGFloat?) -> Bool { true }

    /// Reads the layout direction before a decision, for a role that depends on it (the trailer).
    func followLayoutDirection() {}

    /// Re-places the component from the metrics of an offset change (the back footer, the trailer).
    func place(_ metrics: MJRefreshScrollMetrics) {}

    /// Decides on an offset change: the pull engine; the auto footer has its own trigger.
    func scrollDidChange(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        decidePull(metrics, role: role)
    }

    /// Decides on a pan change: the pull engine; the auto footer has its own trigger.
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

    /// Called once attached and observing; subclasses place themselves and add permanent insets here.
    func scrollViewDidAttach(_ scrollView: UIScrollView) {}

    /// Called before the component stops observing `scrollView`; subclasses take back permanent insets here.
    func scrollViewWillDetach(_ scrollView: UIScrollView) {}

    // MARK: Refreshing

    /// Starts refreshing: at once when the scroll view is in a window, else when it first lays out in one.
    open func beginRefreshing() {
        UIView.animate(withDuration: fastAnimationDuration) { self.alpha = 1 }
        pullingPercent = 1
        if window != nil {
            enter(.refreshing)
        } else if state != .refreshing {
            enter(.willRefresh)
            setNeedsLayout()
        }
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

    /// Disables the reveal and collapse animations (both durations become 0).
    @discardableResult
    open func setAnimationDisabled() -> Self {
        fastAnimationDuration = 0
        slowAnimationDuration = 0
        return self
    }

    // MARK: Observation (`MJRefreshScrollViewObserver` calls these)

    /// Called on every `contentOffset` set while the component is visible and interactive; `change` holds
    /// `"old"` and `"new"` `CGPoint` values. The base class runs the component's decision here (see
    /// `MJRefreshPullLoop`). Overrides must call `super`.
    open func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        followScroll()
    }

    /// Called on every `contentSize` set, even while hidden; `change` holds `"old"` and `"new"` `CGSize` values.
    /// Overrides must call `super`.
    open func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        placeAgainstVisibleArea()
    }

    /// Called on every pan-gesture state set while visible and interactive; `change` holds `"old"` and `"new"`
    /// `UIGestureRecognizer.State` values. The base class hands the finger's lift to the component's decision.
    /// Overrides must call `super`.
    open func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        followPan()
    }

    // MARK: Chaining

    /// Sets `isAutomaticallyChangeAlpha`.
    @discardableResult
    open func autoChangeTransparency(_ isAutoChange: Bool) -> Self {
        isAutomaticallyChangeAlpha = isAutoChange
        return self
    }

    /// Sets `beginRefreshingCompletionBlock`.
    @discardableResult
    open func afterBeginningAction(_ action: @escaping MJRefreshComponentAction) -> Self {
        beginRefreshingCompletionBlock = action
        return self
    }

    /// Sets `endRefreshingAnimationBeginAction`.
    @discardableResult
    open func endingAnimationBeginningAction(_ action: @escaping MJRefreshComponentAction) -> Self {
        endRefreshingAnimationBeginAction = action
        return self
    }

    /// Sets `endRefreshingCompletionBlock`.
    @discardableResult
    open func afterEndingAction(_ action: @escaping MJRefreshComponentAction) -> Self {
        endRefreshingCompletionBlock = action
        return self
    }

    /// Attaches the component to `scrollView` in its role (`mj_header`, `mj_footer`, `mj_trailer` or `mj_leader`).
    /// The base class has no role and does nothing.
    @discardableResult
    open func link(to scrollView: UIScrollView) -> Self {
        self
    }
}
