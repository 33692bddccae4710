/// The root view of a stand-in container controller: it asks its controller to place the bars and the child's
/// view whenever it lays out, as UIKit's containers do in `viewDidLayoutSubviews`.
@MainActor
final class ContainerView: UIView {
    /// The container that lays this view out.
    weak var layoutOwner: (any ContainerLayout)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutOwner?.layoutContainer()
    }

    /// The bars sit against the container's own safe area (below the status bar, above the home indicator): they
    /// move at once when it changes, before the children hear theirs.
    override func safeAreaGeometryDidChange() {
        super.safeAreaGeometryDidChange()
        layoutOwner?.layoutContainer()
    }
}

/// A container controller that places its bars and its visible child's view in its `ContainerView`.
@MainActor
protocol ContainerLayout: AnyObject {
    /// Places the bars and the visible children's views for the current bounds and bar state.
    func layoutContainer()
}
