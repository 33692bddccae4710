import MJRefresh
import UIKit

/// A horizontal strip of related items that opens the full list when pulled past its end: the trailer.
public final class RelatedViewController: UICollectionViewController {
    public private(set) var openedDetails = 0
    public private(set) var itemCount = 6

    public init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        let trailer = MJRefreshNormalTrailer { [weak self] in
            self?.openedDetails += 1
            self?.collectionView.mj_trailer?.endRefreshing()
        }
        trailer.setTitle("Swipe to see all", for: .idle)
        trailer.setTitle("Release to see all", for: .pulling)
        trailer.stateLabel?.textColor = .gray
        trailer.arrowView?.tintColor = .gray
        trailer.ignoredScrollViewContentInsetRight = 0
        trailer.link(to: collectionView)
    }

    /// A second style of the same screen: the text-only trailer.
    public func useStateTrailer() {
        let trailer = MJRefreshStateTrailer(refreshingBlock: { [weak self] in
            self?.openedDetails += 1
            self?.collectionView.mj_trailer?.endRefreshing()
        })
        trailer.stateLabel?.font = UIFont.systemFont(ofSize: 12)
        collectionView.mj_trailer = trailer
    }

    override public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
        itemCount
    }

    override public func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
}
