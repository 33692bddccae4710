import MJRefresh
import UIKit

/// A grid of tiles in sections whose headers stay at the top while their section scrolls
/// (`sectionHeadersPinToVisibleBounds`): pull down to reload, scroll to the end to load the next section.
public final class PinnedHeadersCollectionViewController: UICollectionViewController {
    public private(set) var sections: [[Entry]] = []
    private let loader: any FeedLoader

    public init(loader: any FeedLoader = DelayedFeedLoader()) {
        self.loader = loader
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumLineSpacing = 8
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.sectionHeadersPinToVisibleBounds = true
        super.init(collectionViewLayout: layout)
    }

    public required init?(coder: NSCoder) {
        loader = DelayedFeedLoader()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        collectionView.registerTiles()
        collectionView.alwaysBounceVertical = true
        collectionView.mj_header = MJRefreshNormalHeader { [weak self] in self?.load(page: 0) }
        let footer = MJRefreshAutoNormalFooter { [weak self] in
            guard let self else { return }
            load(page: sections.count)
        }
        footer.isHidden = true
        collectionView.mj_footer = footer
        load(page: 0)
    }

    private func load(page: Int) {
        loader.load(feed: "Tile", page: page) { [weak self] entries in
            guard let self else { return }
            sections = page == 0 ? [entries] : sections + [entries]
            collectionView.reloadData()
            collectionView.mj_header?.endRefreshing()
            collectionView.mj_footer?.endRefreshing()
            collectionView.mj_footer?.isHidden = sections.isEmpty
        }
    }

    override public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
        sections[section].count
    }

    override public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }

    override public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: TileHeaderView.identifier, for: indexPath)
        (view as? TileHeaderView)?.title.text = "Section \(indexPath.section + 1)"
        return view
    }
}
