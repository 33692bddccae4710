import MJRefresh

/// A `UIPageViewController` with one list per page, swiped sideways: each page refreshes on its own.
@MainActor
final class PagesController: UIPageViewController, UIPageViewControllerDataSource {
    let pages: [ListController]

    init(pages: [ListController]) {
        self.pages = pages
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let first = pages.first { setViewControllers([first], direction: .forward, animated: false) }
    }

    /// The scroll view the pages slide in, which the finger swipes.
    var pagingScrollView: UIScrollView? {
        view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }
}
