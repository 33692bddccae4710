import Foundation

/// One batch of row (or item) and section updates, with UIKit's batch semantics: deletions and reloads name index
/// paths and sections before the batch, insertions name them after it.
struct IndexPathUpdates {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    /// Sections whose rows all get new cells (and may change in number): each stays where the other section
    /// updates move it (stand-in choice: applied as a deletion and an insertion there).
    var reloadedSections = IndexSet()
    /// Rows moved, from their index path before the batch to theirs after it; each also counts as a deletion at
    /// the first and an insertion at the second, which shifts the rows around them.
    var moved: [IndexPath: IndexPath] = [:]

    /// Records a move of the row at `from` (before the batch) to `to` (after it).
    mutating func move(_ from: IndexPath, to: IndexPath) {
        moved[from] = to
        deleted.insert(from)
        inserted.insert(to)
    }

    var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && deletedSections.isEmpty
            && insertedSections.isEmpty && reloadedSections.isEmpty
    }

    /// Where the section `old` is after the batch, or would be if it were not deleted.
    private func sectionAfter(_ old: Int) -> Int {
        var section = old - deletedSections.count(in: 0..<max(0, old))
        for insertion in insertedSections {
            guard insertion <= section else { break }
            section += 1
        }
        return section
    }

    /// Where the row at `old` is after the batch; nil when it, or its section, was deleted or reloaded (it gets a
    /// new cell). A moved row keeps its cell, at its destination.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let destination = moved[old] { return destination }
        guard old.count == 2, !deleted.contains(old), !reloaded.contains(old), !deletedSections.contains(old[0]),
            !reloadedSections.contains(old[0])
        else { return nil }
        let section = sectionAfter(old[0])
        var index = old[1] - deleted.count { $0[0] == old[0] && $0[1] < old[1] }
        for insertion in inserted.filter({ $0[0] == section }).map({ $0[1] }).sorted() {
            guard insertion <= index else { break }
            index += 1
        }
        return IndexPath(indexes: [section, index])
    }

    /// The counts the data source must report after the batch; UIKit raises when it does not. Inserted and
    /// reloaded sections may have any count.
    func checkCounts(old: [Int], new: [Int], owner: String) {
        var surviving: [Int: Int] = [:]  // new section index: expected count
        for (section, count) in old.enumerated()
        where !deletedSections.contains(section) && !reloadedSections.contains(section) {
            surviving[sectionAfter(section)] = count - deleted.count { $0[0] == section }
        }
        var expected: [Int] = []
        var free = Set(insertedSections)
        for section in reloadedSections where section < old.count { free.insert(sectionAfter(section)) }
        for section in 0..<(surviving.count + free.count) {
            let base = free.contains(section) ? (section < new.count ? new[section] : 0) : surviving[section] ?? 0
            let added = free.contains(section) ? 0 : inserted.count { $0[0] == section }
            expected.append(base + added)
        }
        guard expected != new else { return }
        fatalError(
            "\(owner): Invalid update: the number of sections, rows or items after the update (\(new)) "
                + "must equal the number before (\(old)), plus inserted, minus deleted (expected \(expected)).")
    }
}
