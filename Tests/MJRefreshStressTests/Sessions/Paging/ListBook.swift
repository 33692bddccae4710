import MJRefresh
import SimulationTesting

/// A `UIPageViewController` (`.scroll`, horizontal) whose pages are the lists' controllers, and its data source.
@MainActor
final class ListBook: NSObject, PagedScreen, UIPageViewControllerDataSource {
    let book = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private let pages: [UIViewController]

    init(lists: [UIScrollView]) {
        pages = lists.map { list in
            let page = UIViewController()
            page.view = list
            return page
        }
        super.init()
        book.dataSource = self
        book.setViewControllers([pages[SessionPaging.listPage]], direction: .forward, animated: false)
    }

    var controller: UIViewController { book }

    /// The page view controller's scroll view, as apps reach it: the scroll view among its view's subviews.
    var pager: UIScrollView {
        book.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first!
    }

    var shownPage: Int {
        book.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? SessionPaging.listPage
    }

    func turnPage(to index: Int, animated: Bool) {
        let direction: UIPageViewController.NavigationDirection = index < shownPage ? .reverse : .forward
        book.setViewControllers([pages[index]], direction: direction, animated: animated)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        pages.page(before: viewController)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        pages.page(after: viewController)
    }
}
