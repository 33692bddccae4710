#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// Observes a component's scroll view through KVO: `contentOffset`, `contentSize`, `contentInset`, the pan
/// gesture's state and, for a component that sits against the visible area, resizes. An offset or pan change runs
/// the pull loop (below, in this file), and then MJRefresh's hook (`scrollViewContentOffsetDidChange(_:)`,
/// `scrollViewPanStateDidChange(_:)`), so a subclass that overrides a hook reads the state the change led to.
///
/// The handlers run on every frame of a scroll, so they allocate nothing per change: the isolation is assumed
/// through `MainActorCallback`, and the hooks' dictionaries are updated in place. Observations die with the
/// observer or the scroll view, in any order. The handlers reach the observer and its component without weak
/// references (`unowned(unsafe)`): the component owns the observer, which owns the observations, and a released
/// observation never calls its handler again, so neither is gone when a handler starts. A handler holds the
/// component while it runs the loop and the hook, either of which may remove it from its scroll view (a
/// refreshing block setting `mj_footer = nil`), which releases the observer: after the loop a handler touches the
/// observer only when the component still holds it, and otherwise hands the hook a dictionary made from the change.
@MainActor
final class MJRefreshScrollViewObserver {
    private var observations: [NSKeyValueObservation] = []
    /// Resizes of the scroll view, for a component that sits against the visible area.
    private var resizeObservation: ScrollViewResizeObservation?
    /// The `change` dictionaries the hooks receive, one per observed property.
    @exclusivity(unchecked) private var offsetChange = KeyValueChangeDictionary()
    @exclusivity(unchecked) private var sizeChange = KeyValueChangeDictionary()
    @exclusivity(unchecked) private var panStateChange = KeyValueChangeDictionary()

    /// Whether the component hears offset and pan changes: only while it is visible and interactive. The
    /// component keeps it (`followVisibility(of:)`), so an event reads one flag rather than two overridden getters.
    @exclusivity(unchecked) private var isListening: Bool

    /// Follows the component's `isHidden` and `isUserInteractionEnabled`.
    func followVisibility(of component: MJRefreshComponent) {
        isListening = component.isUserInteractionEnabled && !component.isHidden
    }

    init(_ scrollView: UIScrollView, for component: MJRefreshComponent, followingResizes: Bool) {
        isListening = component.isUserInteractionEnabled && !component.isHidden
        let offsetDidChange = MainActorCallback {
            [unowned(unsafe) self, unowned(unsafe) component]
            (scrollView: UIScrollView, change: NSKeyValueObservedChange<CGPoint>) in
            self.offsetChange.update(old: change.oldValue, new: change.newValue)
            guard self.isListening else { return }
            let component: MJRefreshComponent = component
            let observer = ObjectIdentifier(self)
            component.followScroll(in: scrollView)
            let isServing = component.isObserved(by: observer)
            component.scrollViewContentOffsetDidChange(
                isServing
                    ? self.offsetChange.dictionary
                    : KeyValueChangeDictionary.made(old: change.oldValue, new: change.newValue))
        }
        let sizeDidChange = MainActorCallback {
            [unowned(unsafe) self, unowned(unsafe) component]
            (_: UIScrollView, change: NSKeyValueObservedChange<CGSize>) in
            self.sizeChange.update(old: change.oldValue, new: change.newValue)
            let component: MJRefreshComponent = component
            guard component.isUserInteractionEnabled else { return }
            let observer = ObjectIdentifier(self)
            component.placeAgainstVisibleArea()
            let isServing = component.isObserved(by: observer)
            component.scrollViewContentSizeDidChange(
                isServing
                    ? self.sizeChange.dictionary
                    : KeyValueChangeDictionary.made(old: change.oldValue, new: change.newValue))
        }
        let insetDidChange = MainActorCallback {
            [unowned(unsafe) component] (scrollView: UIScrollView, _: NSKeyValueObservedChange<UIEdgeInsets>) in
            let component: MJRefreshComponent = component
            component.contentInsetDidChange(in: scrollView)
        }
        let panStateDidChange = MainActorCallback {
            [unowned(unsafe) self, unowned(unsafe) component]
            (_: UIPanGestureRecognizer, change: NSKeyValueObservedChange<UIGestureRecognizer.State>) in
            self.panStateChange.update(old: change.oldValue, new: change.newValue)
            guard self.isListening else { return }
            let component: MJRefreshComponent = component
            let observer = ObjectIdentifier(self)
            if let event = change.newValue.flatMap(MJRefreshPanEvent.init) { component.followPan(event) }
            let isServing = component.isObserved(by: observer)
            component.scrollViewPanStateDidChange(
                isServing
                    ? self.panStateChange.dictionary
                    : KeyValueChangeDictionary.made(old: change.oldValue, new: change.newValue))
        }
        observations = [
            scrollView.observe(\.contentOffset, options: [.old, .new]) { offsetDidChange($0, $1) },
            scrollView.observe(\.contentSize, options: [.old, .new]) { sizeDidChange($0, $1) },
            scrollView.observe(\.contentInset) { insetDidChange($0, $1) },
            scrollView.panGestureRecognizer.observe(\.state, options: [.old, .new]) { panStateDidChange($0, $1) },
        ]
        if followingResizes {
            resizeObservation = ScrollViewResizeObservation(scrollView) { [unowned(unsafe) component] in
                component.setNeedsLayout()
            }
        }
    }

    /// Stops observing, before the component leaves its scroll view: an observation released stops (it
    /// invalidates itself as it goes, as `NSKeyValueObservation` documents).
    func invalidate() {
        observations = []
        resizeObservation = nil
    }
}

// The pull loop: each offset change, pan change and layout pass goes to the role's decision in `MJRefreshCore`
// (`MJRefreshPullEngine` for the header, the back footer, the trailer and the leader; the auto footer and the auto
// header override `scrollDidChange(_:role:)` and `panDidChange(_:)` with their own trigger), and the outcome is
// applied here: a new percent, a state, or the refresh the release fires (`MJRefreshRefreshCycle` takes it from
// there).
extension MJRefreshComponent {
    /// An offset change of `scrollView`, the component's: measures it once (without the component's own share,
    /// which becomes `scrollViewOriginalInset`), re-places the component and decides. The observation hands the
    /// scroll view over, which spares a load of the weak reference (and its reference count) per event.
    func followScroll(in scrollView: UIScrollView) {
        followLayoutDirection()
        guard let role else { return }
        let metrics = insets.metrics(of: scrollView, excluding: role, remembering: true)
        place(metrics)
        scrollDidChange(metrics, role: role)
    }

    /// A pan change: hands the finger's new phase to the decision.
    func followPan(_ event: MJRefreshPanEvent) {
        guard role != nil else { return }
        panDidChange(event)
    }

    /// The pull decision of an offset change.
    func decidePull(_ metrics: MJRefreshScrollMetrics, role: MJRefreshRole) {
        let outcome = cycle.pullEngine.offsetDidChange(
            pullInput(role, metrics), isAnotherComponentRefreshing: isAnotherComponentRefreshing)
        apply(outcome)
        if storedState != .refreshing {
            cycle.haptics.follow(pullingPercent: pullingPercent, isTracking: scrollView?.isTracking == true)
        }
    }

    /// The pull decision of a pan change.
    func decidePull(_ event: MJRefreshPanEvent) {
        apply(cycle.pullEngine.panDidChange(event, state: state))
    }

    /// Runs a release the pan's end left for this layout pass; called from `layoutSubviews`.
    func runPendingRelease() {
        guard cycle.pullEngine.isReleasePending else { return }
        apply(
            cycle.pullEngine.layoutDidPass(state: state, isAnotherComponentRefreshing: isAnotherComponentRefreshing))
    }

    /// The engine's input for a decision of this pull component now. The engine measures a pull by the height, a
    /// sideways role's by its fixed width.
    func pullInput(_ role: MJRefreshRole, _ metrics: MJRefreshScrollMetrics) -> MJRefreshPullInput {
        let isSideways = role == .trailer || role == .rightToLeftTrailer
        return MJRefreshPullInput(
            role: role, extent: isSideways ? MJRefreshConstants.trailerWidth : mj_h, state: state, metrics: metrics,
            mayLoad: mayLoad(contentHeight: metrics.contentSize.height))
    }

    /// Whether another component of the same scroll view (header, footer or trailer) is refreshing. User
    /// gestures then arm or start nothing, so two components never refresh together from the user's hand;
    /// calls (`beginRefreshing()`) still work.
    var isAnotherComponentRefreshing: Bool {
        guard let scrollView else { return false }
        // Plain checks rather than an array of the components (which allocates).
        func isOther(_ component: MJRefreshComponent?) -> Bool { component !== self && component?.isRefreshing == true }
        return isOther(scrollView.mj_header) || isOther(scrollView.mj_footer) || isOther(scrollView.mj_trailer)
            || isOther(scrollView.mj_leader) || isOther(scrollView.mj_autoHeader)
    }

    /// Does what the engine decided. A pull armed under the finger gives the haptic impact.
    private func apply(_ outcome: MJRefreshPullOutcome) {
        if let percent = outcome.pullingPercent { pullingPercent = percent }
        if outcome.needsLayout { setNeedsLayout() }
        if outcome.beginsRefreshing {
            beginRefreshing()
        } else if let newState = outcome.newState {
            let oldState = state
            enter(newState)
            if oldState == .idle, state == .pulling {
                cycle.haptics.pullDidArm(isTracking: scrollView?.isTracking == true)
            }
        }
    }

    /// Whether the observer `observer` identifies is still the component's: a decision may have taken the component
    /// off its scroll view, which releases it.
    func isObserved(by observer: ObjectIdentifier) -> Bool {
        self.observer.map(ObjectIdentifier.init) == observer
    }

    /// The pull moved: the component fades with it (`isAutomaticallyChangeAlpha`), and its content hears of it.
    func pullingPercentDidChange(from oldValue: CGFloat) {
        if isAutomaticallyChangeAlpha && !isRefreshing && alpha != pullingPercent { alpha = pullingPercent }
        if pullingPercent != oldValue {
            contentSlot.receiver?.refreshComponent(self, didChangePullingPercent: pullingPercent)
        }
    }

    /// Follows `isHidden` or `isUserInteractionEnabled`: the observer listens only while the component is visible
    /// and interactive, and a pull armed as it stopped listening disarms (its pan's end would not reach it).
    func followVisibility(disarming: Bool) {
        observer?.followVisibility(of: self)
        if disarming, state == .pulling { enter(.idle) }
    }
}

extension MJRefreshPanEvent {
    /// The engine's view of a pan state: began, ended, or interrupted (cancelled or failed); `nil` for the
    /// others (changed, possible).
    init?(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began: self = .began
        case .ended: self = .ended
        case .cancelled, .failed: self = .interrupted
        default: return nil
        }
    }
}
