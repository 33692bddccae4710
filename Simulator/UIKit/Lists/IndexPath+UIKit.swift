// The index-path vocabulary UIKit adds to Foundation's `IndexPath`. swift-corelibs-foundation has none of it
// (checked: `IndexPath(row:section:)` does not compile on Linux), so the stand-in declares all of it.

extension IndexPath {
    /// An index path for a table row: `[section, row]`, as UIKit builds them.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a table row or collection item: the first index.
    public var section: Int {
        get { listIndex(0) }
        set { self[0] = newValue }
    }

    /// The row of a table row: the second index.
    public var row: Int {
        get { listIndex(1) }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// An index path for a collection item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item of a collection item: the second index (the same index a table calls `row`).
    public var item: Int {
        get { listIndex(1) }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// UIKit traps on index paths that do not have exactly two indexes; so does the stand-in.
    private func listIndex(_ position: Int) -> Int {
        precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView: \(self)")
        return self[position]
    }
}
