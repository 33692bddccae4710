import SimulationTesting
import Testing
import UIKit

/// A table's `allowsMultipleSelection` and `allowsMultipleSelectionDuringEditing`: taps add and remove rows, the
/// delegate hears of deselections, and the selection follows updates.
@MainActor
@Suite(.uiSimulation)
struct TableMultipleSelectionTests {
    /// A 30-row table in a shown window, with a delegate recording selections.
    private static func shownTable() -> (UIWindow, UITableView, RowSource, RowSelectionRecorder) {
        let source = RowSource(counts: [30])
        let delegate = RowSelectionRecorder()
        let (window, table) = makeShownTable(dataSource: source, delegate: delegate)
        return (window, table, source, delegate)
    }

    private static func tap(_ row: Int, in table: UITableView) {
        table.cellForRow(at: IndexPath(row: row, section: 0))!.contentView.simulateTap()
    }

    private static func rows(_ rows: Int...) -> [IndexPath] { rows.map { IndexPath(row: $0, section: 0) } }

    @Test func aTapReplacesTheSelectionAndReportsTheDeselection() {
        let (window, table, _, delegate) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        #expect(!table.allowsMultipleSelection)
        Self.tap(1, in: table)
        Self.tap(3, in: table)
        #expect(table.indexPathsForSelectedRows == Self.rows(3))
        #expect(delegate.events == ["select 1", "deselect 1", "select 3"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionAddsRowsAndATapOnASelectedRowDeselectsIt() {
        let (window, table, _, delegate) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        table.allowsMultipleSelection = true
        Self.tap(4, in: table)
        Self.tap(1, in: table)
        #expect(table.indexPathsForSelectedRows == Self.rows(1, 4), "in table order")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the first in table order")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        Self.tap(4, in: table)
        #expect(table.indexPathsForSelectedRows == Self.rows(1))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == false)
        #expect(delegate.events == ["select 4", "select 1", "deselect 4"])
    }

    @Test func selectRowJoinsTheSelectionAndNilClearsIt() {
        let (window, table, _, _) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == Self.rows(0, 2))
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func editingModeUsesItsOwnMultipleSelectionSetting() {
        let (window, table, _, delegate) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        table.allowsSelectionDuringEditing = true
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        Self.tap(1, in: table)
        Self.tap(2, in: table)
        #expect(table.indexPathsForSelectedRows == Self.rows(1, 2))
        table.setEditing(false, animated: false)
        Self.tap(5, in: table)
        #expect(table.indexPathsForSelectedRows == Self.rows(5), "outside editing one row at a time again")
        #expect(delegate.events == ["select 1", "select 2", "deselect 1", "deselect 2", "select 5"])
    }

    @Test func theSelectedRowsFollowAnInsertionAbove() {
        let (window, table, source, _) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        table.allowsMultipleSelection = true
        Self.tap(1, in: table)
        Self.tap(3, in: table)
        source.counts = [31]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == Self.rows(2, 4))
    }
}

/// A table delegate that records selections and deselections in order.
private final class RowSelectionRecorder: NSObject, UITableViewDelegate {
    private(set) var events: [String] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.row)")
    }
}
