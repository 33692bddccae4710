// Section header views: asked of the delegate (or made for a section's title), recycled, and floating at the top
// of the visible area in a `.plain` table.

extension UITableView {
    /// The line floating headers stop at: the top of the visible area, `contentOffset.y + adjustedContentInset.top`
    /// (so a refresh header's own top inset moves it down), or nil in a grouped table, whose headers scroll with
    /// the rows. With `UISimulation.sectionHeaderPinning == .atOffsetChange`, the line of the last offset change.
    var sectionHeaderPinLine: CGFloat? {
        guard style == .plain else { return nil }
        switch ListSettings.sectionHeaderPinning {
        case .atLayout: return currentVisibleTop
        case .atOffsetChange: return sectionHeaders.pinLineAtLastOffsetChange ?? currentVisibleTop
        }
    }

    private var currentVisibleTop: CGFloat { contentOffset.y + adjustedContentInset.top }

    /// Under `.atOffsetChange` the headers move inside the offset change itself.
    func contentOffsetDidChangeForSectionHeaders() {
        guard style == .plain, ListSettings.sectionHeaderPinning == .atOffsetChange else { return }
        sectionHeaders.pinLineAtLastOffsetChange = currentVisibleTop
        placeSectionHeaders()
    }

    /// Shows the header views of the sections whose header meets `bounds`, where they float now; headers that
    /// left the screen go back to the reuse queue. Headers sit above the cells and below the app's own subviews.
    func placeSectionHeaders() {
        let width = bounds.width
        let pinLine = sectionHeaderPinLine
        var wanted: [Int: CGRect] = [:]
        for section in geometryStorage.sections.indices where geometryStorage.sections[section].headerHeight > 0 {
            let rect = geometryStorage.headerRect(section, width: width, pinLine: pinLine)
            if rect.intersects(bounds) { wanted[section] = rect }
        }
        for (section, view) in sectionHeaders.visible where wanted[section] == nil {
            sectionHeaders.retire(section, view)
        }
        for section in wanted.keys.sorted() {
            let rect = wanted[section]!
            if let view = sectionHeaders.visible[section] {
                view.frame = rect
                continue
            }
            guard let view = makeSectionHeader(section) else { continue }
            view.frame = rect
            insertSectionHeader(view, for: section)
        }
    }

    /// Adds a header view above the cells, above the headers of earlier sections and below those of later ones,
    /// so the header taking over covers the one it pushes up.
    private func insertSectionHeader(_ view: UIView, for section: Int) {
        let visible = sectionHeaders.visible
        if let later = visible.keys.filter({ $0 > section }).min(), let above = visible[later] {
            insertSubview(view, belowSubview: above)
        } else if let earlier = visible.keys.filter({ $0 < section }).max(), let below = visible[earlier] {
            insertSubview(view, aboveSubview: below)
        } else {
            insertSubview(view, at: cells.visible.count)
        }
        sectionHeaders.visible[section] = view
    }

    /// Sends every header view back to the queue; the next layout asks the delegate again.
    func retireSectionHeaders() {
        for (section, view) in sectionHeaders.visible { sectionHeaders.retire(section, view) }
    }

    /// The delegate's view, else a `UITableViewHeaderFooterView` showing the section's title, else nothing.
    private func makeSectionHeader(_ section: Int) -> UIView? {
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
        let view =
            sectionHeaders.queue.dequeue(Self.titleHeaderIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
        view.textLabel?.text = title
        return view
    }

    private static let titleHeaderIdentifier = "UITableView.titleHeader"
}

/// The section header views a table shows, by section, and the queue of header views waiting for reuse.
@MainActor
final class SectionHeaderViews {
    let queue = CellRecycler<UITableViewHeaderFooterView>()
    var visible: [Int: UIView] = [:]
    /// The pin line of the last offset change, used under `SectionHeaderPinning.atOffsetChange`.
    var pinLineAtLastOffsetChange: CGFloat?

    func retire(_ section: Int, _ view: UIView) {
        visible[section] = nil
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView { queue.enqueue(reusable) }
    }
}
