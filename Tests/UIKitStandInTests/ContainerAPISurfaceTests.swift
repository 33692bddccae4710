import SimulationTesting
import Testing
import UIKit

/// Screen code written against UIKit's container and bar API the way apps write it: it compiles unchanged on the
/// stand-in, and what the stand-in models behaves as UIKit documents.
@MainActor
@Suite(.uiSimulation)
struct ContainerAPISurfaceTests {
    /// Records what a navigation controller's delegate hears into a shared log.
    final class NavigationObserver: NSObject, UINavigationControllerDelegate {
        var log: (String) -> Void = { _ in }
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            log("willShow \(viewController.title ?? "")\(animated ? " animated" : "")")
        }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log("didShow \(viewController.title ?? "")\(animated ? " animated" : "")")
        }
    }

    /// Counts the selections a tab bar controller's delegate hears.
    final class TabObserver: NSObject, UITabBarControllerDelegate {
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    /// Records the search controller's presentation callbacks and the search bar's editing callbacks.
    final class SearchObserver: NSObject, UISearchControllerDelegate, UISearchBarDelegate {
        var log: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text") }
    }

    /// Records the search texts it is asked to show results for.
    final class ResultsUpdater: NSObject, UISearchResultsUpdating {
        var texts: [String?] = []
        func updateSearchResults(for searchController: UISearchController) {
            texts.append(searchController.searchBar.text)
        }
    }

    /// How `color` draws in the light appearance.
    private func light(_ color: UIColor?) -> UIColor? {
        color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    }

    @Test func aSearchableListScreenWithLargeTitlesAndAppearances() {
        let inbox = ListController("Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.navigationBar.isTranslucent = true
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.titleTextAttributes = [.foregroundColor: UIColor.red]
        let transparent = UINavigationBarAppearance(idiom: .phone)
        transparent.configureWithTransparentBackground()
        let compact = UINavigationBarAppearance()
        compact.configureWithDefaultBackground()
        navigation.navigationBar.standardAppearance = opaque
        navigation.navigationBar.scrollEdgeAppearance = transparent
        navigation.navigationBar.compactAppearance = compact
        inbox.navigationItem.title = "Inbox"
        inbox.navigationItem.largeTitleDisplayMode = .always
        inbox.navigationItem.scrollEdgeAppearance = opaque
        let search = UISearchController(searchResultsController: UITableViewController(style: .plain))
        let updater = ResultsUpdater()
        search.searchResultsUpdater = updater
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search mail"
        inbox.navigationItem.searchController = search
        inbox.navigationItem.hidesSearchBarWhenScrolling = false
        inbox.definesPresentationContext = true
        _ = showOnPhone(navigation)

        let bar = navigation.navigationBar
        #expect(bar.standardAppearance !== opaque, "the bar keeps a copy, as UIKit's copy property does")
        #expect(light(bar.standardAppearance.backgroundColor) == .white)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        opaque.backgroundColor = .blue
        #expect(light(bar.standardAppearance.backgroundColor) == .white, "later changes to the original stay out")
        #expect(light(inbox.navigationItem.scrollEdgeAppearance?.backgroundColor) == .white)
        #expect(inbox.navigationItem.standardAppearance == nil)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == nil && bar.scrollEdgeAppearance?.shadowColor == nil)
        #expect(bar.compactAppearance?.backgroundEffect != nil)
        #expect(bar.compactScrollEdgeAppearance == nil)
        #expect(search.searchResultsUpdater === updater && updater.texts.isEmpty)
        #expect(search.searchBar.frame.height > 0, "the search field shows under the large title")
        search.searchBar.text = "invoice"
        search.isActive = true
        #expect(updater.texts == ["invoice"], "activating the search asks for results")
        search.isActive = false
        #expect(updater.texts.count == 1)
    }

    @Test func barAppearancesConfigureTheirBackgrounds() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.idiom == .phone)
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil, "translucent by default")
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && light(appearance.backgroundColor) == .white)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(
            appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect != nil && appearance.shadowColor != nil)
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy !== appearance && type(of: copy) == UINavigationBarAppearance.self)
        let tabs = UITabBarAppearance(barAppearance: appearance)
        #expect(tabs.backgroundEffect != nil && tabs.idiom == .phone)
    }

    @Test func navigationDelegateHearsEachShowAfterTheAppearanceCallbacks() {
        var log: [String] = []
        let inbox = ListController("Inbox") { log.append($0) }
        let navigation = UINavigationController(rootViewController: inbox)
        let observer = NavigationObserver()
        observer.log = { log.append($0) }
        navigation.delegate = observer
        _ = showOnPhone(navigation)
        log = []
        let detail = ListController("Detail") { log.append($0) }
        navigation.pushViewController(detail, animated: true)
        #expect(log == ["Inbox.willDisappear", "Detail.willAppear+moving", "willShow Detail animated"])
        UISimulation.runUntilIdle()
        #expect(log.suffix(3) == ["Inbox.didDisappear", "Detail.didAppear+moving", "didShow Detail animated"])
        log = []
        let other = ListController("Other")
        navigation.setViewControllers([inbox, other], animated: false)
        #expect(
            log.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") } == ["willShow Other", "didShow Other"])
        #expect(navigation.viewControllers == [inbox, other] && detail.parent == nil)
        log = []
        _ = navigation.popToRootViewController(animated: false)
        #expect(log.last == "didShow Inbox", "\(log)")
        #expect(navigation.topViewController === inbox && navigation.visibleViewController === inbox)
        navigation.delegate = nil
        navigation.pushViewController(ListController("Quiet"), animated: false)
        #expect(!log.contains { $0.contains("Quiet") }, "a cleared delegate hears nothing")
    }

    @Test func aTabScreenConfiguresItsItemsAndSelection() {
        let feed = ListController("Feed")
        let profile = ListController("Profile")
        feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 7)
        profile.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let settings = UIViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        let observer = TabObserver()
        tabs.delegate = observer
        let profileNavigation = UINavigationController(rootViewController: profile)
        tabs.setViewControllers([feed, profileNavigation, settings], animated: false)
        tabs.tabBar.isTranslucent = false
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.selectionIndicatorTintColor = .blue
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        _ = showOnPhone(tabs)
        #expect(settings.tabBarItem.title == "Settings", "a controller's own item is made with its title")
        settings.title = "Preferences"
        #expect(settings.tabBarItem.title == "Preferences", "the title setter renames the tab item")
        #expect(profile.tabBarItem.tag == 1 && feed.tabBarItem.tag == 7)
        let items = tabs.tabBar.items ?? []
        #expect(items.count == 3 && items[0] === feed.tabBarItem && items[2] === settings.tabBarItem)
        #expect(tabs.tabBar.selectedItem === feed.tabBarItem)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === settings && tabs.tabBar.selectedItem === settings.tabBarItem)
        tabs.selectedViewController = profileNavigation
        #expect(profile.tabBarController === tabs && profile.navigationController === profileNavigation)
        #expect(observer.selected.isEmpty, "UIKit tells the delegate of taps on the bar, not of the app's writes")
        #expect(tabs.tabBar.standardAppearance !== appearance)
        #expect(tabs.tabBar.standardAppearance.selectionIndicatorTintColor == .blue)
        #expect(light(tabs.tabBar.scrollEdgeAppearance?.backgroundColor) == .white)
    }

    @Test func aScreenManagesItsChildrenAndLayoutSettings() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.first === child && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        let screen = UIViewController()
        #expect(!screen.isViewLoaded && screen.viewIfLoaded == nil)
        screen.loadViewIfNeeded()
        #expect(screen.isViewLoaded && screen.viewIfLoaded != nil)
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        screen.edgesForExtendedLayout = [.top, .bottom]
        screen.extendedLayoutIncludesOpaqueBars = true
        screen.hidesBottomBarWhenPushed = true
        screen.navigationItem.backButtonTitle = ""
        screen.navigationItem.setHidesBackButton(true, animated: false)
        #expect(screen.hidesBottomBarWhenPushed && screen.navigationItem.hidesBackButton)
        #expect(!screen.definesPresentationContext)
    }

    @Test func aScreenPresentsAndDismissesAFullScreenModal() {
        var log: [String] = []
        let inbox = ListController("Inbox") { log.append($0) }
        let navigation = UINavigationController(rootViewController: inbox)
        let window = showOnPhone(navigation)
        let compose = ListController("Compose") { log.append($0) }
        compose.modalPresentationStyle = .fullScreen
        log = []
        var presented = 0
        inbox.present(compose, animated: true) { presented += 1 }
        #expect(log == ["Inbox.willDisappear", "Compose.willAppear"] && compose.isBeingPresented)
        UISimulation.advance(by: 0.25)
        #expect(presented == 0 && compose.isBeingPresented, "the slide up is still under way")
        UISimulation.runUntilIdle()
        #expect(log.suffix(2) == ["Inbox.didDisappear", "Compose.didAppear"] && presented == 1)
        #expect(compose.view.window === window && compose.view.frame == window.bounds)
        #expect(navigation.view.window == nil, "a full-screen presentation removes the presenter's views")
        #expect(compose.tableView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(compose.presentingViewController === navigation, "the window's side of the chain presents")
        #expect(navigation.presentedViewController === compose && inbox.presentedViewController === compose)
        #expect(inbox.presentingViewController == nil && !compose.isBeingPresented)
        let refused = UIViewController()
        navigation.present(refused, animated: false) { presented += 1 }
        #expect(refused.presentingViewController == nil && presented == 1, "UIKit refuses a second presentation")
        log = []
        var dismissed = 0
        compose.dismiss(animated: false) { dismissed += 1 }
        #expect(log == ["Compose.willDisappear", "Inbox.willAppear", "Compose.didDisappear", "Inbox.didAppear"])
        #expect(dismissed == 1 && compose.view.window == nil && navigation.presentedViewController == nil)
        #expect(navigation.view.window === window && inbox.tableView.safeAreaInsets.top == 103)
        navigation.dismiss(animated: false) { dismissed += 1 }
        #expect(dismissed == 1, "nothing left to dismiss")
    }

    @Test func aSheetLeavesThePresenterOnScreen() {
        var log: [String] = []
        let root = ListController("Root") { log.append($0) }
        _ = showOnPhone(root)
        let sheet = ListController("Sheet") { log.append($0) }
        #expect(sheet.modalPresentationStyle == .automatic)
        log = []
        root.present(sheet, animated: false)
        #expect(log == ["Sheet.willAppear", "Sheet.didAppear"], "a sheet leaves the presenter's appearance alone")
        #expect(root.view.window != nil)
        let alert = UIViewController()
        sheet.present(alert, animated: false)
        #expect(alert.presentingViewController === sheet && sheet.presentedViewController === alert)
        log = []
        root.dismiss(animated: true)
        #expect(sheet.isBeingDismissed && alert.view.window == nil, "what the sheet presents goes at once")
        UISimulation.runUntilIdle()
        #expect(log == ["Sheet.willDisappear", "Sheet.didDisappear"] && sheet.view.window == nil)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func aPushedScreenThatHidesTheBottomBarTakesTheTabBarsPlace() {
        let feed = ListController("Feed")
        let navigation = UINavigationController(rootViewController: feed)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, ListController("Other")]
        _ = showOnPhone(tabs)
        #expect(feed.tableView.safeAreaInsets.bottom == 83 && !tabs.tabBar.isHidden)
        let detail = ListController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        UISimulation.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        #expect(detail.tableView.safeAreaInsets.bottom == 34, "the home indicator only")
        #expect(detail.tableView.adjustedContentInset.bottom == 34)
        let deeper = ListController("Deeper")
        navigation.pushViewController(deeper, animated: false)
        #expect(tabs.tabBar.isHidden, "a push above a controller that hides the bar keeps it hidden")
        _ = navigation.popToRootViewController(animated: true)
        UISimulation.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && feed.tableView.safeAreaInsets.bottom == 83)
        navigation.tabBarController?.tabBar.isTranslucent = false
        navigation.pushViewController(detail, animated: false)
        #expect(detail.view.frame.height == navigation.view.bounds.height && navigation.view.frame.height == 844)
    }

    @Test func searchDelegatesHearThePresentationAroundTheResultsUpdate() {
        let list = ListController("List")
        let navigation = UINavigationController(rootViewController: list)
        let search = UISearchController(searchResultsController: nil)
        let observer = SearchObserver()
        let updater = ResultsUpdater()
        search.delegate = observer
        search.searchBar.delegate = observer
        search.searchResultsUpdater = updater
        search.automaticallyShowsCancelButton = false
        search.searchBar.showsCancelButton = true
        search.searchBar.searchBarStyle = .minimal
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        list.navigationItem.searchController = search
        _ = showOnPhone(navigation)
        search.searchBar.text = "typed by the app"
        #expect(observer.log.isEmpty, "only typing tells the search bar's delegate, as in UIKit")
        search.isActive = true
        #expect(observer.log == ["willPresent", "didPresent"] && updater.texts.count == 1)
        search.isActive = false
        #expect(observer.log == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test func showPushesInANavigationControllerAndPresentsOutsideOne() {
        let list = ListController("List")
        let navigation = UINavigationController(rootViewController: list)
        _ = showOnPhone(navigation)
        let detail = UIViewController()
        list.show(detail, sender: nil)
        UISimulation.runUntilIdle()
        #expect(navigation.topViewController === detail && detail.presentingViewController == nil)
        let alone = UIViewController()
        let window = showOnPhone(alone)
        let next = UIViewController()
        alone.show(next, sender: nil)
        UISimulation.runUntilIdle()
        #expect(alone.presentedViewController === next && next.view.window === window)
    }

    @Test func aTableControllersRefreshControlIsItsTables() {
        let list = ListController("List")
        let control = UIRefreshControl()
        list.refreshControl = control
        #expect(list.tableView.refreshControl === control && list.refreshControl === control)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.barTintColor = .white
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.black]
        navigation.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.black]
        navigation.navigationBar.shadowImage = UIImage()
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        #expect(navigation.navigationBar.backgroundImage(for: .default) != nil)
        #expect(navigation.navigationBar.backgroundImage(for: .compact) == nil)
        navigation.navigationBar.barStyle = .black
        list.navigationItem.backButtonDisplayMode = .minimal
        list.navigationItem.subtitle = "3 unread"
        list.navigationItem.largeTitle = "Mailboxes"
        list.navigationItem.largeSubtitle = nil
        #expect(list.navigationItem.subtitle == "3 unread" && list.navigationItem.largeTitle == "Mailboxes")
        list.navigationItem.backBarButtonItem = UIBarButtonItem(systemItem: .done)
        list.navigationItem.leftItemsSupplementBackButton = true
        list.setToolbarItems([UIBarButtonItem(systemItem: .add)], animated: false)
        navigation.hidesBarsOnSwipe = true
        navigation.setToolbarHidden(false, animated: false)
        #expect(!navigation.isToolbarHidden && list.toolbarItems?.count == 1)
        list.modalTransitionStyle = .crossDissolve
        list.isModalInPresentation = true
        list.setNeedsStatusBarAppearanceUpdate()
        #expect(list.preferredStatusBarStyle == .default && !list.prefersStatusBarHidden)
    }

    @Test func aPagedScreenSetsItsFirstPage() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        let page = UIViewController()
        var finished: Bool?
        pages.setViewControllers([page], direction: .forward, animated: false) { finished = $0 }
        _ = showOnPhone(pages)
        #expect(pages.viewControllers?.first === page)
        #expect(finished == true)
        #expect(pages.dataSource == nil && pages.delegate == nil)
    }

    @Test func listsConfigureTheirStyleAndIndicatorInsets() {
        for style: UITableView.Style in [.plain, .grouped, .insetGrouped] {
            #expect(UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style).style == style)
        }
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        table.sectionHeaderTopPadding = 0
        #expect(table.sectionHeaderTopPadding == 0)
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let behaviors: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
        for behavior in behaviors {
            table.contentInsetAdjustmentBehavior = behavior
            #expect(table.contentInsetAdjustmentBehavior == behavior)
        }
        #expect(table.automaticallyAdjustsScrollIndicatorInsets)
        table.automaticallyAdjustsScrollIndicatorInsets = false
        let insets = UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        table.scrollIndicatorInsets = insets
        #expect(table.verticalScrollIndicatorInsets == insets && table.horizontalScrollIndicatorInsets == insets)
        table.horizontalScrollIndicatorInsets = .zero
        #expect(table.verticalScrollIndicatorInsets == insets)
        table.refreshControl = UIRefreshControl()
        #expect(table.refreshControl != nil)
    }
}
