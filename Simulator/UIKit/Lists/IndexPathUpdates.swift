/// One batch of row (or item) updates, with UIKit's batch semantics: deletions and reloads name index paths
/// before the batch, insertions name index paths after it.
struct IndexPathUpdates {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []

    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty }

    /// Where the row at `old` is after the batch; nil when it was deleted or reloaded (it gets a new cell).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard !deleted.contains(old), !reloaded.contains(old) else { return nil }
        let section = old[0]
        var index = old[1] - deleted.count { $0[0] == section && $0[1] < old[1] }
        for insertion in inserted.filter({ $0[0] == section }).map({ $0[1] }).sorted() {
            guard insertion <= index else { break }
            index += 1
        }
        return IndexPath(indexes: [section, index])
    }

    /// The counts the data source must report after the batch; UIKit raises when it does not.
    func checkCounts(old: [Int], new: [Int], owner: String) {
        var expected = old
        for path in deleted where path[0] < expected.count { expected[path[0]] -= 1 }
        for path in inserted where path[0] < expected.count { expected[path[0]] += 1 }
        guard expected != new else { return }
        fatalError(
            "\(owner): Invalid update: the number of rows or items per section after the update (\(new)) "
                + "must equal the number before (\(old)), plus inserted, minus deleted (expected \(expected)).")
    }
}
