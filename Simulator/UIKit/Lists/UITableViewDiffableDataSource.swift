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
    private let state = SnapshotState<NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>>(
        NSDiffableDataSourceSnapshot())

    /// A data source for `tableView`, which becomes its `dataSource` (held weakly by the table: keep this object).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The animation of inserted and deleted rows, passed to the table's row updates.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes `snapshot` the table's data, updating the table by the difference. On the main actor the table is
    /// updated before this returns; from another thread, on the main queue. `completion` runs when the update's
    /// animation ends (at the next frame when nothing animates).
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let completion = UncheckedSendable(completion)
        MainActorCheck.perform {
            self.update(
                to: snapshot, reloading: false, animating: animatingDifferences, completion: completion.value)
        }
    }

    /// Makes `snapshot` the table's data with `reloadData()`, without working out a difference.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        let completion = UncheckedSendable(completion)
        MainActorCheck.perform {
            self.update(to: snapshot, reloading: true, animating: false, completion: completion.value)
        }
    }

    /// The data last applied.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        state.value
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.value.item(at: indexPath) }

    /// Where an item is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.value.indexPaths()[itemIdentifier]
    }

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { state.value.numberOfSections }

    /// The snapshot's number of items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let sections = state.value.sectionIdentifiers
        return sections.indices.contains(section) ? state.value.numberOfItems(inSection: sections[section]) : 0
    }

    /// The cell provider's cell for the item; traps when it gives none, as UIKit raises.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = state.value.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    /// No title; override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title; override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Internals

    private func update(
        to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reloading: Bool,
        animating: Bool, completion: (() -> Void)?
    ) {
        let old = state.value
        state.value = snapshot
        guard let tableView else {
            if let completion { FrameScheduler.shared.schedule(after: 0) { completion() } }
            return
        }
        let animation = defaultRowAnimation
        applyDifference(
            from: old, to: snapshot, reloading: reloading, animating: animating, completion: completion,
            reload: tableView.reloadData
        ) { updates, completion in
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

/// A value shared between the main actor and `nonisolated` readers, behind a lock.
final class SnapshotState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A value handed to the main actor from `nonisolated` code that UIKit lets apps call from any thread.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Whether nonisolated code runs on the main actor: the main thread, or the main queue serviced by a pool thread
/// (an async `main`, Swift Testing on Linux), which carries a mark only it has.
enum MainActorCheck {
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mark.key) != nil
    }

    /// Runs `body` now on the main actor, else on the main queue in call order.
    static func perform(_ body: @escaping @MainActor () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }

    private static let mark: Mark = {
        let mark = Mark(key: DispatchSpecificKey())
        DispatchQueue.main.setSpecific(key: mark.key, value: ())
        return mark
    }()

    private struct Mark: @unchecked Sendable {
        let key: DispatchSpecificKey<Void>
    }
}
