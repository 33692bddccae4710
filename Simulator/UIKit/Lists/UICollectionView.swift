/// A scrolling grid (or any arrangement its layout decides) of items in sections, showing cells only for the
/// items on screen and recycling the others.
///
/// As on iOS, `reloadData()` is lazy: counts, the layout's `prepare()` and `contentSize` are updated at the next
/// layout (call `layoutIfNeeded()` to have them at once). Insertions, deletions and reloads of items update
/// counts, layout and `contentSize` before they return; cells then move to their new places in an animation.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    var itemCounts: [Int] = []
    var needsDataLoad = true
    var needsLayoutPreparation = true
    var lastLaidOutBounds: CGRect?
    var updateBatch = UpdateBatch()
    var selectedItems: [IndexPath] = []
    let cells = CellRecycler<UICollectionViewCell>()
    let supplementaryViews = SupplementaryViews()
    let orthogonalScrollers = OrthogonalScrollers()

    /// Creates a collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
    }

    /// Decoding from an archive: the stand-in has no nibs, so this uses a default flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.attachedCollectionView = self
    }

    /// The layout placing the items; a new one is prepared at the next layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attachedCollectionView = nil
            collectionViewLayout.attachedCollectionView = self
            layoutDidInvalidate()
        }
    }

    /// Replaces the layout, as setting `collectionViewLayout` does, with `completion` running without an animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout. Animated, the new layout is prepared at once (so `contentSize` is the new one when
    /// this returns) and the cells slide from their old frames to their new ones over
    /// `BatchUpdateAnimation.duration`, as a batch update moves them; `completion` runs when they arrive (`false`
    /// when a later animation took over). Not animated, the cells are placed at the next layout and `completion`
    /// runs with `true` on the next turn of the run loop (stand-in choice: UIKit does not say when).
    @available(iOS 7.0, *)
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard animated, !needsDataLoad else {
            collectionViewLayout = layout
            if let completion { FrameScheduler.shared.schedule(after: 0) { completion(true) } }
            return
        }
        BatchUpdateAnimation.apply(
            IndexPathUpdates(), to: cells, in: self, didEndDisplaying: endDisplaying,
            relayout: {
                collectionViewLayout = layout
                retireSupplementaryViews()
                prepareLayoutIfNeeded()
            }, completion: completion)
    }

    /// Supplies the items. Setting it makes the collection view ask again at its next layout.
    weak open var dataSource: (any UICollectionViewDataSource)? {
        didSet { dataSourceOrDelegateDidChange() }
    }

    /// The collection view's delegate, also its scroll view delegate and, when it conforms, its flow layout
    /// delegate. iOS redeclares the type as `(any UICollectionViewDelegate)?`; Swift cannot change an overridden
    /// property's type, so the stand-in keeps the inherited type and casts (stand-in choice, as `UITableView`).
    override weak open var delegate: (any UIScrollViewDelegate)? {
        didSet { dataSourceOrDelegateDidChange() }
    }

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Data

    /// Drops the cached counts, layout and cells; everything is asked again at the next layout.
    open func reloadData() {
        cells.retireAll(endDisplaying)
        retireSupplementaryViews()
        selectedItems = []
        needsDataLoad = true
        layoutDidInvalidate()
    }

    /// The cached number of sections (loading the data first if it never was).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The cached number of items; the data source is asked only on reloads and updates.
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Inserts items (index paths after the update). The data source must already report them.
    open func insertItems(at indexPaths: [IndexPath]) {
        record { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes items (index paths before the update). The data source must already have dropped them.
    open func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deleted.formUnion(indexPaths) }
    }

    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it), keeping its cell and its
    /// selection; the items between shift. The data source must already report the new order.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.move(indexPath, to: newIndexPath) }
    }

    /// Asks for new cells for items (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloaded.formUnion(indexPaths) }
    }

    /// Asks the data source again for the shown items among `indexPaths`, handing it each item's existing cell to
    /// dequeue (without `prepareForReuse()`), so the cells are updated in place, as UIKit documents. Items not on
    /// screen are configured when they appear. Stand-in choice: applied at once, even inside a batch, and the
    /// layout is not asked again.
    @available(iOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        cells.reconfigure(
            indexPaths, make: makeCell,
            willDisplay: { [unowned self] cell, indexPath in
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }, didEndDisplaying: endDisplaying)
    }

    /// Inserts sections (indexes after the update). The data source must already report them.
    open func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update). The data source must already have dropped them.
    open func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks for the items of sections (indexes before the update) anew; their number may change.
    open func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Whether the collection view shows changes its data source does not have yet, as while a drop places items.
    /// Always `false` in the stand-in, which has no drag and drop: every update it applies comes from the data
    /// source.
    @available(iOS 11.0, *)
    open var hasUncommittedUpdates: Bool { false }

    /// Applies the insertions, deletions and reloads made in `updates` as one animated batch: counts, layout and
    /// `contentSize` are updated before this returns, the cells move over `BatchUpdateAnimation.duration`, and
    /// `completion` runs when they arrive (`false` when a later animation took over).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateBatch.begin()
        updates?()
        updateBatch.add(completion)
        if let batch = updateBatch.end() { apply(batch.updates, completion: batch.completion) }
    }

    // MARK: Cells

    /// Registers the cell class `dequeueReusableCell` creates for `identifier`; it must subclass
    /// `UICollectionViewCell`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cells.register(cellClass, for: identifier, owner: "UICollectionView")
    }

    /// A queued or new cell for `identifier`, sized to the item. Traps when nothing is registered, as UIKit raises.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = cells.dequeue(identifier) else {
            fatalError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        if let attributes = layoutAttributesForItem(at: indexPath) { cell.frame = attributes.frame }
        return cell
    }

    /// Registers the class `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` creates for
    /// `identifier` and views of `elementKind`; it must subclass `UICollectionReusableView`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryViews.queue(elementKind).register(viewClass, for: identifier, owner: "UICollectionView")
    }

    /// A queued or new view of `elementKind` for `identifier`, placed where the layout puts it. Traps when nothing
    /// is registered, as UIKit raises.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViews.queue(elementKind).dequeue(identifier) else {
            fatalError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            view.frame = attributes.frame
        }
        return view
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or nil when it is not on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        supplementaryViews.visible[SupplementaryViews.Key(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    @available(iOS 9.0, *)
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    @available(iOS 9.0, *)
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryViews.visible.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Where the layout puts the supplementary view of `elementKind` at `indexPath` now.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The cell shown for an item, or nil when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cells.visible[indexPath]
    }

    /// The cells on screen, in item order.
    open var visibleCells: [UICollectionViewCell] { cells.sortedCells }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { cells.sortedIndexPaths }

    /// The item of a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.visible.first { $0.value === cell }?.key
    }

    /// Where the layout puts an item, preparing the layout first if it is stale.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose cell is at `point` (in the collection view's content coordinates), as it shows now (a
    /// section scrolled sideways counts where it is scrolled to); nil where there is none. Where cells overlap,
    /// the one drawn on top.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        // A row across everything sideways: a section scrolled sideways shows items the layout places far off.
        let row = CGRect(x: -1e9, y: point.y - 0.5, width: 2e9, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: row)?
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && shownFrame(of: $0).contains(point) }
            .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
    }

    /// Scrolls so the item sits at `scrollPosition` within the area the adjusted insets leave visible, without
    /// scrolling past the content's edges; `animated` moves there as `setContentOffset(_:animated:)` does. An item
    /// that does not exist changes nothing (UIKit raises). In a section that scrolls sideways only the collection
    /// view itself scrolls (stand-in choice).
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        guard let item = layoutAttributesForItem(at: indexPath) else { return }
        let placements = scrollPosition.placements
        guard
            let offset = offset(
                placing: item.frame, horizontally: placements.horizontal, vertically: placements.vertical)
        else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Where an item's cell shows in content coordinates: the layout's place, moved by its section's sideways
    /// scroll when the section scrolls sideways.
    private func shownFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard let scroller = orthogonalScrollers.bySection[attributes.indexPath.section] else {
            return attributes.frame
        }
        return attributes.frame.offsetBy(dx: -scroller.bounds.minX, dy: -scroller.bounds.minY)
            .intersection(scroller.frame)
    }

    // MARK: Selection

    /// Whether tapping an item selects it (outside editing mode).
    open var allowsSelection = true

    /// Whether a tap adds its item to the selection, and a tap on a selected item deselects it (telling the
    /// delegate `collectionView(_:didDeselectItemAt:)`); `false` by default, as in UIKit.
    open var allowsMultipleSelection = false

    /// Whether the collection view is in editing mode; `false` by default. Stand-in choice: the stand-in's cells
    /// look the same in either mode; what changes is which taps select (`allowsSelectionDuringEditing`).
    @available(iOS 14.0, *)
    open var isEditing = false

    /// Whether tapping an item selects it while `isEditing`; `false` by default, as in UIKit.
    @available(iOS 14.0, *)
    open var allowsSelectionDuringEditing = false

    /// The selected items; nil when none, as UIKit.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects an item without telling the delegate, as UIKit: it replaces the selection, or joins it when
    /// `allowsMultipleSelection`; nil clears the selection. Then scrolls to it as `scrollToItem(at:at:animated:)` does,
    /// unless `scrollPosition` is empty. An item that does not exist is not selected.
    open func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        if indexPath == nil || !allowsMultipleSelection {
            for selected in selectedItems { cellForItem(at: selected)?.isSelected = false }
            selectedItems = []
        }
        guard let indexPath, layoutAttributesForItem(at: indexPath) != nil else { return }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate, as UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap that ends on a cell selects its item and tells the delegate. With `allowsMultipleSelection` the item
    /// joins the selection, or leaves it when it was selected; otherwise it replaces the selection, and the
    /// delegate first hears of each item deselected that way. In editing mode `allowsSelectionDuringEditing`
    /// decides instead of `allowsSelection`.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection, let indexPath = tappedIndexPath(touches)
        else { return super.touchesEnded(touches, with: event) }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath {
                deselectItem(at: selected, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Layout

    /// A view behind every cell and supplementary view, filling the visible bounds (it does not scroll with the
    /// items), as UIKit sizes it: an empty list's message, say.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Prepares a stale layout (setting `contentSize`) and tiles cells for the items meeting `bounds`.
    override open func layoutSubviews() {
        super.layoutSubviews()
        if let last = lastLaidOutBounds, last != bounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            needsLayoutPreparation = true
        }
        lastLaidOutBounds = bounds
        prepareLayoutIfNeeded()
        orthogonalScrollers.update(collectionViewLayout.orthogonalBands, in: self)
        let visible = bounds
        var wanted: [(IndexPath, CGRect)] = []
        var containers: [IndexPath: UIView] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.indexPath.count == 2
        {
            let indexPath = attributes.indexPath
            if let placement = orthogonalScrollers.placement(
                of: attributes.frame, section: indexPath[0], visible: visible)
            {
                guard placement.shows else { continue }
                wanted.append((indexPath, placement.frame))
                containers[indexPath] = placement.in
            } else if !attributes.frame.intersection(visible).isEmpty {
                wanted.append((indexPath, attributes.frame))
            }
        }
        cells.tile(
            wanted, in: self, containers: containers, make: makeCell,
            willDisplay: { [unowned self] cell, indexPath in
                if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
                    cell.apply(attributes)
                }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }, didEndDisplaying: endDisplaying)
        placeSupplementaryViews()
        placeBackgroundView(backgroundView)
    }

    /// Re-places the pinned supplementary views when the visible area moves by an inset change alone.
    override open func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        setNeedsLayout()
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        if oldBounds.origin != modelBounds.origin { contentOffsetDidChangeForSupplementaryViews() }
        super.boundsDidChange(from: oldBounds)
    }
}

extension UICollectionView {
    /// The direction a flow layout's content scrolls.
    public enum ScrollDirection: Int, @unchecked Sendable {
        /// Items fill rows across the width; the content grows downwards.
        case vertical = 0
        /// Items fill columns down the height; the content grows to the right.
        case horizontal = 1
    }
}
