import Foundation
import SimulationTesting
import Testing
import UIKit

/// `UITableView.selectionDidChangeNotification`: posted once per tap that changes the selection, with the table as
/// its object; not for selection from code.
@MainActor
@Suite(.uiSimulation)
struct TableSelectionNotificationTests {
    @Test func eachSelectingOrDeselectingTapPostsOnce() {
        let source = RowSource(counts: [10])
        let (window, table) = makeShownTable(dataSource: source) { $0.allowsMultipleSelection = true }
        defer { withExtendedLifetime(window) {} }
        let posts = PostedObjects(name: UITableView.selectionDidChangeNotification)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(posts.objects.isEmpty, "selection from code posts nothing")
        table.cellForRow(at: IndexPath(row: 2, section: 0))!.contentView.simulateTap()
        #expect(posts.objects.count == 1)
        #expect(posts.objects.first == ObjectIdentifier(table))
        table.cellForRow(at: IndexPath(row: 2, section: 0))!.contentView.simulateTap()
        #expect(posts.objects.count == 2, "a deselecting tap posts too")
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aTapThatCannotSelectPostsNothing() {
        let source = RowSource(counts: [10])
        let (window, table) = makeShownTable(dataSource: source) { $0.allowsSelection = false }
        defer { withExtendedLifetime(window) {} }
        let posts = PostedObjects(name: UITableView.selectionDidChangeNotification)
        table.cellForRow(at: IndexPath(row: 2, section: 0))!.contentView.simulateTap()
        #expect(posts.objects.isEmpty)
    }

    @Test func listsWithoutDragAndDropHaveNoUncommittedUpdates() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = RowSource(counts: [3])
        table.dataSource = source
        table.reloadData()
        source.counts = [4]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            #expect(!table.hasUncommittedUpdates, "the data source already has the update")
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!collection.hasUncommittedUpdates)
    }
}

/// Records the objects of the notifications named `name` while it lives.
@MainActor
private final class PostedObjects {
    private(set) var objects: [ObjectIdentifier?] = []
    private var token: (any NSObjectProtocol)?

    init(name: NSNotification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { self?.objects.append(object) }
        }
    }

    isolated deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
