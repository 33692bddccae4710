/// A view controller whose view is a collection view it feeds: it is its data source and delegate.
///
/// Subclasses `override` the data-source and delegate methods, as on iOS; each is an `open` member here so the
/// override is the one called. To size items per index path, a subclass adds `UICollectionViewDelegateFlowLayout`
/// and its methods (no `override`), as on iOS.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a default flow layout (the stand-in has no nibs; stand-in choice).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding from a storyboard: the stand-in has none, so this uses a default flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view: the collection view. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at creation until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selected items are deselected each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a screen-sized collection view with the layout, the controller as data source and delegate.
    override open func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection if `clearsSelectionOnViewWillAppear`.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for selected in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: selected, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty view; override for the layout's headers and footers.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// A plain cell; override.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    /// Does nothing; override.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing; override.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing; override.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing; override.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing; override to follow the content offset.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear that a drag starts.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing; override to change where a fling ends.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing; override to hear that the finger lifted.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing; override to hear that a fling starts slowing down.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear that the content came to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear that an animated scroll ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing; override to follow the adjusted content inset.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
