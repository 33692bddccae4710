// The table's private machinery: loading counts and heights, applying updates, placing the header and footer
// views, and making cells.

extension UITableView {
    /// The height a section header or footer gets when set to `automaticDimension` and titled (stand-in choice).
    static let automaticTitledSectionHeight: CGFloat = 28
    /// What `automaticDimension` means for a row (stand-in choice).
    static let automaticRowHeight: CGFloat = 44

    func dataSourceOrDelegateDidChange() {
        needsDataLoadFlag = true
        setNeedsLayout()
    }

    /// Row or section heights changed: the cached layout is stale. UIKit waits for a reload; the stand-in
    /// rebuilds at the next layout when data is already loaded (stand-in choice).
    func sizesDidChange() {
        guard !needsDataLoadFlag else { return }
        rowHeights.forgetAll()
        rebuildGeometry()
        setNeedsLayout()
    }

    /// The table loads its data lazily, at first layout or the first question about rows, as UIKit does.
    func loadDataIfNeeded() {
        guard needsDataLoadFlag else { return }
        cells.retireAll(endDisplaying)
        retireSectionHeaders()
        rowHeights.forgetAll()
        loadRowData()
    }

    /// Asks the data source for the counts and rebuilds the geometry (which sets `contentSize`).
    func loadRowData() {
        needsDataLoadFlag = false
        rowCountsStorage = queryRowCounts()
        rebuildGeometry()
    }

    func queryRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Stacks header view, sections and footer view anew and sets `contentSize` (reported even if unchanged).
    func rebuildGeometry() {
        rowHeights.estimated = []
        let delegate = tableDelegate
        let dataSource = dataSource
        geometryStorage = TableGeometry(
            headerHeight: tableHeaderView?.frame.height ?? 0,
            rowCounts: rowCountsStorage,
            rowHeight: { section, row in geometryRowHeight(IndexPath(row: row, section: section)) },
            sectionHeaderHeight: { section in
                let height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                guard height < 0 else { return height }
                let title = dataSource?.tableView(self, titleForHeaderInSection: section)
                return title == nil ? 0 : Self.automaticTitledSectionHeight
            },
            sectionFooterHeight: { section in
                let height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
                guard height < 0 else { return height }
                let title = dataSource?.tableView(self, titleForFooterInSection: section)
                return title == nil ? 0 : Self.automaticTitledSectionHeight
            },
            footerHeight: tableFooterView?.frame.height ?? 0)
        contentSize = CGSize(width: bounds.width, height: geometryStorage.contentHeight)
        placeSupplementaryViews()
    }

    /// Adds a new header or footer view, removes the old one, and counts the new height at once.
    func supplementaryViewDidChange(from oldView: UIView?, to newView: UIView?) {
        guard oldView !== newView else { return }
        if let oldView, oldView.superview === self { oldView.removeFromSuperview() }
        if let newView { addSubview(newView) }
        if needsDataLoadFlag {
            placeSupplementaryViews()
        } else {
            rebuildGeometry()
        }
    }

    /// The header view at the top, the footer view below the last section, both as wide as the table.
    func placeSupplementaryViews() {
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometryStorage.tableFooterMinY, width: width, height: footer.frame.height)
        }
    }

    /// Adds to the open batch, or applies at once outside `beginUpdates()`/`performBatchUpdates`.
    func record(_ change: (inout IndexPathUpdates) -> Void) {
        if let batch = updateBatch.record(change) { apply(batch.updates, completion: batch.completion) }
    }

    /// Checks the data source's new counts against the batch (UIKit raises on a mismatch), moves the visible
    /// cells and the selection to their new rows, rebuilds the geometry, and animates the cells to their new rows;
    /// `completion` runs when they arrive.
    func apply(_ updates: IndexPathUpdates, completion: @escaping (Bool) -> Void) {
        guard !needsDataLoadFlag else {  // Never loaded: a plain load is the update.
            loadDataIfNeeded()
            return FrameScheduler.shared.schedule(after: 0) { completion(true) }
        }
        let newCounts = queryRowCounts()
        updates.checkCounts(old: rowCountsStorage, new: newCounts, owner: "UITableView")
        rowCountsStorage = newCounts
        selectedRows = selectedRows.compactMap(updates.newIndexPath(for:))
        BatchUpdateAnimation.apply(
            updates, to: cells, in: self, didEndDisplaying: endDisplaying,
            relayout: {
                rowHeights.apply(updates)
                retireSectionHeaders()
                rebuildGeometry()
                setNeedsLayout()
            }, completion: completion)
    }

    func makeCell(_ indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { fatalError("UITableView: rows without a data source") }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        if cell.isEditing != isEditingStorage { cell.setEditing(isEditingStorage, animated: false) }
        return cell
    }

    func endDisplaying(_ cell: UITableViewCell, _ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// The row of the cell that a touch landed in, if it is one of this table's cells.
    func tappedIndexPath(_ touches: Set<UITouch>) -> IndexPath? {
        indexPathOfTouchedCell(touches) { (cell: UITableViewCell) in
            cell.superview === self ? indexPath(for: cell) : nil
        }
    }
}
