import MJRefresh
import SimulationTesting
import Testing

/// A phone-sized horizontal collection view of `items` 100 × 100 pt items per section, spaced 10 pt: seven items
/// a column in an 844 pt high view.
@MainActor
func makeGalleryStage(
    items: Int, sections: Int = 1, safeArea: UIEdgeInsets = .zero,
    contentInset: UIEdgeInsets = .zero
) -> (Stage, UICollectionView, ItemSource) {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemSource(items: items, sections: sections)
    collection.dataSource = source
    let stage = Stage(safeArea: safeArea, contentInset: contentInset, scrollView: collection, dataSource: source)
    collection.layoutIfNeeded()
    return (stage, collection, source)
}

/// A gallery of `items` (see `makeGalleryStage`) with a normal trailer attached, and the counter of its refreshes.
@MainActor
func makeTrailerGallery(
    items: Int, safeArea: UIEdgeInsets = .zero, contentInset: UIEdgeInsets = .zero
) -> (Stage, UICollectionView, MJRefreshNormalTrailer, CallCounter) {
    let (stage, collection, _) = makeGalleryStage(items: items, safeArea: safeArea, contentInset: contentInset)
    let refreshes = CallCounter()
    let trailer = stage.attach(MJRefreshNormalTrailer(refreshingBlock: refreshes.action))
    return (stage, collection, trailer, refreshes)
}

/// A collection data source of `sections` sections of `items` plain items.
@MainActor
final class ItemSource: NSObject, UICollectionViewDataSource {
    var items: Int
    let sections: Int

    init(items: Int, sections: Int) {
        self.items = items
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

extension Stage {
    /// Ends `trailer`'s refresh, lets it collapse, and expects the scroll view back at its start with no inset.
    func endRefreshingAndExpectRestAtStart(
        _ trailer: MJRefreshTrailer, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        trailer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(scrollView.contentInset == .zero, sourceLocation: sourceLocation)
        #expect(abs(scrollView.contentOffset.x) <= 0.5, sourceLocation: sourceLocation)
    }

    /// Pulls `trailer` in sideways in two drags and lets go, expecting on the way: 50 pt of overscroll shows 50 of
    /// its 60 pt and leaves it idle, 70 pt arms it without a callback, the release starts one refresh.
    /// `rightward` is the pull of a right-to-left layout, whose trailer sits before the content's start.
    func pullTrailerInStepsAndRelease(
        _ trailer: MJRefreshTrailer, refreshes: CallCounter, rightward: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let drag = { (distance: CGFloat) in rightward ? self.dragRight(distance) : self.dragLeft(distance) }
        drag(Stage.fingerTravel(forOverscroll: 50, dimension: 390))
        #expect(trailer.state == .idle, sourceLocation: sourceLocation)
        #expect(abs(trailer.pullingPercent - 50.0 / 60.0) <= 0.02, sourceLocation: sourceLocation)
        drag(
            Stage.fingerTravel(forOverscroll: 70, dimension: 390)
                - Stage.fingerTravel(forOverscroll: 50, dimension: 390))
        #expect(trailer.state == .pulling, sourceLocation: sourceLocation)
        #expect(refreshes.count == 0, sourceLocation: sourceLocation)
        release()
        #expect(trailer.state == .refreshing, sourceLocation: sourceLocation)
        #expect(refreshes.count == 1, sourceLocation: sourceLocation)
    }
}
