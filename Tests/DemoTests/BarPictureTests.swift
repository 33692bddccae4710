import MJRefresh
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// The bars the simulator draws on the demo's phone: the content under a translucent bar blurred under a veil and
/// the bar's texts, nothing of it under an opaque bar, a large title that collapses, tab items, and iOS 26's
/// floating bars fading into the content.
@MainActor
@Suite(.uiSimulation)
struct BarPictureTests {
    /// A phone window showing `root`, laid out.
    private static func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: Phone.bounds)
        window.simulatedSafeAreaInsets = Phone.windowSafeArea
        window.makeKeyAndVisible()
        window.rootViewController = root
        window.layoutIfNeeded()
        return window
    }

    /// A navigation controller showing a list of 20 rows titled `title`.
    private static func navigation(_ title: String) -> (UINavigationController, UITableView) {
        let list = ListController(rows: ListController.rows("Row", 1...20, detail: "Detail"))
        list.title = title
        let navigation = UINavigationController(rootViewController: list)
        navigation.title = title
        return (navigation, list.tableView)
    }

    private static func count(_ text: String, in svg: String) -> Int {
        svg.components(separatedBy: text).count - 1
    }

    private static let hairline = "height=\"0.5\" fill=\"rgb(0,0,0)\" fill-opacity=\"0.3\""
    private static let veil = "fill=\"rgb(247,247,247)\" fill-opacity=\"0.8\""

    @Test func aTranslucentBarDrawsTheContentUnderItBlurredUnderItsVeilAndTitle() throws {
        let (navigation, table) = Self.navigation("Inbox")
        let window = Self.show(navigation)
        table.contentOffset.y = 0  // Row 1 (0…60 in the content) lies under the 91 pt of bars.
        let svg = window.renderSVG()
        let blur = try #require(svg.range(of: "<feGaussianBlur stdDeviation=\"10\"/>"))
        let use = try #require(svg.range(of: "<use href=\"#", range: blur.upperBound..<svg.endIndex))
        let id = svg[use.upperBound...].prefix { $0 != "\"" }
        let tableGroup = try #require(svg.range(of: "<g id=\"\(id)\""))
        #expect(svg[tableGroup.lowerBound..<blur.lowerBound].contains(">Row 1</tspan>"), "the copy is the table")
        let veil = try #require(svg.range(of: Self.veil, range: use.upperBound..<svg.endIndex))
        let title = try #require(svg.range(of: ">Inbox</text>"))
        #expect(veil.lowerBound < title.lowerBound, "the title is drawn sharp over the veil")
        #expect(Self.count(Self.hairline, in: svg) == 1)
        #expect(window.renderSVG() == svg, "the same bytes twice")
    }

    @Test func anOpaqueBarDrawsNothingOfTheContentUnderIt() {
        let (navigation, table) = Self.navigation("Inbox")
        navigation.navigationBar.isTranslucent = false
        let window = Self.show(navigation)
        table.contentOffset.y = 0
        let svg = window.renderSVG()
        #expect(!svg.contains("<use") && !svg.contains("<feGaussianBlur"))
        #expect(svg.contains("fill=\"rgb(247,247,247)\"/>"), "an opaque veil")
        #expect(svg.contains(">Inbox</text>"))
    }

    @Test func aLargeTitleShowsBelowTheTitleRowAndCollapsesIntoIt() {
        let (navigation, table) = Self.navigation("Inbox")
        navigation.navigationBar.prefersLargeTitles = true
        let window = Self.show(navigation)
        table.restAtTop()
        let large = "font-size=\"34\" font-weight=\"700\" fill=\"rgb(0,0,0)\">Inbox</text>"
        let small = "font-size=\"17\" font-weight=\"600\" fill=\"rgb(0,0,0)\">Inbox</text>"
        let expanded = window.renderSVG()
        #expect(Self.count(large, in: expanded) == 1)
        #expect(Self.count(small, in: expanded) == 0, "the title row is empty under a full large title")
        table.contentOffset.y += 100
        let collapsed = window.renderSVG()
        #expect(Self.count(large, in: collapsed) == 0)
        #expect(Self.count(small, in: collapsed) == 1)
    }

    @Test func aSearchFieldShowsItsPlaceholderAndATabBarItsItems() {
        let (feed, _) = Self.navigation("Feed")
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search posts"
        feed.topViewController?.navigationItem.searchController = search
        feed.topViewController?.navigationItem.hidesSearchBarWhenScrolling = false
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, Self.navigation("Saved").0]
        let svg = Self.show(tabs).renderSVG()
        #expect(svg.contains(">Search posts</text>"))
        #expect(svg.contains("fill=\"rgb(0,122,255)\">Feed</text>"), "the selected tab in blue")
        #expect(svg.contains("fill=\"rgb(142,142,147)\">Saved</text>"), "the other in grey")
        #expect(Self.count("<feGaussianBlur", in: svg) == 2, "the navigation bar and the tab bar")
    }

    @Test func iOS26BarsFadeIntoTheContentWithoutAHairlineAndTheTabItemsSitOnACapsule() {
        UISimulation.systemVersion = .iOS26
        let tabs = UITabBarController()
        tabs.viewControllers = [Self.navigation("Feed").0, Self.navigation("Saved").0]
        let svg = Self.show(tabs).renderSVG()
        #expect(Self.count("<mask id=", in: svg) == 2)
        #expect(Self.count("stop-opacity=\"0\"", in: svg) == 2, "each material fades out past its edge")
        #expect(!svg.contains(Self.hairline))
        #expect(svg.contains("rx=\"28.5\""), "a capsule 57 pt high")
        #expect(svg.contains(">Feed</text>") && svg.contains(">Saved</text>"))
    }
}
