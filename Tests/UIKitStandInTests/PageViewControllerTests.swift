import SimulationTesting
import Testing
import UIKit

/// A `.scroll` page view controller shows one child at a time in a paging scroll view; a swipe asks the data
/// source for the neighbours, and the page the scroll view rests on becomes the current one.
@MainActor
@Suite(.uiSimulation)
struct PageViewControllerTests {
    private final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { _ in AppearanceCounter() }
        private(set) var pending: [[UIViewController]] = []
        private(set) var finished: [(previous: [UIViewController], completed: Bool)] = []

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

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            pending.append(pendingViewControllers)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            self.finished.append((previousViewControllers, completed))
        }
    }

    private final class AppearanceCounter: UIViewController {
        private(set) var appearances = 0
        private(set) var disappearances = 0

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appearances += 1
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            disappearances += 1
        }
    }

    private static func show(_ book: Book) -> (UIWindow, UIPageViewController, UIScrollView) {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = book
        controller.delegate = book
        controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UISimulation.advance(by: 1.0 / 60)
        let scrollView = controller.view.subviews.compactMap { $0 as? UIScrollView }.first!
        return (window, controller, scrollView)
    }

    @Test func theCurrentPageFillsTheViewAndIsTheOnlyChild() {
        let book = Book()
        let (window, controller, scrollView) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        #expect(controller.viewControllers == [book.pages[0]])
        #expect(controller.children == [book.pages[0]])
        #expect(controller.transitionStyle == .scroll && controller.spineLocation == .none)
        #expect(book.pages[0].view.superview === scrollView)
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: window) == window.bounds)
        #expect(book.pages[0].appearances == 1)
        #expect(scrollView.isPagingEnabled)
    }

    @Test func aSwipeTurnsThePageAndTheOldPageLeaves() {
        let book = Book()
        let (window, controller, scrollView) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        scrollView.simulateDrag(by: CGPoint(x: -150, y: 0), duration: 0.2)
        #expect(book.pending.count == 1 && book.pending[0] == [book.pages[1]], "the page coming in is announced")
        #expect(book.pages[1].view.window === window, "the next page is on screen during the swipe")
        scrollView.simulateTouchUp(velocity: CGPoint(x: -800, y: 0))
        UISimulation.runUntilIdle()
        #expect(controller.viewControllers == [book.pages[1]])
        #expect(controller.children == [book.pages[1]])
        #expect(book.pages[0].view.window == nil, "the old page left the window")
        #expect(book.finished.count == 1 && book.finished[0].completed && book.finished[0].previous == [book.pages[0]])
        #expect(book.pages[1].appearances == 1 && book.pages[0].disappearances == 1)
        #expect(book.pages[1].view.convert(book.pages[1].view.bounds, to: window) == window.bounds)
    }

    @Test func aSwipePastTheFirstPageBouncesBack() {
        let book = Book()
        let (window, controller, scrollView) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        scrollView.simulateDrag(by: CGPoint(x: 150, y: 0), duration: 0.2)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 800, y: 0))
        UISimulation.runUntilIdle()
        #expect(controller.viewControllers == [book.pages[0]])
        #expect(book.pending.isEmpty, "no page before the first")
        #expect(book.finished.count == 1 && !book.finished[0].completed)
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: window) == window.bounds)
    }

    @Test func setViewControllersReplacesThePageAndCompletesAtTheNextFrame() {
        let book = Book()
        let (window, controller, _) = Self.show(book)
        defer { withExtendedLifetime((window, book)) {} }
        var completed: Bool?
        controller.setViewControllers([book.pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(controller.viewControllers == [book.pages[2]])
        #expect(book.pages[0].parent == nil)
        #expect(completed == nil)
        UISimulation.advance(by: 1.0 / 60)
        #expect(completed == true)
    }
}
