/// The paging scroll view of a `.scroll` page view controller and the pages in it: the current page in the
/// middle of three slots, the pages before and after it in the outer slots while a swipe runs.
///
/// At rest only the current page is in the hierarchy and the scroll view's range is that page alone (negative
/// insets close the outer slots; it still bounces). When a drag begins the data source is asked for the pages
/// before and after, they join as children, and the slots they fill open. When the scroll view rests, the page
/// it rests on becomes the current one, the others leave, and the slots are arranged again without moving
/// anything on screen. UIKit's queuing scroll view is private; this is the stand-in's model of it. The pages'
/// appearance callbacks run when a swipe turns the page, and a page shown only during a swipe that went back gets
/// none (stand-in choice: UIKit starts them as the swipe begins and balances a cancelled one).
@MainActor
final class PageQueue: NSObject, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let scrollView = PageQueueScrollView(frame: .zero)
    private(set) var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    private var hasReportedPending = false
    private var arrangedPageSize: CGSize = .zero

    init(owner: UIPageViewController) {
        self.owner = owner
        super.init()
        scrollView.queue = self
        scrollView.delegate = self
        scrollView.isPagingEnabled = true
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollsToTop = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        if isHorizontal { scrollView.alwaysBounceHorizontal = true } else { scrollView.alwaysBounceVertical = true }
    }

    private var isHorizontal: Bool { owner.navigationOrientation == .horizontal }

    /// Makes `page` the current page, dropping every other.
    func show(_ page: UIViewController?) {
        guard page !== current else { return }
        for other in [before, current, after].compactMap({ $0 }) where other !== page { remove(other) }
        before = nil
        after = nil
        current = page
        if let page, page.parent !== owner { add(page) }
        arrange()
    }

    /// Lays the slots out again when the scroll view's size changed.
    func scrollViewDidLayout() {
        if scrollView.bounds.size != arrangedPageSize { arrange() }
    }

    // MARK: Scroll view delegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let current, let dataSource = owner.dataSource else { return }
        hasReportedPending = false
        if before == nil, let page = dataSource.pageViewController(owner, viewControllerBefore: current) {
            before = page
            add(page)
        }
        if after == nil, let page = dataSource.pageViewController(owner, viewControllerAfter: current) {
            after = page
            add(page)
        }
        arrange(keepingOffset: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.isDragging, !hasReportedPending else { return }
        let position = self.position
        guard position != pageLength else { return }
        guard let pending = position < pageLength ? before : after else { return }
        hasReportedPending = true
        owner.delegate?.pageViewController(owner, willTransitionTo: [pending])
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    // MARK: Internals

    private var pageLength: CGFloat { isHorizontal ? scrollView.bounds.width : scrollView.bounds.height }

    private var position: CGFloat { isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }

    /// The scroll view rests: the page it shows becomes current, and the slots are arranged around it.
    private func settle() {
        guard let previous = current, pageLength > 0 else { return }
        let slot = (position / pageLength).rounded()
        let landed = slot < 1 ? before : slot > 1 ? after : previous
        let next = landed ?? previous
        for page in [before, after].compactMap({ $0 }) where page !== next { remove(page) }
        if next !== previous { remove(previous) }
        before = nil
        after = nil
        current = next
        arrange()
        let turned = next !== previous
        if turned, owner.viewIfLoaded?.window != nil {
            previous.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
            previous.endAppearanceTransition()
            next.endAppearanceTransition()
        }
        owner.delegate?.pageViewController(
            owner, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: turned)
    }

    /// Puts each page in its slot, sizes the content to three slots and closes the empty outer ones; the offset
    /// goes to the middle slot unless `keepingOffset` (a drag in progress keeps its place).
    private func arrange(keepingOffset: Bool = false) {
        let size = scrollView.bounds.size
        arrangedPageSize = size
        let length = isHorizontal ? size.width : size.height
        func slot(_ index: CGFloat) -> CGRect {
            CGRect(
                origin: isHorizontal ? CGPoint(x: index * length, y: 0) : CGPoint(x: 0, y: index * length), size: size)
        }
        before?.view.frame = slot(0)
        current?.view.frame = slot(1)
        after?.view.frame = slot(2)
        scrollView.contentSize =
            isHorizontal
            ? CGSize(width: 3 * size.width, height: size.height)
            : CGSize(width: size.width, height: 3 * size.height)
        let leading = before == nil ? -length : 0
        let trailing = after == nil ? -length : 0
        scrollView.contentInset =
            isHorizontal
            ? UIEdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
            : UIEdgeInsets(top: leading, left: 0, bottom: trailing, right: 0)
        guard !keepingOffset else { return }
        scrollView.contentOffset = isHorizontal ? CGPoint(x: length, y: 0) : CGPoint(x: 0, y: length)
    }

    private func add(_ page: UIViewController) {
        owner.addChild(page)
        scrollView.addSubview(page.view)
        page.didMove(toParent: owner)
    }

    /// Takes `page` out of the hierarchy and the children.
    private func remove(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.view.removeFromSuperview()
        page.removeFromParent()
    }
}

/// The page view controller's scroll view, which tells its queue when it was laid out.
final class PageQueueScrollView: UIScrollView {
    weak var queue: PageQueue?

    override func layoutSubviews() {
        super.layoutSubviews()
        queue?.scrollViewDidLayout()
    }
}
