import SimulationTesting
import Testing
import UIKit

/// A phone's window (59 pt status area, 34 pt home indicator) showing `root`, laid out and at rest.
@MainActor
func showOnPhone(_ root: UIViewController) -> UIWindow {
    let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    window.rootViewController = root
    UISimulation.runUntilIdle()
    return window
}

/// A table view controller with `rows` 44 pt rows that records its appearance callbacks into `log`.
@MainActor
final class ListController: UITableViewController {
    var rows = 40
    var log: (String) -> Void = { _ in }
    private(set) var safeAreaChanges = 0

    convenience init(_ name: String, rows: Int = 40, log: @escaping (String) -> Void = { _ in }) {
        self.init(style: .plain)
        title = name
        self.rows = rows
        self.log = { log("\(name).\($0)") }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("willAppear\(isMovingToParent ? "+moving" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("didAppear\(isMovingToParent ? "+moving" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("willDisappear\(isMovingFromParent ? "+moving" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("didDisappear\(isMovingFromParent ? "+moving" : "")")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

@MainActor
@Suite(.uiSimulation)
struct NavigationControllerTests {
    @Test func translucentBarCoversTheTopOfAFullScreenList() {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        _ = showOnPhone(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 390, height: 44))
        #expect(list.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.tableView.safeAreaInsets.top == 103, "status area 59 + bar 44")
        #expect(list.tableView.adjustedContentInset.top == 103)
        #expect(list.tableView.contentOffset.y == -103, "the list rests below the bar")
        #expect(list.safeAreaChanges > 0)
    }

    @Test func opaqueBarStartsTheListBelowItUnlessItAsksToExtend() {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.isTranslucent = false
        _ = showOnPhone(navigation)
        #expect(list.tableView.frame.minY == 103)
        #expect(list.tableView.safeAreaInsets.top == 0)
        #expect(list.tableView.contentOffset.y == 0)
        list.extendedLayoutIncludesOpaqueBars = true
        #expect(list.tableView.frame.minY == 0)
        #expect(list.tableView.safeAreaInsets.top == 103)
    }

    @Test func edgesForExtendedLayoutWithoutTopStartsBelowATranslucentBar() {
        let list = ListController("list")
        list.edgesForExtendedLayout = []
        _ = showOnPhone(UINavigationController(rootViewController: list))
        #expect(list.tableView.frame.minY == 103)
        #expect(list.tableView.safeAreaInsets.top == 0)
    }

    @Test func hidingTheBarLeavesTheStatusArea() {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        _ = showOnPhone(navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(list.tableView.safeAreaInsets.top == 59)
        #expect(list.tableView.contentOffset.y == -59, "a list resting at its top stays there")
        navigation.isNavigationBarHidden = false
        #expect(list.tableView.safeAreaInsets.top == 103)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }

    @Test func pushAndPopRunTheAppearanceCallbacksInUIKitOrder() {
        var log: [String] = []
        let root = ListController("root") { log.append($0) }
        let navigation = UINavigationController(rootViewController: root)
        _ = showOnPhone(navigation)
        #expect(log == ["root.willAppear", "root.didAppear"])
        log = []
        let detail = ListController("detail") { log.append($0) }
        navigation.pushViewController(detail, animated: true)
        #expect(log == ["root.willDisappear", "detail.willAppear+moving"])
        #expect(navigation.topViewController === detail)
        #expect(detail.parent === navigation && detail.navigationController === navigation)
        #expect(root.view.window != nil, "both views are in the window while the push slides")
        UISimulation.advance(by: 0.31)
        #expect(
            log == ["root.willDisappear", "detail.willAppear+moving", "root.didDisappear", "detail.didAppear+moving"])
        #expect(root.view.window == nil)
        #expect(!detail.isMovingToParent, "didMove(toParent:) ended the move")
        log = []
        let popped = navigation.popViewController(animated: false)
        #expect(popped === detail)
        #expect(
            log == ["detail.willDisappear+moving", "root.willAppear", "detail.didDisappear+moving", "root.didAppear"])
        #expect(detail.parent == nil && navigation.viewControllers == [root])
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test func theBarOfAPushedListCoversItToo() {
        let navigation = UINavigationController(rootViewController: ListController("root"))
        _ = showOnPhone(navigation)
        let detail = ListController("detail")
        navigation.pushViewController(detail, animated: false)
        UISimulation.runUntilIdle()
        #expect(detail.tableView.adjustedContentInset.top == 103)
        #expect(detail.tableView.contentOffset.y == -103)
        #expect(detail.tableView.adjustedContentInset.bottom == 34)
    }

    @Test func aFinishedSwipeBackPopsAndCancelsTheTouchesOfTheLeavingList() {
        var log: [String] = []
        let root = ListController("root") { log.append($0) }
        let navigation = UINavigationController(rootViewController: root)
        _ = showOnPhone(navigation)
        let detail = ListController("detail") { log.append($0) }
        navigation.pushViewController(detail, animated: false)
        log = []
        detail.tableView.simulateDrag(by: CGPoint(x: 0, y: 60), duration: 0.2)
        navigation.simulateEdgeSwipeBegan()
        #expect(navigation.interactivePopGestureRecognizer?.state == .began)
        #expect(log == ["detail.willDisappear+moving", "root.willAppear"])
        navigation.simulateEdgeSwipe(by: 250, duration: 0.25)
        #expect(navigation.interactivePopGestureRecognizer?.state == .changed)
        navigation.simulateEdgeSwipeEnded(velocity: 100)
        UISimulation.runUntilIdle()
        #expect(
            log == ["detail.willDisappear+moving", "root.willAppear", "detail.didDisappear+moving", "root.didAppear"])
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        #expect(detail.view.window == nil)
        #expect(!detail.tableView.isTracking && !detail.tableView.isDragging, "the finger on the list was cancelled")
        #expect(detail.tableView.contentOffset.y == -103, "the pulled list bounced back to the top it had on screen")
    }

    @Test func aCancelledSwipeBackReversesTheCallbacksAndKeepsTheTop() {
        var log: [String] = []
        let root = ListController("root") { log.append($0) }
        let navigation = UINavigationController(rootViewController: root)
        _ = showOnPhone(navigation)
        let detail = ListController("detail") { log.append($0) }
        navigation.pushViewController(detail, animated: false)
        log = []
        navigation.simulateEdgeSwipeBegan()
        navigation.simulateEdgeSwipe(by: 120, duration: 0.2)
        navigation.simulateEdgeSwipeEnded(velocity: 0)
        UISimulation.runUntilIdle()
        #expect(
            log == [
                "detail.willDisappear+moving", "root.willAppear", "root.willDisappear", "root.didDisappear",
                "detail.willAppear", "detail.didAppear",
            ])
        #expect(navigation.topViewController === detail && detail.parent === navigation)
        #expect(!detail.isMovingFromParent)
        #expect(root.view.window == nil && detail.view.window != nil)
        #expect(detail.view.frame.minX == 0)
    }

    @Test func aFastFlingFinishesTheSwipeBackAndASlowShortOneDoesNot() {
        let navigation = UINavigationController(rootViewController: ListController("root"))
        _ = showOnPhone(navigation)
        navigation.pushViewController(ListController("detail"), animated: false)
        navigation.simulateEdgeSwipeBegan()
        navigation.simulateEdgeSwipe(by: 60, duration: 0.1)
        navigation.simulateEdgeSwipeEnded(velocity: 300)
        UISimulation.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "short, and slower than a screen width (390) per second")
        navigation.simulateEdgeSwipeBegan()
        navigation.simulateEdgeSwipe(by: 250, duration: 0.3)
        navigation.simulateEdgeSwipeCancelled()
        UISimulation.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "the system took the swipe away")
        navigation.simulateEdgeSwipeBegan()
        navigation.simulateEdgeSwipe(by: 60, duration: 0.1)
        navigation.simulateEdgeSwipeEnded(velocity: 400)
        UISimulation.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "a fling faster than a screen width per second")
    }

    @Test func aDisabledSwipeBackRecognizerStartsNothing() {
        let navigation = UINavigationController(rootViewController: ListController("root"))
        _ = showOnPhone(navigation)
        navigation.pushViewController(ListController("detail"), animated: false)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        navigation.simulateEdgeSwipeBegan()
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
        #expect(navigation.viewControllers.count == 2)
    }
}

@MainActor
@Suite(.uiSimulation)
struct NavigationControllerBadInputTests {
    @Test func aControllerAlreadyOnTheStackOrANavigationControllerIsNotPushed() {
        let root = ListController("root")
        let navigation = UINavigationController(rootViewController: root)
        _ = showOnPhone(navigation)
        navigation.pushViewController(root, animated: false)
        navigation.pushViewController(UINavigationController(), animated: false)
        #expect(navigation.viewControllers == [root])
    }

    @Test func poppingToAControllerNotOnTheStackDoesNothing() {
        let root = ListController("root")
        let navigation = UINavigationController(rootViewController: root)
        _ = showOnPhone(navigation)
        #expect(navigation.popToViewController(ListController("stranger"), animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == [])
        #expect(navigation.viewControllers == [root])
    }

    @Test func aPushDuringASlideFinishesTheSlideFirst() {
        var log: [String] = []
        let navigation = UINavigationController(rootViewController: ListController("root") { log.append($0) })
        _ = showOnPhone(navigation)
        let first = ListController("first") { log.append($0) }
        let second = ListController("second") { log.append($0) }
        navigation.pushViewController(first, animated: true)
        navigation.pushViewController(second, animated: true)
        UISimulation.runUntilIdle()
        #expect(navigation.viewControllers.count == 3 && navigation.topViewController === second)
        #expect(
            log.filter { $0.hasPrefix("first") } == [
                "first.willAppear+moving", "first.didAppear+moving", "first.willDisappear", "first.didDisappear",
            ])
        #expect(first.view.window == nil && second.view.window != nil)
    }

    @Test func anEmptyNavigationControllerShowsOnlyItsBar() {
        let navigation = UINavigationController()
        _ = showOnPhone(navigation)
        #expect(navigation.topViewController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        navigation.setViewControllers([ListController("root")], animated: false)
        #expect(navigation.topViewController?.view.window != nil)
    }
}

/// Says no to every gesture it is asked about.
@MainActor
final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite(.uiSimulation)
struct SwipeBackDelegateTests {
    @Test func theRecognizersDelegateCanRefuseTheSwipeBack() {
        let navigation = UINavigationController(rootViewController: ListController("root"))
        _ = showOnPhone(navigation)
        navigation.pushViewController(ListController("detail"), animated: false)
        let refusing = RefusingGestureDelegate()
        navigation.interactivePopGestureRecognizer?.delegate = refusing
        navigation.simulateEdgeSwipeBegan()
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
        navigation.interactivePopGestureRecognizer?.delegate = nil
        navigation.simulateEdgeSwipeBegan()
        #expect(navigation.interactivePopGestureRecognizer?.state == .began)
        navigation.simulateEdgeSwipeCancelled()
    }
}
