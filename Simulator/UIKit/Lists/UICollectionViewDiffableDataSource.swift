import Foundation

/// A collection view's data source driven by snapshots, as `UITableViewDiffableDataSource` is for tables: the app
/// applies `NSDiffableDataSourceSnapshot`s and the data source updates the collection view by the difference.
///
/// The same rules as for tables: one batch of section and item updates when surviving sections and items keep their
/// order, else a reload (stand-in choice: the stand-in has no move updates); a batch animates unless
/// `animatingDifferences` is false.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell for an item.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// Makes a supplementary view (a section header or footer) the layout places.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let snapshots = DiffableSnapshots<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which becomes its `dataSource` (held weakly by the collection view: keep
    /// this object).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes the supplementary views; without it, a layout that places supplementary views traps, as UIKit raises.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Makes `snapshot` the collection view's data, updating it by the difference. On the main actor the collection
    /// view is updated before this returns; from another thread, on the main queue. `completion` runs when the
    /// update's animation ends (at the next frame when nothing animates).
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        snapshots.apply(snapshot, reloading: false, animating: animatingDifferences, completion: completion) {
            self.listUpdates
        }
    }

    /// Makes `snapshot` the collection view's data with `reloadData()`, without working out a difference.
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

    /// The section shown at `index`.
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = snapshots.current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where a section is shown.
    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        snapshots.current.indexOfSection(sectionIdentifier)
    }

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { snapshots.current.numberOfSections }

    /// The snapshot's number of items in the section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        snapshots.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item; traps when it gives none, as UIKit raises.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        snapshots.cell(at: indexPath, owner: "UICollectionViewDiffableDataSource") {
            cellProvider(collectionView, indexPath, $0)
        }
    }

    /// The supplementary view provider's view; traps without a provider or a view, as UIKit raises.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            fatalError("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for \(indexPath)")
        }
        return view
    }

    // MARK: Internals

    /// The collection view's reload and batch; nil when the collection view is gone.
    private var listUpdates: DiffableListUpdates? {
        guard let collectionView else { return nil }
        return DiffableListUpdates(reload: collectionView.reloadData) { updates, completion in
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteSections(updates.deletedSections)
                    collectionView.insertSections(updates.insertedSections)
                    collectionView.reloadSections(updates.reloadedSections)
                    collectionView.deleteItems(at: Array(updates.deleted))
                    collectionView.insertItems(at: Array(updates.inserted))
                    collectionView.reloadItems(at: Array(updates.reloaded))
                }, completion: completion)
        }
    }
}
