extension NSDiffableDataSourceSnapshot {
    /// The batch of deletions (old index paths), insertions (new) and reloads (old) that turns `old` into this
    /// snapshot when both have the same sections; nil when a surviving item moved (changed section or order), which
    /// the diffable data sources apply as a reload (stand-in choice: the stand-in has no move updates).
    func itemUpdates(from old: NSDiffableDataSourceSnapshot) -> IndexPathUpdates? {
        guard old.sectionIdentifiers == sectionIdentifiers else { return nil }
        let oldPaths = old.indexPaths(), newPaths = indexPaths()
        var updates = IndexPathUpdates()
        for (item, path) in oldPaths where newPaths[item] == nil { updates.deleted.insert(path) }
        for (item, path) in newPaths where oldPaths[item] == nil { updates.inserted.insert(path) }
        for (item, path) in oldPaths {
            guard let newPath = newPaths[item] else { continue }
            if updates.newIndexPath(for: path) != newPath { return nil }
        }
        let reloaded = Set(reloadedItemIdentifiers + reconfiguredItemIdentifiers)
        for item in reloaded { if let path = oldPaths[item], newPaths[item] != nil { updates.reloaded.insert(path) } }
        return updates
    }
}

/// How both diffable data sources bring their view from `old` to `new`: by one batch of item updates (animated
/// unless `animating` is false), else by `reload` (when asked, or when items moved or sections changed).
/// `completion` runs when the batch's animation ends, or at the next frame after a reload.
@MainActor
func applyDifference<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>,
    reloading: Bool, animating: Bool, completion: (() -> Void)?,
    reload: () -> Void, batch: (IndexPathUpdates, _ completion: @escaping (Bool) -> Void) -> Void
) {
    guard !reloading, let updates = new.itemUpdates(from: old) else {
        reload()
        if let completion { FrameScheduler.shared.schedule(after: 0) { completion() } }
        return
    }
    if animating {
        batch(updates) { _ in completion?() }
    } else {
        UIView.performWithoutAnimation { batch(updates) { _ in completion?() } }
    }
}
