/// Tells a table's owner about display and selection, and lets it size rows and section headers and footers.
///
/// It refines `UIScrollViewDelegate`, so the same object also hears about scrolling. Optional requirements
/// have default implementations returning what UIKit uses when the method is missing (the table's
/// `rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`); see `UITableViewDataSource` for the consequence.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A cell is about to be shown for a row; the last chance to adjust it.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// A cell left the screen (or its row was deleted or reloaded) and went back to the reuse queue.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// The height of one row; `UITableView.automaticDimension` sizes the row from its cell.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// The height to assume for a row until it is shown; 0 turns estimates off for the row.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// The view to show as a section's header (it floats in a `.plain` table); nil for the default.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// The height of a section's header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of a section's footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// The user tapped a row and it is now selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// The user tapped a row and it is no longer selected: a selected row again under multiple selection, or
    /// another row, which took the selection.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// No view: a titled section gets the table's own header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
