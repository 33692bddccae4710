import Foundation

/// How a table or collection view animates a batch of row or item updates: the data, the geometry and
/// `contentSize` change at once (the new content size is in effect when the update call returns, as in UIKit);
/// only the cells move. Cells that stay slide from their old frames to their new ones, cells that appear fade in
/// at their new frames, and deleted cells leave at once (stand-in choice: UIKit animates them out; the stand-in
/// has no views that outlive their row).
@MainActor
enum BatchUpdateAnimation {
    /// How long the cells move: 0.3 s (stand-in choice; UIKit documents no duration for row and item updates, and
    /// 0.3 s is the length of its other default view animations, such as `setEditing(_:animated:)`).
    static let duration: TimeInterval = 0.3

    /// Moves the visible cells of `recycler` to their index paths after `updates` (queuing the deleted and
    /// reloaded ones), lets `relayout` rebuild `view`'s geometry for the new data, then lays `view` out and
    /// animates its cells there from where they were.
    static func apply<Cell>(
        _ updates: IndexPathUpdates, to recycler: CellRecycler<Cell>, in view: UIView,
        didEndDisplaying: (Cell, IndexPath) -> Void, relayout: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let before = frames(of: recycler.visible.values)
        recycler.apply(updates, didEndDisplaying)
        relayout()
        animate(view, cells: { recycler.sortedCells }, from: before, completion: completion)
    }

    /// The frames of the cells on screen before an update, by cell.
    private static func frames(of cells: some Sequence<some UIView>) -> [ObjectIdentifier: CGRect] {
        Dictionary(uniqueKeysWithValues: cells.map { (ObjectIdentifier($0), $0.frame) })
    }

    /// Lays out `view` (tiling its cells at their frames after the update) and animates `cells` there from
    /// `before`. Inside `UIView.performWithoutAnimation` nothing moves and `completion` runs on a later turn.
    private static func animate(
        _ view: UIView, cells: () -> [UIView], from before: [ObjectIdentifier: CGRect],
        completion: ((Bool) -> Void)?
    ) {
        UIView.performWithoutAnimation { view.layoutIfNeeded() }
        var moving: [(cell: UIView, to: CGRect)] = []
        var appearing: [(cell: UIView, alpha: CGFloat)] = []
        for cell in cells() {
            if let old = before[ObjectIdentifier(cell)] {
                if old != cell.frame { moving.append((cell, cell.frame)) }
            } else {
                appearing.append((cell, cell.alpha))
            }
        }
        UIView.performWithoutAnimation {
            for (cell, _) in moving { cell.frame = before[ObjectIdentifier(cell)] ?? cell.frame }
            for (cell, _) in appearing { cell.alpha = 0 }
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: {
                for (cell, frame) in moving { cell.frame = frame }
                for (cell, alpha) in appearing { cell.alpha = alpha }
            }, completion: completion)
    }
}
