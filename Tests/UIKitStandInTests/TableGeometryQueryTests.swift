import SimulationTesting
import Testing
import UIKit

/// The table's geometry questions a screen's test asks: which row is at a point or in a rectangle, and where a
/// section and its footer are.
@MainActor
@Suite(.uiSimulation)
struct TableGeometryQueryTests {
    /// Section 0: header 0..<30, rows 30..<50 and 50..<80, no footer. Section 1: header 80..<110, rows 110..<130,
    /// 130..<160 and 160..<200, footer 200..<228 (titled, automatic height).
    private static func table() -> (UITableView, RowSource, HeightDelegate) {
        let source = RowSource(counts: [2, 3])
        source.footerTitles = [1: "Footer"]
        let delegate = HeightDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
        table.dataSource = source
        table.delegate = delegate
        table.reloadData()
        return (table, source, delegate)
    }

    @Test func indexPathForRowFindsTheRowUnderAPointAndNothingElsewhere() {
        let (table, source, delegate) = Self.table()
        defer { withExtendedLifetime((source, delegate)) {} }
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 35)) == IndexPath(row: 0, section: 0))
        #expect(
            table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0),
            "a row's top edge is in it, its bottom edge in the next")
        #expect(table.indexPathForRow(at: CGPoint(x: 319, y: 199)) == IndexPath(row: 2, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 15)) == nil, "a section header is no row")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 210)) == nil, "a section footer is no row")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1000)) == nil, "below the content")
        #expect(table.indexPathForRow(at: CGPoint(x: -1, y: 35)) == nil, "left of the table")
        #expect(table.indexPathForRow(at: CGPoint(x: 320, y: 35)) == nil, "right of the table")
        #expect(table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 35)) == nil, "a point that is no point")
    }

    @Test func indexPathsForRowsListsTheRowsARectangleMeets() {
        let (table, source, delegate) = Self.table()
        defer { withExtendedLifetime((source, delegate)) {} }
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 320, height: 100))
                == [
                    IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
                    IndexPath(row: 1, section: 1),
                ])
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 80, width: 320, height: 30)) == [],
            "a rectangle over a header only, touching the rows on both sides, meets none")
        #expect(table.indexPathsForRows(in: CGRect(x: 400, y: 0, width: 50, height: 600)) == [], "beside the table")
    }

    @Test func sectionAndFooterRectanglesSpanTheirParts() {
        let (table, source, delegate) = Self.table()
        defer { withExtendedLifetime((source, delegate)) {} }
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 80, width: 320, height: 148))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 200, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 0).height == 0, "an untitled automatic footer has no height")
        #expect(table.rect(forSection: 2) == .zero, "a section that does not exist")
        #expect(table.rectForFooter(inSection: -1) == .zero)
    }

    @Test func rowsFollowAReloadBeforeTheNextLayout() {
        let (table, source, delegate) = Self.table()
        defer { withExtendedLifetime((source, delegate)) {} }
        source.counts = [0, 1]
        table.reloadData()
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 35)) == nil, "section 0 is empty now")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 65)) == IndexPath(row: 0, section: 1))
    }

    @Test func separatorStyleStartsAsASingleLine() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(table.separatorStyle == .singleLine)
        table.separatorStyle = .none
        #expect(table.separatorStyle == .none)
    }
}
