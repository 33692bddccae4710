import MJRefresh
import SimulationTesting
import Testing

/// The nested-scroll layout of JXPagingView (#277): a vertical table with a 200 pt banner whose one row holds a
/// horizontal pager of lists. One finger drags the outer table and the list under it (their pans recognize
/// together); the banner collapses before a list scrolls and expands before a list can be pulled past its top.
/// Each list's header and footer work on their own list; expanding the banner never refreshes; a page swipe never
/// refreshes.
@MainActor
@Suite(.uiSimulation)
struct NestedScrollListsTests {
    static let banner: CGFloat = 200

    /// The outer table: its pan recognizes with any other pan.
    private final class MainTable: UITableView, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            gestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
        }
    }

    /// The screen: the outer table's data source and delegate, and the lists' delegate, holding each where the
    /// layout's rule says.
    private final class Screen: NSObject, UITableViewDataSource, UITableViewDelegate {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let main = MainTable(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let sources = [RowSource(rows: 30), RowSource(rows: 30)]
        var lists: [UITableView] = []
        var headerLoads = [0, 0]
        var footerLoads = [0, 0]

        override init() {
            super.init()
            main.bounces = false
            main.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: NestedScrollListsTests.banner))
            pager.isPagingEnabled = true
            pager.contentSize = CGSize(width: 780, height: 844)
            for index in 0..<2 {
                let list = UITableView(frame: CGRect(x: CGFloat(index) * 390, y: 0, width: 390, height: 844))
                list.dataSource = sources[index]
                list.delegate = self
                list.mj_header = MJRefreshNormalHeader { [unowned self] in headerLoads[index] += 1 }
                list.mj_footer = MJRefreshAutoNormalFooter { [unowned self] in footerLoads[index] += 1 }
                pager.addSubview(list)
                lists.append(list)
            }
            main.dataSource = self
            main.delegate = self
            window.addSubview(main)
            window.makeKeyAndVisible()
            UISimulation.runUntilIdle()
        }

        var current: UITableView { lists[pager.contentOffset.x < 195 ? 0 : 1] }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.addSubview(pager)
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView === main ? 844 : 44
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let banner = NestedScrollListsTests.banner
            if scrollView === main {
                let list = current
                if list.contentOffset.y > -list.adjustedContentInset.top, main.contentOffset.y != banner {
                    main.contentOffset.y = banner
                }
                return
            }
            let top = -scrollView.adjustedContentInset.top
            if main.contentOffset.y < banner, scrollView.contentOffset.y > top {
                scrollView.contentOffset.y = top
            } else if main.contentOffset.y > 0, scrollView.contentOffset.y < top {
                scrollView.contentOffset.y = top
            }
        }
    }

    private static func drag(_ scrollView: UIScrollView, by y: CGFloat, velocity: CGFloat = 0) {
        scrollView.simulateDrag(by: CGPoint(x: 0, y: y), duration: 0.4)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: velocity))
        UISimulation.runUntilIdle()
    }

    @Test func pushingUpCollapsesTheBannerBeforeTheListScrolls() {
        let screen = Screen()
        let list = screen.current
        Self.drag(list, by: -150)
        #expect(abs(screen.main.contentOffset.y - 150) < 0.5)
        #expect(list.contentOffset.y == 0)
        Self.drag(list, by: -200)
        #expect(screen.main.contentOffset.y == Self.banner)
        // The frame in which the banner finishes collapsing still holds the list (it moves first): one frame of
        // travel, 200 pt in 0.4 s at 120 frames a second, goes to the banner alone.
        #expect(abs(list.contentOffset.y - 150) <= 200.0 / 0.4 / 120 + 0.5)
        #expect(screen.headerLoads == [0, 0] && screen.footerLoads == [0, 0])
    }

    @Test func expandingTheBannerNeverRefreshes() {
        let screen = Screen()
        let list = screen.current
        Self.drag(list, by: -400)
        // One pull brings the list back to its top and expands the banner most of the way, without a pull of
        // the list's header on the way.
        var percents: [CGFloat] = []
        let observation = list.observe(\.contentOffset, options: .new) { _, _ in
            MainActor.assumeIsolated { percents.append(list.mj_header?.pullingPercent ?? 0) }
        }
        defer { observation.invalidate() }
        list.simulateDrag(by: CGPoint(x: 0, y: 380), duration: 0.5)
        #expect(list.mj_header?.state == .idle, "not armed while the banner expands")
        list.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(screen.main.contentOffset.y > 0 && screen.main.contentOffset.y < Self.banner)
        #expect(list.contentOffset.y == 0)
        #expect(screen.headerLoads == [0, 0])
        #expect(percents.allSatisfy { $0 == 0 }, "the header never showed: \(percents.filter { $0 > 0 })")
    }

    @Test func withTheBannerShownAPullRefreshesOnlyThatList() {
        let screen = Screen()
        let list = screen.current
        Self.drag(list, by: Stage.fingerTravel(forOverscroll: 90))
        #expect(screen.headerLoads == [1, 0])
        #expect(list.mj_header?.state == .refreshing)
        #expect(abs(list.contentOffset.y + 54) <= 0.5, "the list's header in view")
        #expect(screen.main.contentOffset.y == 0, "the banner did not move")
        #expect(screen.lists[1].contentInset.top == 0)
        // The user pushes up while it refreshes: the banner collapses first, the refreshing header stays in the
        // list until the list itself scrolls.
        Self.drag(list, by: -120)
        #expect(abs(screen.main.contentOffset.y - 120) < 0.5)
        #expect(abs(list.contentOffset.y + 54) <= 0.5)
        list.mj_header?.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(list.contentInset.top == 0)
        #expect(list.contentOffset.y == 0)
        #expect(screen.headerLoads == [1, 0])
    }

    @Test func aPageSwipeNeverRefreshesAndEachFooterLoadsItsOwnList() {
        let screen = Screen()
        screen.pager.simulateDrag(by: CGPoint(x: -200, y: 0), duration: 0.2)
        screen.pager.simulateTouchUp(velocity: CGPoint(x: -900, y: 0))
        UISimulation.runUntilIdle()
        #expect(screen.pager.contentOffset.x == 390)
        #expect(screen.main.contentOffset.y == 0, "the outer table did not move")
        #expect(screen.headerLoads == [0, 0] && screen.footerLoads == [0, 0])
        let list = screen.current
        #expect(list === screen.lists[1])
        for _ in 0..<6 where screen.footerLoads == [0, 0] { Self.drag(list, by: -400, velocity: -800) }
        #expect(screen.footerLoads == [0, 1], "only the second list's footer loads")
        #expect(screen.main.contentOffset.y == Self.banner)
    }
}
