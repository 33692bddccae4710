public import UIKit

/// A host that pushes back through its getter: a scroll view subclass that stores the `contentInset` it is given
/// but reads (and so is observed, since KVO reads through the getter) with the top edge capped at `maximumTop`.
/// Apps clamp insets this way in subclasses; the stand-in's KVO and the components must both see the capped value.
public final class GetterCappingScrollView: UIScrollView {
    /// The largest top inset the getter lets through; 30 pt.
    public var maximumTop: CGFloat = 30

    override public var contentInset: UIEdgeInsets {
        get {
            var inset = super.contentInset
            inset.top = min(inset.top, maximumTop)
            return inset
        }
        set { super.contentInset = newValue }
    }
}
