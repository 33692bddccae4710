import SimulationTesting
import Testing
import UIKit

/// A table's editing mode (`isEditing`, `setEditing(_:animated:)`, `allowsSelectionDuringEditing`) and the
/// separator and section-estimate settings a list screen sets up.
@MainActor
@Suite(.uiSimulation)
struct TableEditingTests {
    /// A 10-row table in a visible window, laid out.
    private static func shownTable() -> (UIWindow, UITableView, RowSource, HeightDelegate) {
        let source = RowSource(counts: [30])
        let delegate = HeightDelegate()
        let (window, table) = makeShownTable(dataSource: source, delegate: delegate)
        return (window, table, source, delegate)
    }

    @Test func setEditingPutsEveryVisibleCellInEditingMode() {
        let (window, table, _, _) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        #expect(!table.isEditing)
        #expect(!table.visibleCells.isEmpty)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.isEditing = false
        #expect(!table.isEditing)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test func cellsShownWhileEditingComeInEditingMode() {
        let (window, table, source, _) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        table.setEditing(true, animated: false)
        let madeBefore = source.madeCells.count
        table.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
        table.layoutIfNeeded()
        #expect(source.madeCells.count > madeBefore, "scrolling far shows new rows")
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
    }

    @Test func tappingWhileEditingSelectsOnlyWhenAllowed() {
        let (window, table, _, delegate) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        #expect(!table.allowsSelectionDuringEditing, "false by default, as in UIKit")
        table.setEditing(true, animated: false)
        let row = IndexPath(row: 2, section: 0)
        table.cellForRow(at: row)!.contentView.simulateTap()
        #expect(delegate.selected.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        table.cellForRow(at: row)!.contentView.simulateTap()
        #expect(delegate.selected == [row])
        #expect(table.indexPathForSelectedRow == row)
    }

    @Test func tappingAfterEditingSelectsAgain() {
        let (window, table, _, delegate) = Self.shownTable()
        defer { withExtendedLifetime(window) {} }
        table.setEditing(true, animated: false)
        table.setEditing(false, animated: false)
        let row = IndexPath(row: 1, section: 0)
        table.cellForRow(at: row)!.contentView.simulateTap()
        #expect(delegate.selected == [row])
    }

    @Test func cellIsEditingSetterGoesThroughSetEditing() {
        let cell = RecordingEditingCell()
        cell.isEditing = true
        #expect(cell.isEditing)
        #expect(cell.calls == [true])
        cell.setEditing(false, animated: true)
        #expect(!cell.isEditing)
        #expect(cell.calls == [true, false])
    }

    @Test func separatorSettingsHaveDefaultsAndKeepWhatIsSet() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(table.separatorColor?.cgColor.components == UIColor.separator.cgColor.components)
        table.separatorInset = .zero
        table.separatorColor = nil
        #expect(table.separatorInset == .zero)
        #expect(table.separatorColor == nil)
    }

    @Test func sectionEstimatesOffLeaveTheLayoutAtTheRealHeights() {
        let source = RowSource(counts: [3, 2])
        let delegate = HeightDelegate()  // 30 pt headers; rows 20, 30, 40 …
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.estimatedSectionFooterHeight == UITableView.automaticDimension)
        table.estimatedRowHeight = 0
        table.estimatedSectionHeaderHeight = 0
        table.estimatedSectionFooterHeight = 0
        table.sectionFooterHeight = 0
        table.dataSource = source
        table.delegate = delegate
        table.reloadData()
        #expect(table.estimatedSectionHeaderHeight == 0)
        let firstSection: CGFloat = 30 + 20 + 30 + 40
        let secondSection: CGFloat = 30 + 20 + 30
        #expect(table.contentSize.height == firstSection + secondSection)
        #expect(table.rectForHeader(inSection: 1).minY == 120)
    }
}

/// A cell that records each `setEditing(_:animated:)` call.
private final class RecordingEditingCell: UITableViewCell {
    private(set) var calls: [Bool] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append(editing)
    }
}
