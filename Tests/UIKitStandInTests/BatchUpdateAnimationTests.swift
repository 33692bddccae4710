import SimulationTesting
import Testing
import UIKit

/// Batch updates of rows and items: counts and `contentSize` change before the update call returns, the cells move
/// to their new places over 0.3 s (those that stay slide, those inserted fade in), and the completion runs when
/// they arrive.
@MainActor
@Suite(.uiSimulation)
struct BatchUpdateAnimationTests {
    private static func makeTable(rows: Int) -> (Stage, UITableView, RowSource) {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        let source = RowSource(counts: [rows])
        source.identifier = "manual"
        table.dataSource = source
        let stage = Stage(scrollView: table, dataSource: source)
        return (stage, table, source)
    }

    @Test func anInsertedRowMovesTheRowsBelowOverTheDurationAndCompletesAtTheEnd() throws {
        let (stage, table, source) = Self.makeTable(rows: 3)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        second.alpha = 0.75  // Marks the cell in the picture.
        var completions: [Bool] = []
        source.counts = [4]
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }) {
            completions.append($0)
        }
        #expect(table.contentSize.height == CGFloat(4 * 44), "the new content size is in effect after the update block")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === second, "the cell moved with its row")
        #expect(second.frame.minY == 88, "its frame is the new one at once")
        #expect(presentedMinY(of: second, in: table) == 44, "on screen it is still where it was")
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(inserted.frame.minY == 0)
        #expect(presentedOpacity(of: inserted) == 0, "the inserted row starts invisible")
        UISimulation.advance(by: 0.15)
        let halfway = presentedMinY(of: second, in: table)
        #expect(halfway > 50 && halfway < 82, "halfway through, it is between its rows (\(halfway))")
        #expect(presentedOpacity(of: inserted) > 0 && presentedOpacity(of: inserted) < 1)
        #expect(completions.isEmpty, "no completion before the cells arrive")
        UISimulation.advance(by: 0.2)
        #expect(presentedMinY(of: second, in: table) == 88)
        #expect(presentedOpacity(of: inserted) == 1)
        #expect(completions == [true], "the completion ran once, when the cells arrived")
    }

    @Test func beginAndEndUpdatesAnimateAsOneBatch() throws {
        let (stage, table, source) = Self.makeTable(rows: 4)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let last = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        last.alpha = 0.75
        source.counts = [3]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        source.counts = [2]
        table.endUpdates()
        #expect(table.contentSize.height == CGFloat(2 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === last)
        #expect(presentedMinY(of: last, in: table) == 132)
        UISimulation.advance(by: 0.35)
        #expect(presentedMinY(of: last, in: table) == 44)
    }

    @Test func withoutAnimationTheCellsArriveAtOnceAndTheCompletionRunsNextFrame() throws {
        let (stage, table, source) = Self.makeTable(rows: 2)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        first.alpha = 0.75
        var completed = false
        source.counts = [3]
        UIView.performWithoutAnimation {
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top) }) { _ in
                completed = true
            }
        }
        #expect(presentedMinY(of: first, in: table) == 44)
        #expect(!completed)
        UISimulation.advance(by: 1.0 / 60)
        #expect(completed)
    }

    @Test func collectionItemsMoveAndTheCompletionWaitsForThem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let source = ItemSource(counts: [2])
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        defer { withExtendedLifetime(stage) {} }
        UISimulation.advance(by: 1.0 / 60)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        first.alpha = 0.75
        var completions = 0
        source.counts = [3]
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }) { _ in
            completions += 1
        }
        #expect(collection.contentSize.height == CGFloat(300))
        #expect(first.frame.minY == 100)
        #expect(presentedMinY(of: first, in: collection) == 0)
        UISimulation.advance(by: 0.2)
        #expect(completions == 0)
        UISimulation.advance(by: 0.15)
        #expect(presentedMinY(of: first, in: collection) == 100)
        #expect(completions == 1)
    }
}

/// Where the picture shows the top of `cell`, the only view in `list` with alpha 0.75, in the list's content.
@MainActor
private func presentedMinY(of cell: UIView, in list: UIScrollView) -> CGFloat {
    #expect(cell.alpha == 0.75)
    let group = SVGDocument(list.renderSVG()).elements(named: "g").first { $0.attributes["opacity"] == "0.75" }
    return transformNumbers(group?.attributes["transform"]).last ?? .nan
}

/// The opacity the picture gives a view of its own.
@MainActor
private func presentedOpacity(of view: UIView) -> CGFloat {
    let opacity = SVGDocument(view.renderSVG()).elements(named: "g").first?.attributes["opacity"]
    return opacity.flatMap(Double.init).map { CGFloat($0) } ?? 1
}
