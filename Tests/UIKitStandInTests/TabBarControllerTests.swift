import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct TabBarControllerTests {
    @Test func theTabBarSitsAboveTheHomeIndicatorAndEndsTheSafeArea() {
        let first = ListController("first")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, ListController("second")]
        _ = showOnPhone(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(first.tableView.frame.height == 844)
        #expect(first.tableView.safeAreaInsets.bottom == 83)
        #expect(first.tableView.adjustedContentInset.bottom == 83)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
    }

    @Test func anOpaqueTabBarEndsTheListAboveIt() {
        let first = ListController("first")
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        tabs.tabBar.isTranslucent = false
        _ = showOnPhone(tabs)
        #expect(first.tableView.frame.maxY == 761, "844 − 83")
        #expect(first.tableView.safeAreaInsets.bottom == 0)
    }

    @Test func switchingTabsSwapsTheViewsInTheWindowWithAppearanceCallbacks() {
        var log: [String] = []
        let first = ListController("first") { log.append($0) }
        let second = ListController("second") { log.append($0) }
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        _ = showOnPhone(tabs)
        #expect(!second.isViewLoaded, "only the selected tab loads")
        log = []
        tabs.selectedIndex = 1
        #expect(log == ["first.willDisappear", "second.willAppear", "first.didDisappear", "second.didAppear"])
        #expect(first.view.window == nil && second.view.window != nil)
        tabs.selectedViewController = first
        #expect(first.view.window != nil && first.tableView.safeAreaInsets.bottom == 83)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aNavigationControllerInATabGetsBothBars() {
        let list = ListController("list")
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list)]
        _ = showOnPhone(tabs)
        #expect(list.tableView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(list.tabBarController === tabs && list.navigationController != nil)
    }

    @Test func aSwitchCancelsAHeldDrag() {
        let first = ListController("first")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, ListController("second")]
        _ = showOnPhone(tabs)
        first.tableView.simulateDrag(by: CGPoint(x: 0, y: 80), duration: 0.2)
        #expect(first.tableView.isDragging)
        tabs.selectedIndex = 1
        #expect(!first.tableView.isTracking && !first.tableView.isDragging)
    }

    @Test func theIOS26TabBarMinimisesWhileScrollingDownWhenAsked() {
        UISimulation.systemVersion = .iOS26
        let first = ListController("first")
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        _ = showOnPhone(tabs)
        first.tableView.simulateDrag(by: CGPoint(x: 0, y: -200), duration: 0.3)
        #expect(first.tableView.safeAreaInsets.bottom == 34, "minimised, during the gesture")
        first.tableView.simulateDrag(by: CGPoint(x: 0, y: 50), duration: 0.1)
        #expect(first.tableView.safeAreaInsets.bottom == 83, "scrolling back up expands it")
        first.tableView.simulateTouchUp()
    }

    @Test func theTabBarDoesNotMinimiseByDefaultOrBeforeIOS26() {
        let first = ListController("first")
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        _ = showOnPhone(tabs)
        first.tableView.contentOffset.y = 100
        first.tableView.contentOffset.y = 300
        #expect(first.tableView.safeAreaInsets.bottom == 83, "iOS 17 bars do not minimise")
        UISimulation.systemVersion = .iOS26
        tabs.tabBarMinimizeBehavior = .automatic
        first.tableView.contentOffset.y = 400
        first.tableView.contentOffset.y = 500
        #expect(first.tableView.safeAreaInsets.bottom == 83, ".automatic is .never on the stand-in")
    }
}
