import MJRefresh
import SimulationTesting
import Testing

/// A list of 44 pt rows fed by its own controller, as apps write them.
@MainActor
final class RowsController: UITableViewController {
    var rows: Int
    var onViewDidLoad: (RowsController) -> Void = { _ in }

    init(rows: Int = 40) {
        self.rows = rows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        rows = 40
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        onViewDidLoad(self)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
}

/// The bars a screen puts over its list.
struct Bars: CustomTestStringConvertible, Sendable {
    var largeTitle = false
    var search = false
    var opaque = false
    var tabBar = false
    /// iOS 26's bars (`UISimulation.systemVersion`), with a tab bar that minimises while scrolling down.
    var iOS26 = false
    /// Whether the list sits in a navigation controller; without one (and with a tab bar) it is a tab itself.
    var navigationBar = true
    var name: String

    var testDescription: String { name }

    static let all: [Bars] = [
        Bars(name: "translucent bar"),
        Bars(opaque: true, name: "opaque bar"),
        Bars(largeTitle: true, name: "large title"),
        Bars(largeTitle: true, search: true, name: "large title and search"),
        Bars(search: true, name: "search"),
        Bars(largeTitle: true, opaque: true, name: "opaque large title"),
        Bars(tabBar: true, name: "bar and tab bar"),
        Bars(largeTitle: true, search: true, tabBar: true, name: "large title, search and tab bar"),
        Bars(largeTitle: true, search: true, tabBar: true, iOS26: true, name: "iOS 26: large title, search, tab bar"),
        Bars(opaque: true, tabBar: true, iOS26: true, name: "iOS 26: opaque bar and tab bar"),
        Bars(tabBar: true, navigationBar: false, name: "tab bar alone"),
    ]
}

/// A phone showing `list` in a navigation controller (and a tab bar controller) with `bars`.
@MainActor
struct ContainerScreen {
    let window: UIWindow
    /// The navigation controller, unless the list is a tab itself (`Bars.navigationBar == false`).
    let navigation: UINavigationController!
    let tabs: UITabBarController?
    let list: UIViewController
    let scrollView: UIScrollView

    init(_ bars: Bars, list: UIViewController = RowsController(), scrollView: UIScrollView? = nil) {
        if bars.iOS26 { UISimulation.systemVersion = .iOS26 }
        if bars.search { list.navigationItem.searchController = UISearchController(searchResultsController: nil) }
        let navigation = bars.navigationBar ? UINavigationController(rootViewController: list) : nil
        navigation?.navigationBar.prefersLargeTitles = bars.largeTitle
        navigation?.navigationBar.isTranslucent = !bars.opaque
        self.navigation = navigation
        if bars.tabBar {
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation ?? list, RowsController()]
            if bars.iOS26 { tabs.tabBarMinimizeBehavior = .onScrollDown }
            self.tabs = tabs
        } else {
            tabs = nil
        }
        window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = tabs ?? navigation ?? list
        self.list = list
        self.scrollView = scrollView ?? (list.view as! UIScrollView)
        UISimulation.runUntilIdle()
    }

    /// The visible part of the list: its frame in the window less what the bars and the device cover.
    var visibleBand: ClosedRange<CGFloat> {
        let frame = scrollView.convert(scrollView.bounds, to: nil)
        let safe = scrollView.safeAreaInsets
        return (frame.minY + safe.top)...(frame.maxY - safe.bottom)
    }

    /// How many points of `view` show in the visible band.
    func visibleHeight(of view: UIView) -> CGFloat {
        let frame = view.convert(view.bounds, to: nil)
        let band = visibleBand
        return max(0, min(frame.maxY, band.upperBound) - max(frame.minY, band.lowerBound))
    }

    /// The window's y of `view`'s top.
    func top(of view: UIView) -> CGFloat {
        view.convert(view.bounds, to: nil).minY
    }

    /// Drags the list by `distance` (positive: down) over `duration`, a finger put down first if none is.
    func drag(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        scrollView.simulateDrag(by: CGPoint(x: 0, y: distance), duration: duration)
    }

    /// Lifts the finger and lets everything come to rest.
    func release() {
        scrollView.simulateTouchUp()
        UISimulation.runUntilIdle()
    }
}
