#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A callback of a refresh component. Components call it on the main actor.
///
/// An ordinary closure type, as MJRefresh's block is imported into Swift: a factory that keeps a plain
/// `() -> Void` can hand it over as is. Components only ever call it from main-actor code.
public typealias MJRefreshComponentAction = () -> Void

/// The base of every refresh control: it attaches to a scroll view, observes it, runs the state machine and
/// calls back.
///
/// Subclasses decide what the states mean on screen (`MJRefreshHeader`, the footers, the trailer). The
/// geometry decisions come from `MJRefreshCore`; this class wires them to UIKit:
/// - it observes the scroll view's `contentOffset`, `contentSize`, `contentInset` and pan state through KVO
///   (observations die with the component or the scroll view, in any order);
/// - it holds the scroll view weakly, so a `[weak self]` refreshing block lets everything deallocate;
/// - it adds its share to `contentInset` as a delta on top of the host's own inset (`MJRefreshInsetLedger`),
///   so a host write made during a refresh is kept and ending restores exactly the host's value.
///
/// Attaching to a view that is not a `UIScrollView` leaves the component inert: it observes nothing and
/// refreshing changes no inset.
///
/// Main-actor isolation reaches clients as UIKit's does (`@preconcurrency`): code written against MJRefresh,
/// whose classes inherit UIKit's pre-concurrency isolation, gets the same warnings here and no new errors.
@preconcurrency @MainActor
open class MJRefreshComponent: UIView, Sendable {
    // MARK: Callbacks

    /// Called once each time the component enters `.refreshing` (after the reveal animation for pull controls).
    open var refreshingBlock: MJRefreshComponentAction?
    /// An `async` refresh: started after `refreshingBlock` each time a refresh starts, on the main actor; the
    /// refresh ends by itself when it returns. If the task ends the refresh itself (a footer calling
    /// `endRefreshingWithNoMoreData()`, say), that call wins. The task is not cancelled when the component
    /// goes away; capture `self` weakly as with any callback.
    ///
    /// `final`: Swift 6.3 mangles the accessors of an overridable property of a `@MainActor` function type in a
    /// `@preconcurrency` class differently in the files of subclasses, so a debug build fails to link.
    public final var refreshingTask: (@MainActor () async -> Void)?
    /// An `async` refresh that says how it went: started like `refreshingTask` (after it, when both are set), and
    /// when it returns the refresh ends with `endRefreshing(with:)` and the result it returned. `final` for the
    /// reason `refreshingTask` is.
    public final var refreshingResultTask: (@MainActor () async -> MJRefreshResult)?
    /// Counts refreshes: every callback carries the number of the refresh that started it and runs only while
    /// that refresh is current (see `isCurrentRefresh(_:)`).
    var refreshCycle = 0
    /// The last refresh whose callbacks started, so a begin on a refresh that already called back completes at once.
    var calledBackCycle = 0
    /// Called after `refreshingBlock`, each time a refresh starts.
    open var beginRefreshingCompletionBlock: MJRefreshComponentAction?
    /// Called when the end-of-refresh animation starts, inside its animation block.
    open var endRefreshingAnimationBeginAction: MJRefreshComponentAction?
    /// Called when the end-of-refresh animation has finished, at every end: the persistent hook. A block passed
    /// to `endRefreshing(completionBlock:)` is not stored here; it belongs to that call alone.
    open var endRefreshingCompletionBlock: MJRefreshComponentAction?
    /// The completions handed to `beginRefreshing(completionBlock:)` and `endRefreshing(completionBlock:)`,
    /// each waiting to run once for its call.
    let callCompletions = MJRefreshCallCompletions()

    #if canImport(ObjectiveC)
    /// The target of `refreshingAction`, held weakly.
    open weak var refreshingTarget: AnyObject?
    /// Sent to `refreshingTarget`, with the component as argument, when a refresh starts.
    open var refreshingAction: Selector?

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

    private var storedState: MJRefreshState = .idle

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
            storedState = newValue
            if newValue == .refreshing { refreshCycle += 1 }
            stateDidChange(from: oldState)
            accessibilityStateDidChange(from: oldState)
            if oldState == .refreshing { resultMomentDidEnd() }
            if !isRefreshing {
                callCompletions.completeBeginCalls(
                    calledBack: oldState == .refreshing && calledBackCycle == refreshCycle)
            }
            // Labels and indicators are laid out after the subclass has set their texts.
            setNeedsLayout()
            hostStateObserver?()
        }
    }

    /// Makes a state change of the component's own (see `state`): debug builds assert that it keeps to the role's
    /// graph, from any state the graph reaches (a state an app set outside the graph may be left as the calls
    /// say). The change itself goes through the `state` setter, so a subclass overriding it sees every change.
    func enter(_ newState: MJRefreshState) {
        if let role {
            assert(
                MJRefreshTransitions.isAllowedForLibrary(from: state, to: newState, for: role),
                "\(role) may not go from \(state) to \(newState)")
        }
        state = newState
    }

    /// Told after every state change, once `stateDidChange(from:)` has run: how a hosting front end (the SwiftUI
    /// bridge) keeps its bindings in step without subclassing every component.
    var hostStateObserver: (() -> Void)?

    /// `true` while refreshing or waiting to refresh (`.willRefresh`).
    ///
    /// Settable, for bindings and reactive code that hold "is it refreshing?" as a flag: `true` begins as
    /// `beginRefreshing()` does and `false` ends as `endRefreshing()` does, with the same animations, callbacks
    /// and rules (a footer that may not load stays `false`). Setting the value it already has does nothing.
    open var isRefreshing: Bool {
        get { storedState == .refreshing || storedState == .willRefresh }
        set {
            guard newValue != isRefreshing else { return }
            if newValue { beginRefreshing() } else { endRefreshing() }
        }
    }

    /// How far the user has pulled, as a fraction of the component's size (0 at rest, 1 at the threshold).
    open var pullingPercent: CGFloat = 0 {
        didSet {
            if isAutomaticallyChangeAlpha && !isRefreshing { alpha = pullingPercent }
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
    open var fastAnimationDuration: TimeInterval = MJRefreshConstants.fastAnimationDuration
    /// Duration of the collapse animation when a refresh ends; 0.4 s.
    open var slowAnimationDuration: TimeInterval = MJRefreshConstants.slowAnimationDuration

    /// How long `endRefreshing(with:)` shows its result before the component collapses; 0.8 s. 0 (or a negative
    /// or non-finite value) collapses at once, as `endRefreshing()` does.
    open var resultDisplayDuration: TimeInterval = MJRefreshConstants.resultDisplayDuration
    /// The result on screen while `endRefreshing(with:)` waits to collapse (see `MJRefreshComponent+Result`).
    var resultMoment: MJRefreshResultMoment?

    /// Pull components (header, back footer, trailer): when `true`, the finger carrying a pull past the threshold
    /// gives an impact, once per crossing. A programmatic refresh, a fling or bounce without a finger, and
    /// pulling back under the threshold give none. `false` by default, as UIKit's own controls stay silent.
    open var isHapticFeedbackEnabled = false
    /// The weight of the impact `isHapticFeedbackEnabled` gives; `.medium`.
    open var hapticFeedbackStyle: UIImpactFeedbackGenerator.FeedbackStyle = .medium
    /// The generator of the pull in progress, prepared when the finger starts pulling.
    var feedbackGenerator: UIImpactFeedbackGenerator?

    // MARK: Scroll view

    /// The scroll view the component is attached to (its superview), held weakly.
    open private(set) weak var scrollView: UIScrollView?

    /// The scroll view's effective inset (`adjustedContentInset`) without this component's own addition:
    /// the ground the trigger geometry measures from. Updated when the component attaches, when the scroll
    /// view's `contentInset` changes, at each offset change and, for the back footer and the trailer, whenever they
    /// re-place themselves (the safe area and the bars change the effective inset without a `contentInset` change).
    open internal(set) var scrollViewOriginalInset: UIEdgeInsets = .zero

    /// What the component is to its scroll view (header, footer, trailer): the engine decides from it. `nil` for
    /// the base class and a custom component built on it directly, which the engine leaves alone.
    var role: MJRefreshRole? { nil }

    /// This component's share of the scroll view's `contentInset`, kept as a delta on the host's inset.
    var insetLedger = MJRefreshInsetLedger(hostContentInset: .zero)
    /// Set while the component writes `contentInset`, so that the observations the write causes are not taken
    /// for the host's.
    private var isWritingInset = false
    private var observations: [NSKeyValueObservation] = []
    /// Resizes of the scroll view, for a component that sits against the visible area.
    private var resizeObservation: ScrollViewResizeObservation?
    /// The `change` dictionaries the hooks receive, one per observed property, updated in place (no allocation
    /// per event). They are only handed to the hooks, for MJRefresh's override signatures; the engine reads
    /// typed values.
    private var offsetChange = KeyValueChangeDictionary<CGPoint>()
    private var sizeChange = KeyValueChangeDictionary<CGSize>()
    var panStateChange = KeyValueChangeDictionary<UIGestureRecognizer.State>()
    /// Pull components: the pull gate and the release waiting for the next layout (see `MJRefreshPullEngine`).
    var pullEngine = MJRefreshPullEngine()
    private var languageObservation: NotificationObservation?
    /// Custom action, text-size observation and text fit (see `Accessibility/`).
    var accessibility = MJRefreshAccessibility()

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

    private func commonInit() {
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
    }

    /// Called after `state` changed from `oldState`. The base class reveals or collapses a pull component (see
    /// `MJRefreshComponent+Loop`); subclasses run their view changes here and must call `super`.
    open func stateDidChange(from oldState: MJRefreshState) {
        followTransition(from: oldState)
    }

    override open func layoutSubviews() {
        accessibilityWillLayOut()
        placeAgainstVisibleArea()
        placeSubviews()
        placeResultMark()
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
        didSet { if isHidden, state == .pulling { enter(.idle) } }
    }

    override open var isUserInteractionEnabled: Bool {
        didSet { if !isUserInteractionEnabled, state == .pulling { enter(.idle) } }
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

    private func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        frame = CGRect(
            x: -scrollView.adjustedContentInset.left, y: frame.minY,
            width: scrollView.bounds.width, height: frame.height)
        scrollView.alwaysBounceVertical = true
        insetLedger = MJRefreshInsetLedger(hostContentInset: MJRefreshInsets(scrollView.contentInset))
        scrollViewOriginalInset = scrollView.adjustedContentInset
        observe(scrollView)
        scrollViewDidAttach(scrollView)
        if role?.sitsAgainstVisibleArea == true {
            resizeObservation = ScrollViewResizeObservation(scrollView) { [weak self] in self?.setNeedsLayout() }
            placeAgainstVisibleArea()
        }
        accessibilityDidAttach(to: scrollView)
    }

    /// Stops observing and takes this component's inset share out of the scroll view, which keeps its
    /// host's inset exactly. A refresh in progress ends silently (no callbacks).
    private func detachFromScrollView() {
        guard let scrollView else { return }
        scrollViewWillDetach(scrollView)
        accessibilityWillDetach(from: scrollView)
        observations.forEach { $0.invalidate() }
        observations = []
        resizeObservation?.invalidate()
        resizeObservation = nil
        for role in MJRefreshRole.allCases {
            if let restored = insetLedger.removeDelta(for: role) { write(restored, on: role.edge, to: scrollView) }
        }
        storedState = .idle
        pullingPercent = 0
        self.scrollView = nil
        resultMomentDidEnd()
        callCompletions.completeBeginCalls(calledBack: false)
    }

    // MARK: The loop's hooks (see `MJRefreshComponent+Loop`)

    /// Whether a refresh may start now, by any means; footers narrow it (`MJRefreshFooter`).
    var mayLoad: Bool { true }

    /// Reads the layout direction before a decision, for a role that depends on it (the trailer).
    func followLayoutDirection() {}

    /// Re-places the component from the metrics of an offset change (the back footer, the trailer).
    func place(_ metrics: MJRefreshScrollMetrics) {}

    /// Places a component that sits against the visible area (its role says so) from the scroll view as it is
    /// now: when it attaches, at each layout pass and when the content size changes. Resizes of the scroll view and
    /// changes of the safe area ask for a layout pass; each offset change re-places it with the metrics the
    /// decision measures anyway.
    private func placeAgainstVisibleArea() {
        followLayoutDirection()
        guard let scrollView, let role, role.sitsAgainstVisibleArea else { return }
        place(measure(scrollView, for: role))
    }

    /// Decides on an offset change: the pull engine; the auto footer has its own trigger.
    func scrollDidChange(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        decidePull(metrics, role: role)
    }

    /// Decides on a pan change: the pull engine; the auto footer has its own trigger.
    func panDidChange(_ event: MJRefreshPanEvent) {
        decidePull(event)
    }

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
            self.callCompletions.afterCollapse(completionBlock)
        }
    }

    /// Calls the refreshing block, starts the refreshing task, calls the target's action, then
    /// `beginRefreshingCompletionBlock`, each only while the refresh that runs them is still current (the
    /// refreshing block may end it), then completes the begin calls waiting for this refresh. Subclasses may
    /// override it (calling `super`) to act as a refresh starts.
    open func executeRefreshingCallback() {
        let cycle = refreshCycle
        calledBackCycle = cycle
        refreshingBlock?()
        if isCurrentRefresh(cycle) { runRefreshingTask() }
        #if canImport(ObjectiveC)
        if isCurrentRefresh(cycle), let target = refreshingTarget as? NSObject, let action = refreshingAction,
            target.responds(to: action)
        {
            _ = target.perform(action, with: self)
        }
        #endif
        if isCurrentRefresh(cycle) { beginRefreshingCompletionBlock?() }
        callCompletions.completeBeginCalls(calledBack: true)
    }

    /// Whether the refresh numbered `cycle` is still the one running: the component has not ended it (a refresh
    /// showing its result has ended for its callbacks), been detached, or started another since.
    func isCurrentRefresh(_ cycle: Int) -> Bool {
        storedState == .refreshing && refreshCycle == cycle && resultMoment == nil
    }

    /// Disables the reveal and collapse animations (both durations become 0).
    @discardableResult
    open func setAnimationDisabled() -> Self {
        fastAnimationDuration = 0
        slowAnimationDuration = 0
        return self
    }

    // MARK: Observation

    /// Called on every `contentOffset` set while the component is visible and interactive; `change` holds
    /// `"old"` and `"new"` `CGPoint` values. The base class runs the component's decision here (see
    /// `MJRefreshComponent+Loop`). Overrides must call `super`.
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

    /// Observes `scrollView` through KVO. The handlers run on every frame of a scroll, so they are built to
    /// allocate nothing per change: the isolation is assumed through `MainActorCallback`, and the hooks'
    /// dictionaries are updated in place.
    private func observe(_ scrollView: UIScrollView) {
        let offsetDidChange = MainActorCallback { [weak self] (change: NSKeyValueObservedChange<CGPoint>) in
            guard let self else { return }
            self.offsetChange.update(old: change.oldValue, new: change.newValue)
            guard self.isUserInteractionEnabled, !self.isHidden else { return }
            self.scrollViewContentOffsetDidChange(self.offsetChange.dictionary)
        }
        let sizeDidChange = MainActorCallback { [weak self] (change: NSKeyValueObservedChange<CGSize>) in
            guard let self else { return }
            self.sizeChange.update(old: change.oldValue, new: change.newValue)
            guard self.isUserInteractionEnabled else { return }
            self.scrollViewContentSizeDidChange(self.sizeChange.dictionary)
        }
        let insetDidChange = MainActorCallback { [weak self] (scrollView: UIScrollView) in
            self?.contentInsetDidChange(in: scrollView)
        }
        let panStateDidChange = MainActorCallback {
            [weak self] (change: NSKeyValueObservedChange<UIGestureRecognizer.State>) in
            guard let self else { return }
            self.panStateChange.update(old: change.oldValue, new: change.newValue)
            guard self.isUserInteractionEnabled, !self.isHidden else { return }
            self.scrollViewPanStateDidChange(self.panStateChange.dictionary)
        }
        observations = [
            scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in offsetDidChange(change) },
            scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in sizeDidChange(change) },
            scrollView.observe(\.contentInset) { scrollView, _ in insetDidChange(scrollView) },
            scrollView.panGestureRecognizer.observe(\.state, options: [.old, .new]) { _, change in
                panStateDidChange(change)
            },
        ]
    }

    /// Keeps the ledger's idea of the host's inset current: a host write during a refresh becomes the new
    /// baseline and the component's share is put back on top of it. The component re-places itself at the next
    /// layout, since where a footer or trailer sits can depend on the insets.
    ///
    /// The inset is read from the scroll view, not from the change: when an observer rewrote the inset inside
    /// this notification, the change's value is already stale.
    private func contentInsetDidChange(in scrollView: UIScrollView) {
        setNeedsLayout()
        // During the component's own write, what the view ends up showing is read once the write returns.
        guard !isWritingInset else { return }
        if let corrected = insetLedger.observe(contentInset: MJRefreshInsets(scrollView.contentInset)) {
            for edge in MJRefreshEdge.allCases where insetLedger.totalDelta(on: edge) != 0 {
                write(corrected, on: edge, to: scrollView)
            }
        }
        scrollViewOriginalInset = originalInset(of: scrollView)
    }

    // MARK: Insets

    /// The scroll view as the trigger geometry sees it: the baseline is the effective inset without `role`'s
    /// share. Reads only: `scrollViewOriginalInset` is updated where the inset can change.
    func scrollMetrics(of scrollView: UIScrollView, excluding role: MJRefreshRole) -> MJRefreshScrollMetrics {
        let adjusted = MJRefreshInsets(scrollView.adjustedContentInset)
        let baseline = insetLedger.adjustedInset(adjusted, without: role)
        return MJRefreshScrollMetrics(
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
            boundsSize: scrollView.bounds.size, adjustedInset: adjusted, baselineInset: baseline,
            isDragging: scrollView.isDragging, isTracking: scrollView.isTracking)
    }

    /// The scroll view's effective inset without this component's share, as `scrollViewOriginalInset` gives it.
    func originalInset(of scrollView: UIScrollView) -> UIEdgeInsets {
        guard let role else { return scrollView.adjustedContentInset }
        return UIEdgeInsets(insetLedger.adjustedInset(MJRefreshInsets(scrollView.adjustedContentInset), without: role))
    }

    /// Sets this component's share of `role`'s edge to `delta`, writing `contentInset` when it changes by more
    /// than half a point. Only that edge of `contentInset` is written; the others stay the host's.
    func setInsetDelta(_ delta: CGFloat, for role: MJRefreshRole) {
        guard let scrollView, let target = insetLedger.setDelta(delta, for: role) else { return }
        write(target, on: role.edge, to: scrollView)
    }

    /// Removes this component's share of `role`'s edge, restoring the host's value exactly.
    func removeInsetDelta(for role: MJRefreshRole) {
        guard let scrollView, let target = insetLedger.removeDelta(for: role) else { return }
        write(target, on: role.edge, to: scrollView)
    }

    /// Writes `edge` of `contentInset`, then takes what the view shows as it is: a host whose setter clamps the
    /// value, or whose observer rewrites it, keeps its policy, and the component writes no more for this change
    /// (a component that insisted would write without end).
    private func write(_ target: MJRefreshInsets, on edge: MJRefreshEdge, to scrollView: UIScrollView) {
        var inset = scrollView.contentInset
        switch edge {
        case .top: inset.top = target.top
        case .left: inset.left = target.left
        case .bottom: inset.bottom = target.bottom
        case .right: inset.right = target.right
        }
        guard inset != scrollView.contentInset else { return }
        isWritingInset = true
        scrollView.contentInset = inset
        isWritingInset = false
        insetLedger.didWrite(on: edge, showing: MJRefreshInsets(scrollView.contentInset))
        scrollViewOriginalInset = originalInset(of: scrollView)
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

    /// Attaches the component to `scrollView` in its role (`mj_header`, `mj_footer` or `mj_trailer`).
    /// The base class has no role and does nothing.
    @discardableResult
    open func link(to scrollView: UIScrollView) -> Self {
        self
    }
}

extension MJRefreshInsets {
    /// The same four edges as a UIKit inset.
    init(_ inset: UIEdgeInsets) {
        self.init(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }
}

extension UIEdgeInsets {
    /// The same four edges as the engine's inset.
    init(_ insets: MJRefreshInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
