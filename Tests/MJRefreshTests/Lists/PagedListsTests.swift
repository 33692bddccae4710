import MJRefresh
import SimulationTesting
import Testing

/// One list per page of a horizontal paging scroll view: each page's header and footer work on their own list,
/// and swiping between pages refreshes nothing (JXPagingView #277, YNPageViewController #76). A list that pages
/// vertically itself rests on a page after its footer's load (MJRefresh #311, #584).
@MainActor
@Suite(.uiSimulation)
struct PagedListsTests {
    /// A pager as large as the screen holding three tables side by side, each with a header and an auto footer.
    @MainActor
    private final class Pager {
        let stage: Stage
        let tables: [UITableView]
        let sources: [RowSource]
        var headerLoads = [0, 0, 0]
        var footerLoads = [0, 0, 0]

        init() {
            stage = Stage(contentHeight: 844, contentWidth: 3 * 390)
            let pager = stage.scrollView
            pager.isPagingEnabled = true
            sources = (0..<3).map { _ in RowSource(rows: 30) }
            var tables: [UITableView] = []
            for page in 0..<3 {
                let table = UITableView(frame: CGRect(x: CGFloat(page) * 390, y: 0, width: 390, height: 844))
                table.dataSource = sources[page]
                pager.addSubview(table)
                tables.append(table)
            }
            self.tables = tables
            for page in 0..<3 {
                tables[page].mj_header = MJRefreshNormalHeader { [unowned self] in headerLoads[page] += 1 }
                tables[page].mj_footer = MJRefreshAutoNormalFooter { [unowned self] in footerLoads[page] += 1 }
            }
            UISimulation.advance(by: 1.0 / 60)
        }

        func swipe(toPage page: Int) {
            let distance = CGFloat(page) * 390 - stage.scrollView.contentOffset.x
            if distance > 0 {
                stage.dragLeft(distance * 0.6, duration: 0.25)
            } else {
                stage.dragRight(-distance * 0.6, duration: 0.25)
            }
            stage.release(velocity: CGPoint(x: distance > 0 ? -800 : 800, y: 0))
        }
    }

    @Test func aHorizontalPageSwipeNeverRefreshes() {
        let pager = Pager()
        let offsets = pager.tables.map(\.contentOffset)
        pager.swipe(toPage: 1)
        #expect(pager.stage.scrollView.contentOffset.x == 390, "on page 1")
        pager.swipe(toPage: 2)
        pager.swipe(toPage: 0)
        #expect(pager.stage.scrollView.contentOffset.x == 0)
        #expect(pager.headerLoads == [0, 0, 0])
        #expect(pager.footerLoads == [0, 0, 0])
        #expect(pager.tables.map(\.contentOffset) == offsets, "the lists did not move")
        for table in pager.tables { #expect(table.mj_header?.state == .idle) }
    }

    @Test func eachPagesHeaderAndFooterWorkOnTheirOwnList() throws {
        let pager = Pager()
        pager.swipe(toPage: 1)
        let table = pager.tables[1]
        table.simulateDrag(by: CGPoint(x: 0, y: Stage.fingerTravel(forOverscroll: 90)), duration: 0.3)
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(pager.headerLoads == [0, 1, 0])
        #expect(table.mj_header?.state == .refreshing)
        #expect(abs(table.contentOffset.y + 54) <= 0.5, "page 1's header in view on its own list")
        #expect(pager.tables[0].contentInset.top == 0 && pager.tables[2].contentInset.top == 0)
        table.mj_header?.endRefreshing()
        UISimulation.runUntilIdle()
        pager.swipe(toPage: 2)
        let last = pager.tables[2]
        last.simulateDrag(by: CGPoint(x: 0, y: -600), duration: 0.3)
        last.simulateTouchUp(velocity: CGPoint(x: 0, y: -1500))
        UISimulation.runUntilIdle()
        #expect(pager.footerLoads == [0, 0, 1], "only page 2's footer loads")
        #expect(pager.tables[1].mj_footer?.state == .idle)
    }

    /// A feed whose rows are a screen tall and which pages vertically, with `Footer` at its end.
    private static func pagingFeed<Footer: MJRefreshFooter>(
        _ footer: Footer
    ) -> (Stage, UITableView, SectionedList) {
        let list = SectionedList(rowHeights: [Array(repeating: 844, count: 4)])
        let (stage, table) = list.makeStage(estimate: 844)
        table.isPagingEnabled = true
        table.mj_footer = footer
        return (stage, table, list)
    }

    /// Whether `y` is a page of `scrollView`: a multiple of its height.
    private static func isOnAPage(_ y: CGFloat, of scrollView: UIScrollView) -> Bool {
        let page = y / scrollView.bounds.height
        return abs(page - page.rounded()) * scrollView.bounds.height < 0.5
    }

    @Test func anAutoFooterOnAPagingListRestsOnAPageAfterALoad() {
        var loads = 0
        let footer = MJRefreshAutoNormalFooter { loads += 1 }
        let (stage, table, list) = Self.pagingFeed(footer)
        defer { withExtendedLifetime((stage, list)) {} }
        for _ in 0..<3 {
            stage.pushUp(500, duration: 0.2)
            stage.release(velocity: CGPoint(x: 0, y: -800))
        }
        #expect(table.contentOffset.y == CGFloat(3 * 844), "on the last page")
        stage.pushUp(200, duration: 0.2)
        stage.release(velocity: CGPoint(x: 0, y: -800))
        #expect(loads == 1)
        list.rowHeights[0] += Array(repeating: 844, count: 4)
        table.reloadData()
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(Self.isOnAPage(table.contentOffset.y, of: table), "rests on a page: \(table.contentOffset.y)")
        #expect(footer.state == .idle)
    }

    @Test func aBackFooterOnAPagingListRestsOnAPageAfterALoadThatAddedRows() {
        var loads = 0
        let footer = MJRefreshBackNormalFooter { loads += 1 }
        let (stage, table, list) = Self.pagingFeed(footer)
        defer { withExtendedLifetime((stage, list)) {} }
        for _ in 0..<3 {
            stage.pushUp(500, duration: 0.2)
            stage.release(velocity: CGPoint(x: 0, y: -800))
        }
        stage.pushUp(Stage.fingerTravel(forOverscroll: 80), duration: 0.3)
        stage.release(velocity: CGPoint(x: 0, y: -500))
        #expect(loads == 1)
        #expect(footer.state == .refreshing)
        list.rowHeights[0] += Array(repeating: 844, count: 4)
        table.reloadData()
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(Self.isOnAPage(table.contentOffset.y, of: table), "rests on a page: \(table.contentOffset.y)")
    }
}
