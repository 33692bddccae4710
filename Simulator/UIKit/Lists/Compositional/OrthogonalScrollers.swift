/// A section that scrolls sideways inside the collection view: its area in the collection view's content and the
/// width of its row of groups.
struct OrthogonalBand {
    let section: Int
    let frame: CGRect
    let contentWidth: CGFloat
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
}

/// The scroll view an orthogonal section's cells live in: a subview of the collection view covering the band,
/// scrolling sideways with its own finger, bounce and deceleration. UIKit's is private
/// (`_UICollectionViewOrthogonalScrollerEmbeddedScrollView`); apps reach it among the collection view's subviews.
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?

    /// Scrolling shows other cells: the collection view tiles them at its next layout.
    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if oldBounds.origin != bounds.origin { owner?.setNeedsLayout() }
    }
}

/// A collection view's orthogonal scroll views, one per band, kept across layouts (with their offsets) while
/// their section still scrolls sideways.
@MainActor
final class OrthogonalScrollers {
    private(set) var bySection: [Int: OrthogonalScrollView] = [:]
    private var bands: [Int: OrthogonalBand] = [:]

    /// Makes, moves and removes scroll views so there is one per band, behind the cells the collection view shows
    /// directly. Paging behaviours page by the band's width (stand-in choice for the group ones).
    func update(_ newBands: [OrthogonalBand], in collectionView: UICollectionView) {
        bands = Dictionary(newBands.map { ($0.section, $0) }, uniquingKeysWith: { first, _ in first })
        for (section, scroller) in bySection where bands[section] == nil {
            scroller.removeFromSuperview()
            bySection[section] = nil
        }
        for band in newBands {
            let scroller = bySection[band.section] ?? makeScroller(in: collectionView, section: band.section)
            if scroller.frame != band.frame { scroller.frame = band.frame }
            let size = CGSize(width: band.contentWidth, height: band.frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = [.paging, .groupPaging, .groupPagingCentered].contains(band.behavior)
        }
    }

    /// Where a cell of the band's section goes in its scroll view, and whether it shows there now; nil when its
    /// section does not scroll sideways.
    func placement(of frame: CGRect, section: Int, visible: CGRect) -> (frame: CGRect, shows: Bool, in: UIView)? {
        guard let band = bands[section], let scroller = bySection[section] else { return nil }
        let local = frame.offsetBy(dx: -band.frame.minX, dy: -band.frame.minY)
        let shows = scroller.frame.intersects(visible) && local.intersects(scroller.bounds)
        return (local, shows, scroller)
    }

    var count: Int { bySection.count }

    private func makeScroller(in collectionView: UICollectionView, section: Int) -> OrthogonalScrollView {
        let scroller = OrthogonalScrollView(frame: .zero)
        scroller.owner = collectionView
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scroller.alwaysBounceHorizontal = true
        scroller.scrollsToTop = false
        scroller.contentInsetAdjustmentBehavior = .never
        collectionView.insertSubview(scroller, at: 0)
        bySection[section] = scroller
        return scroller
    }
}
