import MJRefresh
import UIKit

/// A store front: a row of featured tiles that scrolls sideways on its own (a compositional layout section with
/// `orthogonalScrollingBehavior`), above a list that grows a page at a time. A collection view diffable data source
/// feeds both; pull down to reload, scroll to the end to load the next page (applied with animation).
public final class ShelvesViewController: UICollectionViewController {
    public enum Shelf: Hashable, Sendable {
        case featured, list
    }

    public private(set) var featured: [Entry] = []
    public private(set) var entries: [Entry] = []
    private let loader: any FeedLoader
    private var dataSource: UICollectionViewDiffableDataSource<Shelf, Entry>?

    public init(loader: any FeedLoader = DelayedFeedLoader()) {
        self.loader = loader
        super.init(collectionViewLayout: Self.makeLayout())
    }

    public required init?(coder: NSCoder) {
        loader = DelayedFeedLoader()
        super.init(coder: coder)
    }

    /// The featured row: tiles 160 pt wide side by side, scrolling sideways, under a "Featured" header. The list:
    /// full-width rows of 64 pt.
    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            guard section == 0 else {
                let row = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: row)
            }
            let tile = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(160), heightDimension: .absolute(140)),
                subitems: [item])
            let shelf = NSCollectionLayoutSection(group: tile)
            shelf.orthogonalScrollingBehavior = .continuous
            shelf.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
            shelf.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return shelf
        }
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        collectionView.registerTiles()
        collectionView.alwaysBounceVertical = true
        let dataSource = UICollectionViewDiffableDataSource<Shelf, Entry>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TileHeaderView.identifier, for: indexPath)
            (view as? TileHeaderView)?.title.text = "Featured"
            return view
        }
        self.dataSource = dataSource
        collectionView.mj_header = MJRefreshNormalHeader { [weak self] in self?.reload() }
        let footer = MJRefreshAutoNormalFooter { [weak self] in self?.loadNextPage() }
        footer.isHidden = true
        collectionView.mj_footer = footer
        reload()
    }

    private func reload() {
        loader.load(feed: "Featured", page: 0) { [weak self] featured in
            guard let self else { return }
            loader.load(feed: "Shelf", page: 0) { [weak self] entries in
                guard let self else { return }
                self.featured = featured
                self.entries = entries
                show(animated: false) { [weak self] in self?.collectionView.mj_header?.endRefreshing() }
            }
        }
    }

    private func loadNextPage() {
        loader.load(feed: "Shelf", page: entries.count / 15) { [weak self] entries in
            guard let self else { return }
            self.entries += entries
            show(animated: true) { [weak self] in self?.collectionView.mj_footer?.endRefreshing() }
        }
    }

    /// Applies the featured row and the list as they are now; `completion` runs when the collection view shows
    /// them.
    private func show(animated: Bool, completion: @escaping () -> Void) {
        var snapshot = NSDiffableDataSourceSnapshot<Shelf, Entry>()
        snapshot.appendSections([.featured, .list])
        snapshot.appendItems(featured, toSection: .featured)
        snapshot.appendItems(entries, toSection: .list)
        dataSource?.apply(snapshot, animatingDifferences: animated, completion: completion)
        collectionView.mj_footer?.isHidden = entries.isEmpty
    }
}
