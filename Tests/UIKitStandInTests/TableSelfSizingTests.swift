import SimulationTesting
import Testing
import UIKit

/// Rows the table has not shown stand at their estimate and get their real height when they come on screen, so
/// `contentSize` changes (and is reported) while the list scrolls; 0 turns estimates off.
@MainActor
@Suite(.uiSimulation)
struct TableSelfSizingTests {
    /// One section of 40 self-sizing rows, 100 pt each, estimated at `estimate`.
    private static func makeTable(estimate: CGFloat, rowHeight: CGFloat = 100) -> (Stage, UITableView, SectionedRows) {
        let rows = SectionedRows(rowHeights: [Array(repeating: rowHeight, count: 40)])
        rows.headerHeight = 0
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = estimate
        table.dataSource = rows
        table.delegate = rows
        let stage = Stage(scrollView: table, dataSource: rows)
        return (stage, table, rows)
    }

    @Test func shownRowsAreMeasuredAndTheRestStayEstimated() {
        let (stage, table, rows) = Self.makeTable(estimate: 44)
        defer { withExtendedLifetime((stage, rows)) {} }
        // 844 pt tall: rows 0...8 are shown (9 × 100 ≥ 844), 31 rows stay at 44.
        #expect(table.visibleCells.count == 9)
        #expect(table.contentSize.height == CGFloat(9 * 100 + 31 * 44))
        #expect(table.rectForRow(at: IndexPath(row: 8, section: 0)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 44)
    }

    @Test func theContentSizeGrowsAsTheListScrollsAndObserversHearIt() {
        let (stage, table, rows) = Self.makeTable(estimate: 44)
        defer { withExtendedLifetime((stage, rows)) {} }
        let reported = Log<CGSize?>()
        let observation = table.observe(\.contentSize, options: .new) { _, change in reported.append(change.newValue) }
        defer { observation.invalidate() }
        let before = table.contentSize.height
        stage.pushUp(600, duration: 0.5)
        stage.release()
        #expect(table.contentSize.height > before, "rows shown on the way were measured")
        #expect(reported.values.count >= 2, "each measuring round is reported: \(reported.values)")
        let measured = (0..<40).filter { table.rectForRow(at: IndexPath(row: $0, section: 0)).height == 100 }.count
        #expect(measured > 9, "more rows measured than the first screen: \(measured)")
        #expect(table.contentSize.height == CGFloat(measured) * 100 + CGFloat(40 - measured) * 44)
        for cell in table.visibleCells { #expect(cell.frame.height == 100, "every shown row at its real height") }
    }

    @Test func noEstimatesMeansExactSizesAtTheReload() {
        let rows = SectionedRows(rowHeights: [Array(repeating: 100, count: 40)])
        rows.headerHeight = 0
        rows.usesDelegateHeights = true
        let table = UITableView(frame: .zero, style: .plain)
        table.estimatedRowHeight = 0
        table.dataSource = rows
        table.delegate = rows
        let stage = Stage(scrollView: table, dataSource: rows)
        defer { withExtendedLifetime(stage) {} }
        #expect(table.contentSize.height == CGFloat(4000))
        #expect(rows.heightQuestions >= 40, "every row's height asked at the reload")
    }

    @Test func aPositiveEstimateDefersEvenTheDelegatesHeights() {
        let rows = SectionedRows(rowHeights: [Array(repeating: 100, count: 40)])
        rows.headerHeight = 0
        rows.usesDelegateHeights = true
        let table = UITableView(frame: .zero, style: .plain)
        table.estimatedRowHeight = 60
        table.dataSource = rows
        table.delegate = rows
        let stage = Stage(scrollView: table, dataSource: rows)
        defer { withExtendedLifetime(stage) {} }
        #expect(rows.heightQuestions < 40, "only shown rows were asked: \(rows.heightQuestions)")
        #expect(table.contentSize.height == CGFloat(9 * 100 + 31 * 60))
    }

    @Test func theDefaultEstimateKeepsFixedHeightTablesExact() {
        let rows = SectionedRows(rowHeights: [Array(repeating: 70, count: 40)])
        rows.headerHeight = 0
        rows.usesDelegateHeights = true
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension, "the default since iOS 11")
        table.dataSource = rows
        table.delegate = rows
        let stage = Stage(scrollView: table, dataSource: rows)
        defer { withExtendedLifetime(stage) {} }
        #expect(table.contentSize.height == CGFloat(40 * 70))
        stage.pushUp(500)
        stage.release()
        #expect(table.contentSize.height == CGFloat(40 * 70))
    }

    @Test func aReloadEstimatesAgainAndAnInsertKeepsMeasuredRows() {
        let (stage, table, rows) = Self.makeTable(estimate: 44)
        defer { withExtendedLifetime((stage, rows)) {} }
        rows.rowHeights[0].insert(100, at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(
            table.rectForRow(at: IndexPath(row: 9, section: 0)).height == 100,
            "the measured rows moved down one, keeping their heights")
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100,
            "the new row comes on screen in the update's own layout, which measures it")
        table.reloadData()
        #expect(table.contentSize.height == CGFloat(41 * 44), "a reload forgets what was measured")
        UISimulation.advance(by: 1.0 / 60)
        #expect(table.contentSize.height == CGFloat(9 * 100 + 32 * 44), "measured again when laid out")
    }

    @Test func aCellThatDoesNotSizeItselfGetsTheStandardHeight() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
        #expect(
            cell.sizeThatFits(CGSize(width: 390, height: CGFloat.greatestFiniteMagnitude))
                == CGSize(width: 390, height: 44))
    }
}
