import MJRefresh
import SimulationTesting
import Testing

/// A table that loads its next page with an animated batch insert: the new content size is in effect when the
/// update returns, the rows slide and fade in over 0.3 s. An auto footer that ends its refresh in the same turn (or
/// in the batch's completion) never shows over a row, loads nothing more by itself, and sits at the content end;
/// a back footer follows the content end after the animation.
@MainActor
@Suite(.uiSimulation)
struct AnimatedBatchFooterTests {
    private final class Rows: NSObject, UITableViewDataSource {
        var count = 15

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        }

        /// Adds a page of rows in one animated batch.
        func appendPage(to table: UITableView, completion: ((Bool) -> Void)? = nil) {
            let inserted = (count..<count + 15).map { IndexPath(row: $0, section: 0) }
            count += 15
            table.performBatchUpdates({ table.insertRows(at: inserted, with: .automatic) }, completion: completion)
        }
    }

    private static func makeTable() -> (Stage, UITableView, Rows) {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 60
        let rows = Rows()
        table.dataSource = rows
        return (Stage(scrollView: table, dataSource: rows), table, rows)
    }

    /// Pushes the list up until the footer starts loading (at most 30 flicks).
    private static func flickToTheEnd(_ stage: Stage, until loaded: () -> Bool) {
        var gestures = 0
        while !loaded(), gestures < 30 {
            stage.pushUp(500, duration: 0.3)
            stage.release(velocity: CGPoint(x: 0, y: -500))
            gestures += 1
        }
    }

    @Test(arguments: [false, true])
    func anAutoFooterDuringAndAfterAnAnimatedInsert(endsInCompletion: Bool) {
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime(stage) {} }
        var loads = 0
        let footer = MJRefreshAutoNormalFooter {}
        footer.refreshingBlock = { [unowned footer] in
            loads += 1
            if endsInCompletion {
                rows.appendPage(to: table) { _ in footer.endRefreshing() }
            } else {
                rows.appendPage(to: table)
                footer.endRefreshing()
            }
        }
        table.mj_footer = footer
        Self.flickToTheEnd(stage) { loads > 0 }
        #expect(loads == 1, "one load when the end came into view")
        #expect(table.contentSize.height == CGFloat(30 * 60), "the new rows count at once")
        var overlaps = 0
        var misplaced = 0
        var states: Set<MJRefreshState> = []
        for _ in 0..<60 {
            UISimulation.advance(by: 1.0 / 60)
            states.insert(footer.state)
            if table.visibleCells.contains(where: { $0.frame.intersects(footer.frame) }) { overlaps += 1 }
            if abs(footer.frame.minY - table.contentSize.height) > 0.5 { misplaced += 1 }
        }
        #expect(overlaps == 0, "the footer never showed over a row while they moved")
        #expect(misplaced == 0, "the footer stayed at the content end")
        #expect(!states.contains(.noMoreData))
        #expect(footer.state == .idle)
        UISimulation.runUntilIdle()
        #expect(loads == 1, "nothing more without a gesture")
        #expect(abs(footer.frame.minY - table.contentSize.height) <= 0.5)
    }

    @Test func aBackFooterFollowsTheContentEndAfterTheAnimation() {
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime(stage) {} }
        var loads = 0
        var finished = false
        let footer = MJRefreshBackNormalFooter {}
        footer.refreshingBlock = { [unowned footer] in
            loads += 1
            rows.appendPage(to: table) { _ in
                finished = true
                footer.endRefreshing()
            }
        }
        table.mj_footer = footer
        stage.scrollToBottom()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 80))
        stage.release()
        #expect(loads == 1)
        #expect(finished, "the batch completed")
        #expect(footer.state == .idle)
        #expect(abs(footer.frame.minY - table.contentSize.height) <= 0.5, "the footer sits at the new content end")
        #expect(table.contentSize.height == CGFloat(30 * 60))
        #expect(table.contentInset.bottom == 0, "the footer gave its inset back")
        #expect(stage.validOffsetRangeY.contains(table.contentOffset.y))
        UISimulation.runUntilIdle()
        #expect(loads == 1)
    }
}
