extension NSDiffableDataSourceSnapshot {
    /// The batch of section and item deletions (old indexes), insertions (new) and reloads (old) that turns `old`
    /// into this snapshot; nil when a surviving section or item moved (changed order, or an item changed section),
    /// which the diffable data sources apply as a reload (stand-in choice: the stand-in has no move updates).
    func itemUpdates(from old: NSDiffableDataSourceSnapshot) -> IndexPathUpdates? {
        let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
        let oldIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        guard oldSections.filter({ newIndex[$0] != nil }) == newSections.filter({ oldIndex[$0] != nil }) else {
            return nil
        }
        var updates = IndexPathUpdates()
        for (index, section) in oldSections.enumerated() where newIndex[section] == nil {
            updates.deletedSections.insert(index)
        }
        for (index, section) in newSections.enumerated() where oldIndex[section] == nil {
            updates.insertedSections.insert(index)
        }
        let reloadedSections = Set(reloadedSectionIdentifiers.filter { newIndex[$0] != nil })
        for section in reloadedSections { if let index = oldIndex[section] { updates.reloadedSections.insert(index) } }
        let newlyFilled = Set(reloadedSections.compactMap { newIndex[$0] }).union(updates.insertedSections)
        let oldPaths = old.indexPaths(), newPaths = indexPaths()
        for (item, path) in oldPaths where newPaths[item] == nil {
            guard !updates.deletedSections.contains(path[0]), !updates.reloadedSections.contains(path[0]) else {
                continue
            }
            updates.deleted.insert(path)
        }
        for (item, path) in newPaths where oldPaths[item] == nil && !newlyFilled.contains(path[0]) {
            updates.inserted.insert(path)
        }
        for (item, path) in oldPaths {
            guard let newPath = newPaths[item] else { continue }
            let stays = oldSections[path[0]] == newSections[newPath[0]]
            if updates.reloadedSections.contains(path[0]) || newlyFilled.contains(newPath[0]) {
                if !stays { return nil }  // Into or out of a section filled anew: a move.
            } else if updates.newIndexPath(for: path) != newPath {
                return nil
            }
        }
        let reloaded = Set(reloadedItemIdentifiers + reconfiguredItemIdentifiers)
        for item in reloaded {
            guard let path = oldPaths[item], newPaths[item] != nil, !updates.reloadedSections.contains(path[0]) else {
                continue
            }
            updates.reloaded.insert(path)
        }
        return updates
    }
}
