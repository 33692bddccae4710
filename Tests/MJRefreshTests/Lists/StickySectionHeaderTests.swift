import MJRefresh
import SimulationTesting
import Testing

/// A plain table's floating section headers stop at `contentOffset.y + adjustedContentInset.top`, which the
/// refreshing header's own top inset moves down. While refreshing, the header's inset follows the offset, so a
/// section header never covers the refreshing header nor floats below the top as the list scrolls; after the
/// end, section 0's header is pinned at the visible top again without a jump (MJRefresh #400, #798). Each test
/// runs under every reading of when floating headers move.
@MainActor
@Suite(.uiSimulation)
struct StickySectionHeaderTests {
    /// Four sections of 12 rows × 60 pt under 32 pt headers.
    private static func makeList() -> (Stage, UITableView, SectionedList) {
        let list = SectionedList(
            rowHeights: Array(repeating: Array(repeating: 60, count: 12), count: 4), headerHeight: 32)
        let (stage, table) = list.makeStage()
        return (stage, table, list)
    }

    /// Refreshes with a full pull, leaving the header refreshing at the top.
    private static func refresh(_ stage: Stage, _ header: MJRefreshNormalHeader) {
        stage.pullDown(Stage.fingerTravel(forOverscroll: 90))
        stage.release()
    }

    /// The top of the area the user sees, below the insets the app and the system set (the header's share out).
    private static func visibleTop(_ table: UITableView) -> CGFloat { table.contentOffset.y }

    @Test(arguments: UISimulation.SectionHeaderPinning.allCases)
    func aPinnedHeaderNeverCoversTheRefreshingHeaderAndNeverHovers(pinning: UISimulation.SectionHeaderPinning) throws {
        UISimulation.sectionHeaderPinning = pinning
        let (stage, table, list) = Self.makeList()
        defer { withExtendedLifetime((stage, list)) {} }
        let header = MJRefreshNormalHeader {}
        table.mj_header = header
        Self.refresh(stage, header)
        #expect(header.state == .refreshing)
        let sectionHeader = try #require(list.headers[0])
        #expect(sectionHeader.frame.minY >= header.frame.maxY, "below the refreshing header")
        // The finger pushes the list up a little at a time: the refreshing header slides away and section 0's
        // header must follow the real top of the list, never lower (hovering) and never over the refreshing one.
        // Where headers move inside the offset change, they see the inset the header sets for the previous one:
        // they may trail by one frame's travel (15 pt in 0.1 s at 120 frames a second: 1.25 pt), never lead.
        let lag: CGFloat = pinning == .atLayout ? 0.5 : 0.5 + 15.0 / 12
        for _ in 0..<12 {
            stage.pushUp(15, duration: 0.1)
            UISimulation.advance(by: 1.0 / 60)
            let frame = sectionHeader.frame
            let expected = max(0, Self.visibleTop(table))
            #expect(
                frame.minY >= expected - 0.5 && frame.minY <= expected + lag,
                "offset \(table.contentOffset.y), inset \(table.contentInset.top): header at \(frame.minY)")
            if table.contentOffset.y < 0 { #expect(frame.minY >= header.frame.maxY, "never over the refreshing one") }
        }
        stage.release()
        header.endRefreshing()
        UISimulation.runUntilIdle()
    }

    @Test(arguments: UISimulation.SectionHeaderPinning.allCases)
    func afterTheEndSectionZerosHeaderIsPinnedAtTheVisibleTopWithoutAJump(
        pinning: UISimulation.SectionHeaderPinning
    ) throws {
        UISimulation.sectionHeaderPinning = pinning
        let (stage, table, list) = Self.makeList()
        defer { withExtendedLifetime((stage, list)) {} }
        let header = MJRefreshNormalHeader {}
        table.mj_header = header
        Self.refresh(stage, header)
        stage.pushUp(300, duration: 0.4)
        stage.release()
        let sectionHeader = try #require(list.headers[0])
        let restingOffset = table.contentOffset.y
        #expect(restingOffset > 100, "scrolled into section 0")
        #expect(abs(sectionHeader.frame.minY - restingOffset) <= 0.5, "pinned at the top while refreshing")
        header.endRefreshing()
        // Frame by frame through the end animation: the header stays at the visible top, where the user sees it.
        for _ in 0..<60 {
            UISimulation.advance(by: 1.0 / 60)
            #expect(
                abs(sectionHeader.frame.minY - table.contentOffset.y - table.adjustedContentInset.top) <= 0.5,
                "header \(sectionHeader.frame.minY), offset \(table.contentOffset.y)")
        }
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(table.contentInset.top == 0)
        #expect(abs(table.contentOffset.y - restingOffset) <= 0.5, "the list did not move")
        #expect(abs(sectionHeader.frame.minY - restingOffset) <= 0.5)
    }

    @Test(arguments: UISimulation.SectionHeaderPinning.allCases)
    func anEndAtTheTopPutsSectionZerosHeaderBackAtItsPlace(pinning: UISimulation.SectionHeaderPinning) throws {
        UISimulation.sectionHeaderPinning = pinning
        let (stage, table, list) = Self.makeList()
        defer { withExtendedLifetime((stage, list)) {} }
        let header = MJRefreshNormalHeader {}
        table.mj_header = header
        Self.refresh(stage, header)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        let sectionHeader = try #require(list.headers[0])
        #expect(table.contentOffset.y == 0)
        #expect(sectionHeader.frame.minY == 0)
        stage.pushUp(200, duration: 0.3)
        stage.release()
        #expect(abs(sectionHeader.frame.minY - table.contentOffset.y) <= 0.5, "pins at the top when scrolled again")
    }
}
