import MJRefresh
import UIKit

/// A photo grid with an animated header and a pull-up footer: the GIF components, set up with image arrays
/// as in MJRefresh's own example app.
public final class PhotosViewController: UICollectionViewController {
    public private(set) var photoCount = 0
    private let loader: any PageLoader
    /// Which footer the grid uses: the arrow footer, or images.
    private let usesGifFooter: Bool

    public init(loader: any PageLoader = DelayedPageLoader(), usesGifFooter: Bool = false) {
        self.loader = loader
        self.usesGifFooter = usesGifFooter
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        super.init(collectionViewLayout: layout)
    }

    public required init?(coder: NSCoder) {
        loader = DelayedPageLoader()
        usesGifFooter = false
        super.init(coder: coder)
    }

    /// The frames of the refresh animation, from the app's asset catalogue.
    static func frames(_ range: ClosedRange<Int>) -> [UIImage] {
        range.compactMap { UIImage(named: "dropdown_anim__000\($0)") }
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")

        let header = MJRefreshGifHeader(refreshingBlock: { [weak self] in self?.refreshPhotos() })
        var idleImages = [UIImage]()
        for index in 1...60 {
            if let image = UIImage(named: "dropdown_anim__000\(index)") { idleImages.append(image) }
        }
        header.setImages(idleImages, for: .idle)
        let loadingImages: [Any] = Self.frames(1...3)
        header.setImages(loadingImages, for: .pulling)
        header.setImages(Self.frames(1...3), duration: 0.3, for: .refreshing)
        header.lastUpdatedTimeLabel?.isHidden = true
        header.stateLabel?.isHidden = true
        header.gifView?.contentMode = .center
        collectionView.mj_header = header

        if usesGifFooter {
            let footer = MJRefreshBackGifFooter { [weak self] in self?.loadMorePhotos() }
            footer.setImages(Self.frames(1...3), duration: 0.3, for: .refreshing)
            footer.setImages(Self.frames(1...3), for: .pulling)
            footer.gifView?.contentMode = .center
            footer.stateLabel?.isHidden = true
            collectionView.mj_footer = footer
        } else {
            let footer = MJRefreshBackNormalFooter(refreshingBlock: { [weak self] in
                self?.loadMorePhotos()
            })
            footer.setTitle("Pull up for more photos", for: .idle)
            footer.arrowView?.tintColor = .gray
            footer.loadingView?.color = .gray
            footer.labelLeftInset = 15
            collectionView.mj_footer = footer
        }
        collectionView.mj_header?.beginRefreshing()
    }

    private func refreshPhotos() {
        loader.load(page: 0) { [weak self] rows, _ in
            self?.photoCount = rows.count
            self?.collectionView.reloadData()
            self?.collectionView.mj_header?.endRefreshing()
        }
    }

    private func loadMorePhotos() {
        loader.load(page: 1) { [weak self] rows, hasMore in
            guard let self = self else { return }
            self.photoCount += rows.count
            self.collectionView.reloadData()
            if hasMore {
                self.collectionView.mj_footer?.endRefreshing()
            } else {
                self.collectionView.mj_footer?.endRefreshingWithNoMoreData()
            }
        }
    }

    override public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
        photoCount
    }

    override public func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}
