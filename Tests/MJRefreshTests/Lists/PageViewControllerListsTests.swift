import MJRefresh
import SimulationTesting
import Testing

/// One list per page of a `UIPageViewController`: a swipe between pages refreshes nothing, each page's header
/// works on its own list, and a page that leaves the window while refreshing (swiped away) is still refreshing,
/// in view, when it comes back; one whose refresh ended while away is back at its baseline (YNPageViewController
/// #76, MJRefresh #1318).
@MainActor
@Suite(.uiSimulation)
struct PageViewControllerListsTests {
    /// Three table pages of 30 rows, each with a header and an auto footer counting their loads.
    private final class Book: NSObject, UIPageViewControllerDataSource {
        let pages: [UITableViewController]
        let sources: [RowSource]
        var headerLoads = [0, 0, 0]
        var footerLoads = [0, 0, 0]

        override init() {
            sources = (0..<3).map { _ in RowSource(rows: 30) }
            pages = (0..<3).map { _ in UITableViewController(style: .plain) }
            super.init()
            for (index, page) in pages.enumerated() {
                page.tableView.dataSource = sources[index]
                page.tableView.mj_header = MJRefreshNormalHeader { [unowned self] in headerLoads[index] += 1 }
                page.tableView.mj_footer = MJRefreshAutoNormalFooter { [unowned self] in footerLoads[index] += 1 }
            }
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

    private static func show(_ book: Book) -> (UIWindow, UIPageViewController, UIScrollView) {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = book
        controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UISimulation.runUntilIdle()
        let scrollView = controller.view.subviews.compactMap { $0 as? UIScrollView }.first!
        return (window, controller, scrollView)
    }

    private static func swipe(_ scrollView: UIScrollView, forward: Bool) {
        scrollView.simulateDrag(by: CGPoint(x: forward ? -180 : 180, y: 0), duration: 0.2)
        scrollView.simulateTouchUp(velocity: CGPoint(x: forward ? -900 : 900, y: 0))
        UISimulation.runUntilIdle()
    }

    private static func pull(_ table: UITableView) {
        table.simulateDrag(by: CGPoint(x: 0, y: Stage.fingerTravel(forOverscroll: 90)), duration: 0.3)
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
    }

    @Test func pageSwipesRefreshNothing() {
        let book = Book()
        let (window, controller, scrollView) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        Self.swipe(scrollView, forward: true)
        Self.swipe(scrollView, forward: true)
        #expect(controller.viewControllers == [book.pages[2]])
        Self.swipe(scrollView, forward: false)
        Self.swipe(scrollView, forward: false)
        #expect(controller.viewControllers == [book.pages[0]])
        #expect(book.headerLoads == [0, 0, 0])
        #expect(book.footerLoads == [0, 0, 0])
        for page in book.pages {
            #expect(page.tableView.contentOffset.y == 0)
            #expect(page.tableView.mj_header?.state == .idle)
        }
    }

    @Test func aRefreshSwipedAwayIsStillARefreshInViewOnReturn() {
        let book = Book()
        let (window, controller, scrollView) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        let table = book.pages[0].tableView!
        Self.pull(table)
        #expect(book.headerLoads == [1, 0, 0])
        Self.swipe(scrollView, forward: true)
        #expect(table.window == nil, "the page left the window")
        #expect(book.pages[1].tableView.mj_header?.state == .idle, "the next page's header is its own")
        UISimulation.advance(by: 2)
        Self.swipe(scrollView, forward: false)
        #expect(controller.viewControllers == [book.pages[0]])
        #expect(table.mj_header?.state == .refreshing, "the request still runs: the page still says so")
        #expect(abs(table.contentOffset.y + 54) <= 0.5, "the header in view")
        #expect(book.headerLoads == [1, 0, 0])
        table.mj_header?.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(table.contentInset.top == 0 && table.contentOffset.y == 0)
    }

    @Test func aRefreshEndedWhileAwayLeavesTheBaselineOnReturn() {
        let book = Book()
        let (window, _, scrollView) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        let table = book.pages[0].tableView!
        Self.pull(table)
        Self.swipe(scrollView, forward: true)
        table.mj_header?.endRefreshing()
        UISimulation.runUntilIdle()
        Self.swipe(scrollView, forward: false)
        #expect(table.mj_header?.state == .idle)
        #expect(table.contentInset.top == 0)
        #expect(table.contentOffset.y == 0, "at rest at the top, not left 54 pt down")
        #expect(book.headerLoads == [1, 0, 0])
    }
}
