import MJRefresh
import SimulationTesting
import Testing

/// With `isPagingEnabled`, or a delegate that moves `targetContentOffset` in `scrollViewWillEndDragging`, a full
/// pull refreshes once and the refreshing component stays in view until the app ends it; after the end the offset
/// rests at the top or on a page (a multiple of the view's height, kept within the valid range).
@MainActor
@Suite(.uiSimulation)
struct PagingRefreshTests {
    /// 30 rows of 44 pt in an 844 pt table: pages at 0 and 844, the last one kept at the end, 1320 − 844 = 476.
    private static func pagingTable() -> (Stage, UITableView, RowSource) {
        let (stage, table, source) = makeListStage()
        table.isPagingEnabled = true
        return (stage, table, source)
    }

    /// Whether `y` is a page of `scrollView`: a multiple of its height clamped into the valid range.
    private static func isOnAPage(_ y: CGFloat, of scrollView: UIScrollView) -> Bool {
        let inset = scrollView.adjustedContentInset
        let minimum = -inset.top
        let maximum = max(minimum, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        let pages = stride(from: 0, through: maximum + scrollView.bounds.height, by: scrollView.bounds.height)
            .map { min(max($0, minimum), maximum) }
        return pages.contains { abs($0 - y) < 0.5 }
    }

    @Test(arguments: [0, 600, -600] as [CGFloat])
    func aPagingHeaderStaysInViewUntilTheAppEndsIt(velocity: CGFloat) {
        let (stage, table, source) = Self.pagingTable()
        defer { withExtendedLifetime((stage, source)) {} }
        let loads = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: loads.action)
        table.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 90))
        #expect(header.state == .pulling)
        stage.release(velocity: CGPoint(x: 0, y: velocity))
        #expect(loads.count == 1, "velocity \(velocity): one refresh")
        #expect(header.state == .refreshing)
        #expect(abs(table.contentOffset.y - (-54)) <= 0.5, "velocity \(velocity): the header in view")
        #expect(table.contentInset.top == 54)
        UISimulation.advance(by: 2)
        #expect(abs(table.contentOffset.y - (-54)) <= 0.5, "still in view while refreshing")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(table.contentOffset.y) <= 0.5, "at rest at the top")
        #expect(table.contentInset.top == 0)
        #expect(loads.count == 1)
    }

    @Test func aSnappingDelegateDoesNotHideTheRefreshingHeader() {
        let (stage, table, source) = makeListStage()
        defer { withExtendedLifetime((stage, source)) {} }
        let snapper = RowSnapper(rowHeight: 44)
        table.delegate = snapper
        let loads = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: loads.action)
        table.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 90))
        stage.release(velocity: CGPoint(x: 0, y: 300))
        #expect(snapper.snaps > 0, "the delegate was asked")
        #expect(loads.count == 1)
        #expect(abs(table.contentOffset.y - (-54)) <= 0.5, "the header in view")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(table.contentOffset.y) <= 0.5)
    }

    @Test func aPagingBackFootersLoadStaysInViewAndEndsOnAPage() {
        let (stage, table, source) = Self.pagingTable()
        defer { withExtendedLifetime(source) {} }
        let loads = CallCounter()
        let footer = MJRefreshBackNormalFooter(refreshingBlock: loads.action)
        table.mj_footer = footer
        stage.pushUp(476, duration: 0.5)
        stage.pushUp(Stage.fingerTravel(forOverscroll: 80), duration: 0.3)
        #expect(footer.state == .pulling)
        stage.release(velocity: CGPoint(x: 0, y: -500))
        #expect(loads.count == 1)
        #expect(footer.state == .refreshing)
        #expect(abs(table.contentOffset.y - (476 + 44)) <= 0.5, "the footer in view")
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(Self.isOnAPage(table.contentOffset.y, of: table), "rests on a page: \(table.contentOffset.y)")
        #expect(abs(table.contentOffset.y - 476) <= 0.5)
    }

    @Test func aPagingTablesShortPullStillPages() {
        let (stage, table, source) = Self.pagingTable()
        defer { withExtendedLifetime(source) {} }
        let header = MJRefreshNormalHeader {}
        table.mj_header = header
        stage.pushUp(300, duration: 0.3)
        stage.release()
        #expect(header.state == .idle)
        #expect(Self.isOnAPage(table.contentOffset.y, of: table), "\(table.contentOffset.y)")
    }
}

/// A delegate that snaps the resting offset to whole rows, as apps with row-aligned lists do.
@MainActor
private final class RowSnapper: NSObject, UITableViewDelegate {
    let rowHeight: CGFloat
    private(set) var snaps = 0

    init(rowHeight: CGFloat) {
        self.rowHeight = rowHeight
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        snaps += 1
        let snapped = (targetContentOffset.pointee.y / rowHeight).rounded() * rowHeight
        targetContentOffset.pointee.y = max(snapped, 0)
    }
}
