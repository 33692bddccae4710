// The collection view's private machinery: loading counts, preparing the layout, applying updates, making cells.

extension UICollectionView {
    func dataSourceOrDelegateDidChange() {
        needsDataLoad = true
        layoutDidInvalidate()
    }

    /// The layout was invalidated: prepare it again at the next layout.
    func layoutDidInvalidate() {
        needsLayoutPreparation = true
        setNeedsLayout()
    }

    func loadDataIfNeeded() {
        guard needsDataLoad else { return }
        needsDataLoad = false
        cells.retireAll(endDisplaying)
        retireSupplementaryViews()
        itemCounts = queryItemCounts()
        needsLayoutPreparation = true
    }

    func queryItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Runs the layout's `prepare()` if it is stale and sets `contentSize` from it (reported even if unchanged).
    func prepareLayoutIfNeeded() {
        loadDataIfNeeded()
        guard needsLayoutPreparation else { return }
        needsLayoutPreparation = false
        // A layout prepared before the first layout pass (by an update) was prepared for these bounds: the first
        // pass then asks the layout whether the bounds it has by then need a new one.
        if lastLaidOutBounds == nil { lastLaidOutBounds = bounds }
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Adds to the open batch, or applies (animated) at once outside `performBatchUpdates`.
    func record(_ change: (inout IndexPathUpdates) -> Void) {
        if let batch = updateBatch.record(change) { apply(batch.updates, completion: batch.completion) }
    }

    /// Checks the data source's new counts against the batch (UIKit raises on a mismatch), moves visible cells and
    /// selection to their new items, prepares the layout anew, and animates the cells to their new places;
    /// `completion` runs when they arrive.
    func apply(_ updates: IndexPathUpdates, completion: @escaping (Bool) -> Void) {
        guard !needsDataLoad else {  // Never loaded: a plain load is the update.
            prepareLayoutIfNeeded()
            return FrameScheduler.shared.schedule(after: 0) { completion(true) }
        }
        let newCounts = queryItemCounts()
        updates.checkCounts(old: itemCounts, new: newCounts, owner: "UICollectionView")
        itemCounts = newCounts
        selectedItems = selectedItems.compactMap(updates.newIndexPath(for:))
        BatchUpdateAnimation.apply(
            updates, to: cells, in: self, didEndDisplaying: endDisplaying,
            relayout: {
                retireSupplementaryViews()
                needsLayoutPreparation = true
                prepareLayoutIfNeeded()
                setNeedsLayout()
            }, completion: completion)
    }

    func makeCell(_ indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { fatalError("UICollectionView: items without a data source") }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isSelected = selectedItems.contains(indexPath)
        return cell
    }

    func endDisplaying(_ cell: UICollectionViewCell, _ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// The item of the cell that a touch landed in, if it is one of this collection view's cells.
    func tappedIndexPath(_ touches: Set<UITouch>) -> IndexPath? {
        indexPathOfTouchedCell(touches) { (cell: UICollectionViewCell) in indexPath(for: cell) }
    }
}
