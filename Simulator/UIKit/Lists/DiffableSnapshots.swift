import Foundation

/// What the table's and the collection view's diffable data sources do alike: keep the snapshot last applied
/// (readable from any thread, behind a lock), answer questions about it, and bring the list view to a new one.
final class DiffableSnapshots<Section: Hashable & Sendable, Item: Hashable & Sendable>: @unchecked Sendable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    private let lock = NSLock()
    private var stored = Snapshot()

    /// The data last applied.
    var current: Snapshot { lock.withLock { stored } }

    /// Where `item` is shown.
    func indexPath(for item: Item) -> IndexPath? { current.indexPaths()[item] }

    /// The number of items in the section at `index`; 0 for an index out of range.
    func numberOfItems(inSection index: Int) -> Int {
        let snapshot = current
        let sections = snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? snapshot.numberOfItems(inSection: sections[index]) : 0
    }

    /// The cell `provider` makes for the item at `indexPath`; traps when there is no item or no cell, as UIKit
    /// raises. `owner` names the data source in the message.
    func cell<Cell>(at indexPath: IndexPath, owner: String, provider: (Item) -> Cell?) -> Cell {
        guard let item = current.item(at: indexPath), let cell = provider(item) else {
            fatalError("\(owner): the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    /// Makes `snapshot` the data and brings the list view `list` gives (nil when it is gone) to it: by one batch
    /// of section and item updates (animated unless `animating` is false) when surviving sections and items keep
    /// their order, else, or when `reloading`, by a reload. On the main actor this happens before it returns;
    /// from another thread, on the main queue in call order. `completion` runs when the batch's animation ends,
    /// or at the next frame after a reload.
    func apply(
        _ snapshot: Snapshot, reloading: Bool, animating: Bool, completion: (() -> Void)?,
        to list: @escaping @MainActor () -> DiffableListUpdates?
    ) {
        let completion = UncheckedSendable(completion)
        MainActorCheck.perform {
            self.update(
                to: snapshot, reloading: reloading, animating: animating, completion: completion.value, list: list())
        }
    }

    @MainActor
    private func update(
        to new: Snapshot, reloading: Bool, animating: Bool, completion: (() -> Void)?, list: DiffableListUpdates?
    ) {
        let old = current
        lock.withLock { stored = new }
        guard let list, !reloading, let updates = new.itemUpdates(from: old) else {
            list?.reload()
            if let completion { FrameScheduler.shared.schedule(after: 0) { completion() } }
            return
        }
        if animating {
            list.batch(updates) { _ in completion?() }
        } else {
            UIView.performWithoutAnimation { list.batch(updates) { _ in completion?() } }
        }
    }
}

/// How a diffable data source updates its list view: `reload` is its `reloadData()`; `batch` applies the section
/// and item updates in one `performBatchUpdates(_:completion:)`, passing on the completion.
@MainActor
struct DiffableListUpdates {
    let reload: () -> Void
    let batch: (IndexPathUpdates, _ completion: @escaping (Bool) -> Void) -> Void
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
