import SimulationTesting
import Testing
import UIKit

/// A `.plain` table floats each section's header at the top of its visible area,
/// `contentOffset.y + adjustedContentInset.top`, until the end of the section pushes it up; a grouped table's
/// headers scroll with the rows.
@MainActor
@Suite(.uiSimulation)
struct TableSectionHeaderTests {
    /// Three sections of 10 rows × 50 pt under 30 pt headers: section 0 spans 0..<530, section 1 530..<1060.
    private static func makeTable(
        style: UITableView.Style = .plain, contentInset: UIEdgeInsets = .zero
    ) -> (Stage, UITableView, SectionedRows) {
        let rows = SectionedRows(rowHeights: Array(repeating: Array(repeating: 50, count: 10), count: 3))
        rows.usesDelegateHeights = true
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = rows
        table.delegate = rows
        let stage = Stage(contentInset: contentInset, scrollView: table, dataSource: rows)
        return (stage, table, rows)
    }

    private static func scroll(_ table: UITableView, toY y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        UISimulation.advance(by: 1.0 / 60)
    }

    @Test func aPlainTablePinsTheHeaderAtTheVisibleTop() throws {
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime((stage, rows)) {} }
        let header = try #require(rows.headers[0])
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 30), "at its place before any scroll")
        Self.scroll(table, toY: 200)
        #expect(header.frame.minY == 200, "floats at the top of the visible area")
        #expect(header.superview === table)
        #expect(table.rectForHeader(inSection: 0).minY == 200)
        #expect(rows.headers[1]?.frame.minY == 530, "the next header at its own place")
    }

    @Test func theNextSectionPushesThePinnedHeaderUp() throws {
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime((stage, rows)) {} }
        Self.scroll(table, toY: 515)
        let header = try #require(rows.headers[0])
        #expect(header.frame.maxY == 530, "its bottom at the end of section 0")
        #expect(rows.headers[1]?.frame.minY == 530)
        let first = try #require(table.subviews.firstIndex { $0 === rows.headers[0] })
        let second = try #require(table.subviews.firstIndex { $0 === rows.headers[1] })
        #expect(second > first, "the taking-over header is drawn over the one it pushes")
        Self.scroll(table, toY: 600)
        #expect(rows.headers[1]?.frame.minY == 600, "section 1's header took over")
        #expect(rows.headers[0]?.superview == nil, "section 0's header left the screen")
    }

    @Test func thePinLineIncludesTheAdjustedTopInset() throws {
        let (stage, table, rows) = Self.makeTable(contentInset: UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
        defer { withExtendedLifetime((stage, rows)) {} }
        #expect(table.contentOffset.y == -54)
        UISimulation.advance(by: 1.0 / 60)
        #expect(rows.headers[0]?.frame.minY == 0, "at its place: the line is at the content's top")
        Self.scroll(table, toY: 100)
        #expect(rows.headers[0]?.frame.minY == 154, "54 pt below the view's top: the inset's line")
    }

    @Test func aHeaderPulledDownMovesWithTheContent() {
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime((stage, rows)) {} }
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        #expect(table.contentOffset.y < -79)
        #expect(rows.headers[0]?.frame.minY == 0, "not pinned past the top: it stays on the content")
        stage.release()
    }

    @Test func aGroupedTablesHeadersScrollWithTheRows() {
        let (stage, table, rows) = Self.makeTable(style: .grouped)
        defer { withExtendedLifetime((stage, rows)) {} }
        Self.scroll(table, toY: 200)
        #expect(rows.headers[0]?.frame.minY == 0)
    }

    @Test func theTableHeaderViewScrollsAwayAndTheSectionHeaderPinsAfterIt() {
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime((stage, rows)) {} }
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        UISimulation.advance(by: 1.0 / 60)
        #expect(rows.headers[0]?.frame.minY == 120, "below the table header view")
        Self.scroll(table, toY: 60)
        #expect(rows.headers[0]?.frame.minY == 120, "still at its place while the header view shows")
        #expect(table.tableHeaderView?.frame.minY == 0, "the header view scrolls with the content")
        Self.scroll(table, toY: 300)
        #expect(rows.headers[0]?.frame.minY == 300)
    }

    @Test func aTitledSectionGetsAHeaderFooterViewWithItsTitle() throws {
        let source = TitledSource()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        let stage = Stage(scrollView: table, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Section 1")
        #expect(header.frame == CGRect(x: 0, y: 28 + 5 * 44, width: 390, height: 28))
        Self.scroll(table, toY: 100)
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
    }

    @Test func registeredHeaderViewsAreReused() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let first = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
        #expect(first.reuseIdentifier == "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
    }

    @Test(arguments: UISimulation.SectionHeaderPinning.allCases)
    func whenAnInsetChangeMovesTheHeader(pinning: UISimulation.SectionHeaderPinning) {
        UISimulation.sectionHeaderPinning = pinning
        let (stage, table, rows) = Self.makeTable()
        defer { withExtendedLifetime((stage, rows)) {} }
        Self.scroll(table, toY: 200)
        table.contentInset.top = 40
        UISimulation.advance(by: 1.0 / 60)
        switch pinning {
        case .atLayout: #expect(rows.headers[0]?.frame.minY == 240, "re-placed at the next layout")
        case .atOffsetChange: #expect(rows.headers[0]?.frame.minY == 200, "waits for the next offset change")
        }
        table.contentOffset = CGPoint(x: 0, y: 210)
        if pinning == .atOffsetChange {
            #expect(rows.headers[0]?.frame.minY == 250, "moved inside the offset change, before any layout")
        }
        UISimulation.advance(by: 1.0 / 60)
        #expect(rows.headers[0]?.frame.minY == 250, "both readings agree once laid out after a scroll")
    }
}

/// Sections of rows with given heights (`automaticDimension` rows whose cells size themselves), each with a
/// 30 pt header view from the delegate; records the header views it made, by section.
@MainActor
final class SectionedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowHeights: [[CGFloat]]
    var headerHeight: CGFloat = 30
    var usesDelegateHeights = false
    private(set) var headers: [Int: UIView] = [:]
    private(set) var heightQuestions = 0

    init(rowHeights: [[CGFloat]]) {
        self.rowHeights = rowHeights
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowHeights.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowHeights[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = SizedCell()
        cell.height = rowHeights[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQuestions += 1
        return usesDelegateHeights ? rowHeights[indexPath.section][indexPath.row] : tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = UIView()
        headers[section] = view
        return view
    }
}

/// A cell as tall as its content says, the way a cell without Auto Layout sizes itself.
final class SizedCell: UITableViewCell {
    var height: CGFloat = 44

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
    }
}

/// Two titled sections of five 44 pt rows.
@MainActor
private final class TitledSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}
