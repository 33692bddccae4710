import Foundation

extension UIScrollView {
    /// What `indexPath` gives for the innermost cell holding the view the first of `touches` landed in, looking
    /// from that view up to this list view; nil when no such cell gives one.
    func indexPathOfTouchedCell<Cell: UIView>(_ touches: Set<UITouch>, _ indexPath: (Cell) -> IndexPath?)
        -> IndexPath?
    {
        var view = touches.first?.view
        while let current = view, current !== self {
            if let cell = current as? Cell, let indexPath = indexPath(cell) { return indexPath }
            view = current.superview
        }
        return nil
    }
}
