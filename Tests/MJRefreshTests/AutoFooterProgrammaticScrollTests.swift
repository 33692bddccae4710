import MJRefresh
import SimulationTesting
import Testing

/// After a load that brought nothing new, scrolling done by the app (`scrollToRow`, `setContentOffset`, a keyboard
/// adding a bottom inset while UIKit moves the offset) never starts the auto footer again: only a new drag that
/// reaches the end, or new content scrolled into view, does.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterProgrammaticScrollTests {
    /// 30 rows of 44 pt: the end rests at 1320 + 44 − 844 = 520; the last row's index path.
    private static let lastRow = IndexPath(row: 29, section: 0)

    /// A table whose footer loaded once at the end by a drag and ended with the same 30 rows.
    private static func loadedOnceWithNothingNew() -> (
        Stage, UITableView, RowSource, MJRefreshAutoNormalFooter, CallCounter
    ) {
        let (stage, table, source) = makeListStage()
        let loads = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: loads.action)
        footer.autoTriggerTimes = -1
        table.mj_footer = footer
        stage.pushUp(700, duration: 0.5)
        stage.release()
        #expect(loads.count == 1, "the drag reached the end")
        table.reloadData()  // the server had nothing new
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        return (stage, table, source, footer, loads)
    }

    @Test(arguments: [false, true])
    func scrollToRowAwayAndBackDoesNotLoadAgain(animated: Bool) {
        let (stage, table, source, footer, loads) = Self.loadedOnceWithNothingNew()
        defer { withExtendedLifetime((stage, source)) {} }
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: animated)
        UISimulation.runUntilIdle()
        #expect(abs(table.contentOffset.y) <= 0.01)
        table.scrollToRow(at: Self.lastRow, at: .bottom, animated: animated)
        UISimulation.runUntilIdle()
        #expect(abs(table.contentOffset.y - 520) <= 0.01, "the last row and the footer in view")
        #expect(loads.count == 1, "animated: \(animated): the app's scrolls load nothing")
        #expect(footer.state == .idle)
    }

    @Test func aKeyboardAppearingAtTheEndDoesNotLoadAgain() {
        let (stage, table, source, footer, loads) = Self.loadedOnceWithNothingNew()
        defer { withExtendedLifetime((stage, source)) {} }
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        // The keyboard (336 pt) appears: the host sets it as its bottom inset and UIKit scrolls the offset by
        // as much, keeping the focused row where it was, in the keyboard's animation.
        UIView.animate(withDuration: 0.25) {
            table.contentInset.bottom = 336
            table.contentOffset.y += 336
        }
        UISimulation.runUntilIdle()
        table.setContentOffset(CGPoint(x: 0, y: 1320 + 44 + 336 - 844), animated: true)
        UISimulation.runUntilIdle()
        // The keyboard goes away again.
        table.contentInset.bottom = 0
        UISimulation.runUntilIdle()
        #expect(loads.count == 1, "no load without the user")
        #expect(footer.state == .idle)
        #expect(table.contentInset.bottom == 44, "only the footer's share is left")
    }

    @Test func aNewDragToTheEndLoadsAgain() {
        let (stage, table, source, footer, loads) = Self.loadedOnceWithNothingNew()
        defer { withExtendedLifetime((source, footer)) {} }
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        stage.pushUp(700, duration: 0.5)
        stage.release()
        #expect(loads.count == 2, "the user reached the end again")
    }

    @Test func newContentScrolledIntoViewLoads() {
        let (stage, table, source, footer, loads) = Self.loadedOnceWithNothingNew()
        defer { withExtendedLifetime((stage, footer)) {} }
        source.rows = 40
        table.reloadData()
        UISimulation.runUntilIdle()
        #expect(loads.count == 1, "new rows below the view load nothing by themselves")
        table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: true)
        table.setContentOffset(CGPoint(x: 0, y: 1760 + 44 - 844), animated: true)
        UISimulation.runUntilIdle()
        #expect(loads.count == 2, "the new end scrolled into view")
    }
}
