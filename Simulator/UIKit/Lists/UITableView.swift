/// A vertical list of rows in sections, showing cells only for the rows on screen and recycling the others.
///
/// Counts and heights come from `dataSource` and `delegate` and are cached until `reloadData()` or an update.
/// `contentSize` is `(bounds.width, tableHeaderView + Σ(section header + rows + section footer) + tableFooterView)`;
/// it is set (and reported to observers) on every reload and update, and at layout when the width or the
/// header/footer views' heights changed. Cells are tiled in `layoutSubviews` for the rows meeting `bounds`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table; the stand-in lays out all styles alike (stand-in choice).
    public enum Style: Int, @unchecked Sendable {
        /// Section headers and footers float over the rows in UIKit.
        case plain = 0
        /// Sections set apart as groups.
        case grouped = 1
        /// Groups inset from the table's edges, with rounded corners.
        case insetGrouped = 2
    }

    /// The animation of inserted, deleted or reloaded rows. The stand-in applies updates at once (stand-in choice).
    public enum RowAnimation: Int, @unchecked Sendable {
        /// The rows fade in or out.
        case fade = 0
        /// The rows slide in from or out to the right.
        case right = 1
        /// The rows slide in from or out to the left.
        case left = 2
        /// The rows slide in from or out to the top.
        case top = 3
        /// The rows slide in from or out to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// The rows appear or vanish around their middle.
        case middle = 6
        /// UIKit picks an animation.
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row in the visible area.
    public enum ScrollPosition: Int, @unchecked Sendable {
        /// Moves as little as needed to show the whole row; not at all when it is visible.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    private let storedStyle: UITableView.Style
    var rowCountsStorage: [Int] = []
    var geometryStorage = TableGeometry()
    var needsDataLoadFlag = true
    var updateBatch = UpdateBatch()
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    var isEditingStorage = false
    let cells = CellRecycler<UITableViewCell>()
    let sectionHeaders = SectionHeaderViews()
    var rowHeights = TableRowHeights()

    /// Creates a table of `style`; it asks its data source for rows at its first layout.
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// A `.plain` table.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decoding from an archive: the stand-in has no nibs, so this is a `.plain` table.
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
    }

    /// The style the table was created with.
    open var style: UITableView.Style { storedStyle }

    // MARK: Data source and delegate

    /// Supplies the rows. Setting it makes the table ask again at its next layout.
    weak open var dataSource: (any UITableViewDataSource)? {
        didSet { dataSourceOrDelegateDidChange() }
    }

    /// The table's delegate, which is also its scroll view delegate.
    ///
    /// On iOS this property is redeclared as `(any UITableViewDelegate)?`, which Objective-C allows and Swift
    /// does not: an overriding property must keep its type. The stand-in keeps the inherited type and calls the
    /// table methods when the object is a `UITableViewDelegate` (stand-in choice). Assigning a table delegate
    /// works unchanged; reading it gives `(any UIScrollViewDelegate)?`, so cast it to reach table methods.
    override weak open var delegate: (any UIScrollViewDelegate)? {
        didSet { dataSourceOrDelegateDidChange() }
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Sizes

    /// The height of rows when the delegate does not give one. 44 by default (stand-in choice; recent iOS
    /// reports `automaticDimension`, which self-sizes). `automaticDimension` sizes each row from its cell when it
    /// is shown (see `estimatedRowHeight`).
    open var rowHeight: CGFloat = 44 {
        didSet { sizesDidChange() }
    }

    /// The height assumed for rows the table has not shown yet; they get their real height when they come on
    /// screen, so `contentSize` changes as the list scrolls. 0 turns estimates off. `automaticDimension` (the
    /// default since iOS 11) lets the table pick (see `geometryRowHeight(_:)` for the stand-in's pick).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { sizesDidChange() }
    }

    /// The height of section headers when the delegate does not give one. `automaticDimension` (the default)
    /// means 28 for a section whose data source gives a title and 0 otherwise (stand-in choice).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { sizesDidChange() }
    }

    /// The space above each section header; `automaticDimension` by default. Stand-in choice: stored only, the
    /// stand-in lays headers out with no space above them whatever the value (iOS 15 adds some to plain lists).
    @available(iOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// How rows are separated; `.singleLine` at first. Stand-in choice: separators are not drawn, so the style is
    /// stored only.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    /// The default inset of the separators from the cells' edges (only left and right count). Stand-in choice:
    /// separators are not drawn, so the value is stored only; 16 points on the left by default, where the stand-in
    /// puts a cell's text (UIKit lines separators up with the text, at a width it does not document).
    @available(iOS 7.0, *)
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The colour of the separators, `UIColor.separator` by default. Stand-in choice: separators are not drawn, so
    /// the colour is stored only.
    open var separatorColor: UIColor? = .separator

    /// The height assumed for section headers not shown yet; `automaticDimension` by default. Stand-in choice:
    /// stored only. The stand-in asks every section header's height when it lays out the sections, so no
    /// estimate ever stands in for one, which is what UIKit does when this is 0 (the usual way to turn the
    /// estimates off).
    @available(iOS 7.0, *)
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The height assumed for section footers not shown yet; stored only, as `estimatedSectionHeaderHeight`.
    @available(iOS 7.0, *)
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The height of section footers when the delegate does not give one; `automaticDimension` as for headers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { sizesDidChange() }
    }

    /// A view above all rows, as wide as the table; its height counts in `contentSize`.
    open var tableHeaderView: UIView? {
        didSet { supplementaryViewDidChange(from: oldValue, to: tableHeaderView) }
    }

    /// A view below all rows, as wide as the table; its height counts in `contentSize`.
    open var tableFooterView: UIView? {
        didSet { supplementaryViewDidChange(from: oldValue, to: tableFooterView) }
    }

    /// A view behind every row, filling the visible bounds (it does not scroll with the rows): an empty list's
    /// message, say.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Data

    /// Asks the data source and delegate for everything again: counts and heights at once (so `contentSize` is
    /// current when this returns, and is set even if unchanged), cells at the next layout. Clears the selection.
    /// Visible cells go back to the reuse queue at once (stand-in choice).
    open func reloadData() {
        cells.retireAll(endDisplaying)
        retireSectionHeaders()
        rowHeights.forgetAll()
        selectedRows = []
        loadRowData()
        setNeedsLayout()
    }

    /// The cached number of sections (loading the data first if it never was).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCountsStorage.count
    }

    /// The cached number of rows; the data source is asked only on reloads and updates.
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return rowCountsStorage.indices.contains(section) ? rowCountsStorage[section] : 0
    }

    /// Inserts rows (index paths after the update). The data source must already report them.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes rows (index paths before the update). The data source must already have dropped them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.deleted.formUnion(indexPaths) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it), keeping its cell, its height
    /// and its selection; the rows between shift. The data source must already report the new order.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.move(indexPath, to: newIndexPath) }
    }

    /// Asks for new cells (and heights) for rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.reloaded.formUnion(indexPaths) }
    }

    /// Asks the data source again for the shown rows among `indexPaths`, handing it each row's existing cell to
    /// dequeue (without `prepareForReuse()`), so the cells are updated in place, as UIKit documents. Rows not on
    /// screen are configured when they appear. Stand-in choice: applied at once, even inside a batch, and row
    /// heights stay as they were (use `reloadRows(at:with:)` to measure a row again).
    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        cells.reconfigure(
            indexPaths, make: makeCell,
            willDisplay: { [unowned self] cell, indexPath in
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }, didEndDisplaying: endDisplaying)
    }

    /// Inserts sections (indexes after the update). The data source must already report them.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update). The data source must already have dropped them.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks for the rows of sections (indexes before the update) anew; their number may change.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the insertions, deletions and reloads made in `updates` as one animated batch: counts, heights and
    /// `contentSize` are updated before this returns, the cells move over `BatchUpdateAnimation.duration`, and
    /// `completion` runs when they arrive (`false` when a later animation took over).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        updateBatch.add(completion)
        endUpdates()
    }

    /// Whether the table shows changes its data source does not have yet, as while a drop places rows. Always
    /// `false` in the stand-in, which has no drag and drop: every update it applies comes from the data source.
    @available(iOS 11.0, *)
    open var hasUncommittedUpdates: Bool { false }

    /// Starts collecting updates into one batch; calls nest.
    open func beginUpdates() {
        updateBatch.begin()
    }

    /// Applies the batch when the outermost `beginUpdates()` ends.
    open func endUpdates() {
        if let batch = updateBatch.end() { apply(batch.updates, completion: batch.completion) }
    }

    // MARK: Cells

    /// Registers the cell class `dequeueReusableCell` creates for `identifier`; it must subclass `UITableViewCell`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cells.register(cellClass, for: identifier, owner: "UITableView")
    }

    /// A queued cell for `identifier`, else a new cell of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cells.dequeue(identifier)
    }

    /// A queued or new cell for `identifier`, already sized to the row. Traps when nothing is registered for
    /// `identifier`, as UIKit raises.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cells.dequeue(identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    /// The cell shown for a row, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cells.visible[indexPath]
    }

    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] { cells.sortedCells }

    /// The rows on screen, in order; empty (not nil) when there are none (stand-in choice).
    open var indexPathsForVisibleRows: [IndexPath]? { cells.sortedIndexPaths }

    /// The row of a visible cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.visible.first { $0.value === cell }?.key
    }

    /// A row's rectangle in the table's content coordinates; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        return geometryStorage.rect(indexPath, width: bounds.width)
    }

    /// Scrolls so the row sits at `scrollPosition` within the area the adjusted insets leave visible, clamped to
    /// the scrollable range; `animated` moves there as `setContentOffset(_:animated:)` does.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        let placement: ScrollPlacement
        switch scrollPosition {
        case .none: placement = .nearest
        case .top: placement = .leading
        case .middle: placement = .center
        case .bottom: placement = .trailing
        }
        guard let offset = offset(placing: rectForRow(at: indexPath), horizontally: .unchanged, vertically: placement)
        else { return }
        setContentOffset(offset, animated: animated)
    }

    /// The row at `point` (in the table's content coordinates), or nil where there is none: above the first
    /// row, in a section header or footer, below the last, or beside the table.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        indexPathsForRows(in: CGRect(origin: point, size: .zero))?.first { rectForRow(at: $0).contains(point) }
    }

    /// The rows whose rectangles meet `rect` (content coordinates), top to bottom; empty when none does.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minX < bounds.width, rect.maxX >= 0 else { return [] }
        // A rectangle without height meets the row it lies on; one with height, the rows it overlaps.
        return geometryStorage.indexPaths(fromY: rect.minY, toY: rect.height > 0 ? rect.maxY : rect.maxY.nextUp)
    }

    /// The rectangle of a whole section (its header, rows and footer) in content coordinates; `.zero` for a
    /// section that does not exist (stand-in choice: UIKit does not say).
    open func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        return geometryStorage.sectionRect(section, width: bounds.width)
    }

    /// The rectangle of a section's footer in content coordinates, at its own place (stand-in choice: the stand-in
    /// does not float footers); `.zero` for a section that does not exist.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        return geometryStorage.footerRect(section, width: bounds.width)
    }

    // MARK: Section headers

    /// Registers the class `dequeueReusableHeaderFooterView(withIdentifier:)` creates for `identifier`; it must
    /// subclass `UITableViewHeaderFooterView`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        sectionHeaders.queue.register(aClass, for: identifier, owner: "UITableView")
    }

    /// A queued header or footer view for `identifier`, else a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        sectionHeaders.queue.dequeue(identifier)
    }

    /// The header view shown for `section`, if it is on screen and a `UITableViewHeaderFooterView` (a view of
    /// another class from the delegate is shown but not returned, as in UIKit).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionHeaders.visible[section] as? UITableViewHeaderFooterView
    }

    /// The header's rectangle in content coordinates: where it floats now in a `.plain` table (stand-in choice:
    /// UIKit does not say whether it reports the floating or the resting place), else its own place.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        return geometryStorage.headerRect(section, width: bounds.width, pinLine: sectionHeaderPinLine)
    }

    // MARK: Selection

    /// Whether tapping a row selects it.
    open var allowsSelection = true

    /// Whether tapping a row selects it while the table is editing; `false` by default, as in UIKit.
    open var allowsSelectionDuringEditing = false

    /// Whether the table is in editing mode; `false` at first. Setting it calls `setEditing(_:animated:)` without
    /// animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode and puts every visible cell in the same mode with
    /// `UITableViewCell.setEditing(_:animated:)`, as UIKit does; cells shown later get the mode when they appear.
    /// While editing, a tap selects a row only if `allowsSelectionDuringEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        for cell in cells.sortedCells where cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    }

    /// Whether a tap adds its row to the selection, and a tap on a selected row deselects it (telling the
    /// delegate `tableView(_:didDeselectRowAt:)`), outside editing mode; `false` by default, as in UIKit.
    @available(iOS 5.0, *)
    open var allowsMultipleSelection = false

    /// `allowsMultipleSelection` for editing mode; `false` by default, as in UIKit. Stand-in choice: no check
    /// marks are drawn.
    @available(iOS 5.0, *)
    open var allowsMultipleSelectionDuringEditing = false

    /// The selected row, if any; with several, the first in table order, as UIKit documents.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in table order; nil when none, as UIKit.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without telling the delegate, as UIKit: it replaces the selection, or joins it while
    /// multiple selection is on (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` while
    /// editing); nil deselects every row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        if indexPath == nil || !selectsMultipleRows {
            for previous in selectedRows where previous != indexPath { deselectRow(at: previous, animated: animated) }
        }
        guard let indexPath else { return }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate, as UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// A tap that ends on a cell selects its row and tells the delegate. With multiple selection on, a tap on a
    /// selected row deselects it instead; otherwise the row replaces the selection, and the delegate first hears
    /// of each row deselected that way. Then `selectionDidChangeNotification` is posted.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditingStorage ? allowsSelectionDuringEditing : allowsSelection,
            let indexPath = tappedIndexPath(touches)
        else {
            return super.touchesEnded(touches, with: event)
        }
        defer { NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self) }
        if selectsMultipleRows, selectedRows.contains(indexPath) {
            deselectRow(at: indexPath, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        if !selectsMultipleRows {
            for previous in selectedRows where previous != indexPath {
                deselectRow(at: previous, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Whether the current mode lets several rows be selected at once.
    private var selectsMultipleRows: Bool {
        isEditingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Layout

    /// Follows width and header/footer-view changes, then tiles cells for the rows meeting `bounds`.
    override open func layoutSubviews() {
        super.layoutSubviews()
        loadDataIfNeeded()
        let geometry = geometryStorage
        if contentSize.width != bounds.width || geometry.tableHeaderHeight != (tableHeaderView?.frame.height ?? 0)
            || geometry.contentHeight - geometry.tableFooterMinY != (tableFooterView?.frame.height ?? 0)
        {
            rebuildGeometry()
        }
        placeSupplementaryViews()
        // Rows shown at their estimate get their real height, which moves the rows below and may bring others
        // into view: tile until the shown rows are all measured (a few rounds; each measures at least one row).
        for _ in 0..<8 {
            tileCells()
            guard measureShownEstimatedRows() else { break }
        }
        placeSectionHeaders()
        placeBackgroundView(backgroundView)
    }

    /// Re-places the floating section headers when the visible top moves by an inset change alone.
    override open func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        setNeedsLayout()
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        if oldBounds.origin != modelBounds.origin { contentOffsetDidChangeForSectionHeaders() }
        super.boundsDidChange(from: oldBounds)
    }

    private func tileCells() {
        let visible = bounds
        let wanted = geometryStorage.indexPaths(fromY: visible.minY, toY: visible.maxY).map {
            ($0, geometryStorage.rect($0, width: visible.width))
        }
        cells.tile(
            wanted, in: self, make: makeCell,
            willDisplay: { [unowned self] cell, indexPath in
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }, didEndDisplaying: endDisplaying)
    }
}

extension UITableView {
    /// The value meaning "work the size out": rows size from their cells, section headers and footers by their
    /// titles.
    public static let automaticDimension: CGFloat = -1

    /// Posted (with the table as the object, no user info) after a tap selects or deselects rows. Stand-in choice:
    /// not posted for `selectRow` and `deselectRow` from code, which do not tell the delegate either.
    public static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")
}
