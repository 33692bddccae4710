// Estimated row heights: rows the table has not shown yet count at their estimate, and get their real height
// (from the delegate, `rowHeight`, or the cell itself for `automaticDimension`) when they first come on screen,
// so `contentSize` changes while the list scrolls, as on iOS 11 and later.

extension UITableView {
    /// What `automaticDimension` estimates a row at (stand-in choice: UIKit does not document its own pick; 44 is
    /// the standard row height).
    static let automaticEstimatedRowHeight: CGFloat = 44

    /// A row's height for the geometry: its known height, else its estimate, else its real height (found now
    /// and remembered).
    ///
    /// The estimate is the delegate's `estimatedHeightForRowAt` (by default `estimatedRowHeight`). A positive
    /// estimate stands for the row until it is shown. 0 turns estimates off: the real height now, with
    /// `automaticDimension` counting as 44, since no cell is made to measure an unseen row (stand-in choice).
    /// `automaticDimension` as the estimate (the default) lets the table pick: a number from the delegate or
    /// `rowHeight` is used at once, so fixed-height tables never change size while they scroll; a self-sizing
    /// row is estimated at 44 (stand-in choice, see `Simulator/Reference/Lists.md`).
    func geometryRowHeight(_ indexPath: IndexPath) -> CGFloat {
        if let known = rowHeights.known[indexPath] { return known }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate > 0 {
            rowHeights.estimated.insert(indexPath)
            return estimate
        }
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 || estimate == 0 {
            return height < 0 ? Self.automaticRowHeight : height
        }
        rowHeights.estimated.insert(indexPath)
        return Self.automaticEstimatedRowHeight
    }

    /// Gives the shown rows that stand at their estimate their real height, top to bottom, as far as the visible
    /// area reaches once the rows above are at their real height (a row pushed below it stays estimated), and
    /// rebuilds the geometry (setting `contentSize`) when any changed. A self-sizing row (`automaticDimension`)
    /// is as tall as its cell's `sizeThatFits(_:)` for the table's width: the stand-in has no Auto Layout, so a
    /// cell sizes itself the way UIKit lets a cell without constraints do (stand-in choice for cells with
    /// constraints).
    /// - Returns: whether the geometry changed.
    func measureShownEstimatedRows() -> Bool {
        let visibleBottom = bounds.maxY
        var shift: CGFloat = 0
        var changed = false
        for indexPath in cells.sortedIndexPaths where rowHeights.estimated.contains(indexPath) {
            let estimated = geometryStorage.rect(indexPath, width: bounds.width)
            guard estimated.minY + shift < visibleBottom, let cell = cells.visible[indexPath] else { break }
            var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if height < 0 {
                height = cell.sizeThatFits(CGSize(width: bounds.width, height: CGFloat.greatestFiniteMagnitude)).height
            }
            let real = height.isFinite ? max(0, height) : Self.automaticRowHeight
            rowHeights.known[indexPath] = real
            rowHeights.estimated.remove(indexPath)
            shift += real - estimated.height
            changed = changed || real != estimated.height
        }
        if changed { rebuildGeometry() }
        return changed
    }
}

/// The heights a table knows for sure (rows measured when shown), and which rows stand at an estimate.
struct TableRowHeights {
    var known: [IndexPath: CGFloat] = [:]
    var estimated: Set<IndexPath> = []

    /// Forgets everything, as a reload does: every row is estimated again until shown.
    mutating func forgetAll() {
        known = [:]
        estimated = []
    }

    /// Keeps the known heights of rows that survive `updates`, at their new index paths; inserted and reloaded
    /// rows are estimated again.
    mutating func apply(_ updates: IndexPathUpdates) {
        var moved: [IndexPath: CGFloat] = [:]
        for (indexPath, height) in known {
            if let newPath = updates.newIndexPath(for: indexPath) { moved[newPath] = height }
        }
        known = moved
        estimated = []
    }
}
