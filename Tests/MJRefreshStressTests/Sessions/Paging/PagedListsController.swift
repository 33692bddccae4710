import MJRefresh

/// The app's own pager: a view controller whose view holds a horizontal paging scroll view with the lists side by
/// side, laid out again on the page it showed when its size changes. (It remembers that page as the pager scrolls
/// at the width it laid out: a resize clamps the offset before the layout runs, and two resizes may come before
/// one layout.)
@MainActor
final class PagedListsController: UIViewController, PagedScreen, UIScrollViewDelegate {
    let pager = UIScrollView(frame: .zero)
    private let lists: [UIScrollView]
    private var laidOutWidth: CGFloat = 0
    private var page = SessionPaging.listPage
    /// Whether the pager scrolled at a width it was not laid out for (a resize clamping its offset).
    private var scrolledWhileResized = false

    init(lists: [UIScrollView]) {
        self.lists = lists
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    var controller: UIViewController { self }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        pager.frame = root.bounds
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pager.isPagingEnabled = true
        pager.delegate = self
        // The pages take the safe area themselves; the pager only moves sideways.
        pager.contentInsetAdjustmentBehavior = .never
        for list in lists { pager.addSubview(list) }
        root.addSubview(pager)
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = pager.bounds.size
        for (index, list) in lists.enumerated() {
            list.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        pager.contentSize = CGSize(width: CGFloat(lists.count) * size.width, height: size.height)
        guard size.width != laidOutWidth || scrolledWhileResized else { return }
        laidOutWidth = size.width
        scrolledWhileResized = false
        let resting = CGPoint(x: CGFloat(page) * size.width, y: 0)
        // A page turn under way stops where the page is (its target was a page of the old width); a finger goes on.
        if pager.isTracking { pager.contentOffset = resting } else { pager.setContentOffset(resting, animated: false) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if pager.bounds.width == laidOutWidth { page = shownPage } else { scrolledWhileResized = true }
    }

    var shownPage: Int {
        guard pager.bounds.width > 0 else { return SessionPaging.listPage }
        return min(max(Int((pager.contentOffset.x / pager.bounds.width).rounded()), 0), lists.count - 1)
    }

    func turnPage(to index: Int, animated: Bool) {
        pager.setContentOffset(CGPoint(x: CGFloat(index) * pager.bounds.width, y: 0), animated: animated)
    }
}
