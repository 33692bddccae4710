/// Tells a component placed against the visible area (the back footer, the trailer) that its scroll view changed
/// size, whoever changed it: the frame (autoresizing, rotation, a banner the app inserts) or the bounds (Auto
/// Layout). Both are observed because UIKit reports a `frame` set only to `frame` observers and a `bounds` set
/// only to `bounds` observers. Scrolling sets the bounds too; a change that keeps the size costs one comparison.
/// The handler reaches this object without a weak reference (`unowned(unsafe)`): it owns the observations, and a
/// released observation never calls its handler again. Releasing this object stops both observations.
@MainActor
final class ScrollViewResizeObservation {
    private var observations: [NSKeyValueObservation] = []
    @exclusivity(unchecked) private var size: CGSize

    init(_ scrollView: UIScrollView, onResize: @escaping @MainActor () -> Void) {
        size = scrollView.bounds.size
        let sizeMayHaveChanged = MainActorCallback {
            [unowned(unsafe) self] (scrollView: UIScrollView, _: NSKeyValueObservedChange<CGRect>) in
            guard scrollView.bounds.size != self.size else { return }
            self.size = scrollView.bounds.size
            onResize()
        }
        observations = [
            scrollView.observe(\.frame, options: []) { scrollView, change in sizeMayHaveChanged(scrollView, change) },
            scrollView.observe(\.bounds, options: []) { scrollView, change in sizeMayHaveChanged(scrollView, change) },
        ]
    }
}
