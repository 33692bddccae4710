import MJRefresh
import SimulationTesting
import Testing

/// Rows 100 to 300 pt tall estimated at 44 (MJRefresh #1009, #1071, #1158): `contentSize` changes as rows are
/// measured while scrolling and after each reload. The auto footer loads once per qualifying gesture and never by
/// itself as rows are measured; the back footer follows the content's end; a footer never shows over rows after
/// an insert or a reload.
@MainActor
@Suite(.uiSimulation)
struct SelfSizingRowsFooterTests {
    /// Row heights between 100 and 300 pt, varied but fixed.
    private static func rows(_ count: Int, from start: Int = 0) -> [CGFloat] {
        (start..<start + count).map { 100 + CGFloat(($0 * 73) % 201) }
    }

    @Test(arguments: [false, true])
    func theAutoFooterLoadsOncePerGestureAndNeverByItself(insertsInsteadOfReloading: Bool) {
        let list = SectionedList(rowHeights: [Self.rows(20)])
        let (stage, table) = list.makeStage(estimate: 44)
        defer { withExtendedLifetime((stage, list)) {} }
        var loads = 0
        let footer = MJRefreshAutoNormalFooter {}
        footer.refreshingBlock = { [unowned table, unowned footer] in
            loads += 1
            let old = list.rowHeights[0].count
            list.rowHeights[0] += Self.rows(20, from: old)
            if insertsInsteadOfReloading {
                table.insertRows(at: (old..<old + 20).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            } else {
                table.reloadData()
            }
            footer.endRefreshing()  // In the same turn as the reload (MJRefresh #1020's pattern).
        }
        table.mj_footer = footer
        var gestures = 0
        while loads == 0, gestures < 40 {
            let before = loads
            stage.pushUp(400, duration: 0.3)
            stage.release(velocity: CGPoint(x: 0, y: -300))
            gestures += 1
            #expect(loads - before <= 1, "one load at most per gesture")
        }
        #expect(loads == 1, "the user reached the end: \(gestures) gestures")
        UISimulation.advance(by: 3)
        UISimulation.runUntilIdle()
        #expect(loads == 1, "no load without a gesture while the new rows are measured")
        #expect(footer.state == .idle)
        #expect(table.contentSize.height > 0)
    }

    @Test func theBackFooterFollowsTheContentEndAsRowsAreMeasured() {
        let list = SectionedList(rowHeights: [Self.rows(30)])
        let (stage, table) = list.makeStage(estimate: 44)
        defer { withExtendedLifetime((stage, list)) {} }
        var loads = 0
        let footer = MJRefreshBackNormalFooter { loads += 1 }
        table.mj_footer = footer
        var sizes: Set<CGFloat> = [table.contentSize.height]
        var gestures = 0
        while gestures < 40, stage.validOffsetRangeY.upperBound - table.contentOffset.y > 0.5 {
            stage.pushUp(350, duration: 0.3)
            stage.release()
            gestures += 1
            sizes.insert(table.contentSize.height)
            #expect(
                abs(footer.frame.minY - table.contentSize.height) <= 0.5,
                "footer at \(footer.frame.minY), content ends at \(table.contentSize.height)")
        }
        #expect(sizes.count > 3, "the content size changed as rows were measured: \(sizes.sorted())")
        #expect(loads == 0, "a back footer loads only when pulled past the end and released")
        stage.pushUp(Stage.fingerTravel(forOverscroll: 70), duration: 0.3)
        stage.release()
        #expect(loads == 1)
        #expect(footer.state == .refreshing)
        let inset = table.adjustedContentInset
        #expect(abs(table.contentOffset.y - (table.contentSize.height + inset.bottom - table.bounds.height)) <= 0.5)
    }

    @Test(arguments: [false, true])
    func aFooterNeverShowsOverRowsAfterALoad(insertsInsteadOfReloading: Bool) {
        let list = SectionedList(rowHeights: [Self.rows(12)])
        let (stage, table) = list.makeStage(estimate: 44)
        defer { withExtendedLifetime((stage, list)) {} }
        let footer = MJRefreshAutoNormalFooter {}
        table.mj_footer = footer
        footer.refreshingBlock = {}
        // Reach the end and load; the app answers a little later with three tall rows (MJRefresh #1158).
        var guardCount = 0
        while footer.state != .refreshing, guardCount < 20 {
            stage.pushUp(500, duration: 0.3)
            stage.release(velocity: CGPoint(x: 0, y: -200))
            guardCount += 1
        }
        #expect(footer.state == .refreshing)
        let old = list.rowHeights[0].count
        list.rowHeights[0] += [300, 280, 260]
        if insertsInsteadOfReloading {
            table.insertRows(at: (old..<old + 3).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        } else {
            table.reloadData()
        }
        footer.endRefreshing()
        for frame in 0..<90 {
            UISimulation.advance(by: 1.0 / 60)
            guard !footer.isHidden, footer.alpha > 0 else { continue }
            for cell in table.visibleCells where cell.frame.intersects(footer.frame) {
                Issue.record("frame \(frame): footer \(footer.frame) over row \(cell.frame)")
            }
        }
        #expect(abs(footer.frame.minY - table.contentSize.height) <= 0.5, "below the last row at rest")
    }
}
