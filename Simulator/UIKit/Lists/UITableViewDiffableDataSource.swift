import Foundation

/// A table's data source driven by snapshots: the app describes its data by identifiers and applies a snapshot;
/// the data source works out which sections and rows were deleted, inserted and reloaded, and updates the table.
///
/// The stand-in applies the difference as one batch of section and row updates when surviving sections and rows
/// keep their order; otherwise (sections or rows moved) it reloads the table (stand-in choice: the stand-in has no
/// move updates). A batch animates as `performBatchUpdates(_:completion:)` does unless
/// `animatingDifferences` is false; a reload never animates.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell for an item.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let snapshots = DiffableSnapshots<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView`, which becomes its `dataSource` (held weakly by the table: keep this object).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The animation of inserted and deleted rows, passed to the table's row updates.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes `snapshot` the table's data, updating the table by the difference. On the main actor the table is
    /// updated before this returns; from another thread, on the main queue. `completion` runs when the update's
    /// animation ends (at the next frame when nothing animates).
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        snapshots.apply(snapshot, reloading: false, animating: animatingDifferences, completion: completion) {
            self.listUpdates
        }
    }

    /// Makes `snapshot` the table's data with `reloadData()`, without working out a difference.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        snapshots.apply(snapshot, reloading: true, animating: false, completion: completion) { self.listUpdates }
    }

    /// The data last applied.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        snapshots.current
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { snapshots.current.item(at: indexPath) }

    /// Where an item is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        snapshots.indexPath(for: itemIdentifier)
    }

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { snapshots.current.numberOfSections }

    /// The snapshot's number of items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        snapshots.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item; traps when it gives none, as UIKit raises.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        snapshots.cell(at: indexPath, owner: "UITableViewDiffableDataSource") { cellProvider(tableView, indexPath, $0) }
    }

    /// No title; override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title; override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Internals

    /// The table's reload, and its batch with `defaultRowAnimation`; nil when the table is gone.
    private var listUpdates: DiffableListUpdates? {
        guard let tableView else { return nil }
        let animation = defaultRowAnimation
        return DiffableListUpdates(reload: tableView.reloadData) { updates, completion in
            tableView.performBatchUpdates(
                {
                    tableView.deleteSections(updates.deletedSections, with: animation)
                    tableView.insertSections(updates.insertedSections, with: animation)
                    tableView.reloadSections(updates.reloadedSections, with: animation)
                    tableView.deleteRows(at: Array(updates.deleted), with: animation)
                    tableView.insertRows(at: Array(updates.inserted), with: animation)
                    tableView.reloadRows(at: Array(updates.reloaded), with: animation)
                }, completion: completion)
        }
    }
}
