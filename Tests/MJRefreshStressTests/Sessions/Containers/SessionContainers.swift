import MJRefresh

/// The screens around the list of a container scene: a tab bar controller whose first tab is a navigation
/// controller, and in it the list's screen pushed over a plain root screen (so it can be swiped back from).
///
/// `.navigationAutoFooter` has large titles and a search controller in the list's navigation item;
/// `.navigationBackFooter` an opaque bar without either (large titles can come and go in both). Under iOS 26 the tab
/// bar minimises as the list scrolls down.
@MainActor
final class SessionContainers {
    let tabs = UITabBarController()
    let navigation: UINavigationController
    /// The list's screen: its view is the session's scroll view.
    let list = UIViewController()

    init(setup: SessionSetup, scrollView: UIScrollView, window: UIWindow) {
        list.view = scrollView
        navigation = UINavigationController(rootViewController: UIViewController())
        if setup == .navigationAutoFooter {
            navigation.navigationBar.prefersLargeTitles = true
            list.navigationItem.searchController = UISearchController(searchResultsController: nil)
        } else {
            navigation.navigationBar.isTranslucent = false
        }
        navigation.pushViewController(list, animated: false)
        // Under iOS 26 the list's scrolling minimises the tab bar, moving the bottom of the visible area mid-gesture.
        tabs.tabBarMinimizeBehavior = .onScrollDown
        tabs.viewControllers = [navigation, UIViewController()]
        window.rootViewController = tabs
    }

    func perform(_ step: ContainerStep) {
        switch step {
        case let .push(animated):
            navigation.pushViewController(UIViewController(), animated: animated)
        case let .pop(animated):
            _ = navigation.popViewController(animated: animated)
        case .swipeBackBegan:
            navigation.simulateEdgeSwipeBegan()
        case let .swipeBack(points, frames):
            navigation.simulateEdgeSwipe(by: CGFloat(points), duration: Double(frames) * SessionRig.frameDuration)
        case let .swipeBackEnded(velocity):
            navigation.simulateEdgeSwipeEnded(velocity: CGFloat(velocity))
        case .swipeBackCancelled:
            navigation.simulateEdgeSwipeCancelled()
        case let .selectTab(index):
            tabs.selectedIndex = index
        case let .hideNavigationBar(hidden, animated):
            navigation.setNavigationBarHidden(hidden, animated: animated)
        case let .largeTitles(on):
            navigation.navigationBar.prefersLargeTitles = on
        case .showList:
            showList()
        }
    }

    /// Brings the list's screen back on screen: a swipe back under way is taken away, the list's tab selected, and
    /// the screens over it popped or, if it was popped, it is pushed again.
    func showList() {
        navigation.simulateEdgeSwipeCancelled()
        tabs.selectedIndex = 0
        if navigation.viewControllers.contains(where: { $0 === list }) {
            _ = navigation.popToViewController(list, animated: false)
        } else {
            navigation.pushViewController(list, animated: false)
        }
    }

    /// The app lets go of its screens.
    func tearDown(window: UIWindow) {
        navigation.simulateEdgeSwipeCancelled()
        window.rootViewController = nil
    }
}
