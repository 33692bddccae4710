#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// Observes a component's scroll view through KVO: `contentOffset`, `contentSize`, `contentInset`, the pan
/// gesture's state and, for a component that sits against the visible area, resizes. Each change goes to the
/// component's hook (`scrollViewContentOffsetDidChange(_:)` and the others, MJRefresh's override points), whose
/// base implementation hands it to the pull loop (`MJRefreshComponent+PullLoop`).
///
/// The handlers run on every frame of a scroll, so they allocate nothing per change: the isolation is assumed
/// through `MainActorCallback`, and the hooks' dictionaries are updated in place. Observations die with the
/// observer or the scroll view, in any order. The handlers reach the observer and its component without weak
/// references (`unowned(unsafe)`): the component owns the observer, which owns the observations, and a released
/// observation never calls its handler again, so neither is gone when a handler starts. A handler holds the
/// component while it runs its hook, which may remove it from its scroll view (a refreshing block setting
/// `mj_footer = nil`), and touches the observer only before that.
@MainActor
final class MJRefreshScrollViewObserver {
    private var observations: [NSKeyValueObservation] = []
    /// Resizes of the scroll view, for a component that sits against the visible area.
    private var resizeObservation: ScrollViewResizeObservation?
    /// The `change` dictionaries the hooks receive, one per observed property; the pull loop reads typed values.
    @exclusivity(unchecked) private var offsetChange = KeyValueChangeDictionary<CGPoint>()
    @exclusivity(unchecked) private var sizeChange = KeyValueChangeDictionary<CGSize>()
    @exclusivity(unchecked) private var panStateChange = KeyValueChangeDictionary<UIGestureRecognizer.State>()

    /// The pan gesture's state of the last change, for the pull loop.
    var panState: UIGestureRecognizer.State? { panStateChange.new }
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
            [unowned(unsafe) self, unowned(unsafe) component] (change: NSKeyValueObservedChange<CGPoint>) in
            self.offsetChange.update(old: change.oldValue, new: change.newValue)
            guard self.isListening else { return }
            let component: MJRefreshComponent = component
            component.scrollViewContentOffsetDidChange(self.offsetChange.dictionary)
        }
        let sizeDidChange = MainActorCallback {
            [unowned(unsafe) self, unowned(unsafe) component] (change: NSKeyValueObservedChange<CGSize>) in
            self.sizeChange.update(old: change.oldValue, new: change.newValue)
            let component: MJRefreshComponent = component
            guard component.isUserInteractionEnabled else { return }
            component.scrollViewContentSizeDidChange(self.sizeChange.dictionary)
        }
        let insetDidChange = MainActorCallback { [unowned(unsafe) component] (scrollView: UIScrollView) in
            let component: MJRefreshComponent = component
            component.contentInsetDidChange(in: scrollView)
        }
        let panStateDidChange = MainActorCallback {
            [unowned(unsafe) self, unowned(unsafe) component]
            (change: NSKeyValueObservedChange<UIGestureRecognizer.State>) in
            self.panStateChange.update(old: change.oldValue, new: change.newValue)
            guard self.isListening else { return }
            let component: MJRefreshComponent = component
            component.scrollViewPanStateDidChange(self.panStateChange.dictionary)
        }
        observations = [
            scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in offsetDidChange(change) },
            scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in sizeDidChange(change) },
            scrollView.observe(\.contentInset) { scrollView, _ in insetDidChange(scrollView) },
            scrollView.panGestureRecognizer.observe(\.state, options: [.old, .new]) { _, change in
                panStateDidChange(change)
            },
        ]
        if followingResizes {
            resizeObservation = ScrollViewResizeObservation(scrollView) { [unowned(unsafe) component] in
                component.setNeedsLayout()
            }
        }
    }

    /// Stops observing, before the component leaves its scroll view.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
        resizeObservation?.invalidate()
        resizeObservation = nil
    }
}
