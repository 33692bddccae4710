/// A table or collection cell the stand-in can create from a registered class and recycle.
///
/// Swift can only call an initializer through a class object when it is `required`. Apple's cells are created
/// by the Objective-C runtime instead, so the stand-in's cells add one SPI initializer,
/// `init(standInReuseIdentifier:)`, that forwards to the initializer UIKit would call (see each cell class).
@MainActor
protocol ReusableCell: UIView {
    init(standInReuseIdentifier identifier: String)
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}

extension ReusableCell {
    /// Adds `part`, a subview the cell makes on first use (a text label, an image view), to `contentView`, and
    /// has the cell laid out anew to place it.
    func addBuiltIn<Part: UIView>(_ part: Part, to contentView: UIView) -> Part {
        contentView.addSubview(part)
        setNeedsLayout()
        return part
    }
}

/// The cells a list view shows, by index path, and the cells waiting for reuse, by reuse identifier.
///
/// A class (not a struct) because creating a cell calls out to the data source, which dequeues from the
/// same recycler while the list is tiling.
@MainActor
final class CellRecycler<Cell: ReusableCell> {
    private(set) var visible: [IndexPath: Cell] = [:]
    private var queues: [String: [Cell]] = [:]
    private var registrations: [String: Cell.Type] = [:]
    /// The shown cell a reconfiguration hands back to the data source, by its reuse identifier.
    private var reconfiguring: [String: Cell] = [:]

    /// Registers the class to create for `identifier`; `nil` removes the registration, as in UIKit.
    func register(_ cellClass: AnyClass?, for identifier: String, owner: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let type = cellClass as? Cell.Type else {
            fatalError("\(owner): registered class \(cellClass) is not a subclass of \(Cell.self)")
        }
        registrations[identifier] = type
    }

    /// The cell being reconfigured (as it is), else a queued cell (after `prepareForReuse()`), else a new one of
    /// the registered class, else nil.
    func dequeue(_ identifier: String) -> Cell? {
        if let cell = reconfiguring.removeValue(forKey: identifier) { return cell }
        if var queue = queues[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            queues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return registrations[identifier].map { $0.init(standInReuseIdentifier: identifier) }
    }

    /// Visible index paths in order (section, then row).
    var sortedIndexPaths: [IndexPath] { visible.keys.sorted() }

    var sortedCells: [Cell] { sortedIndexPaths.compactMap { visible[$0] } }

    /// Makes exactly the `wanted` rows visible: cells that left are removed and queued, cells that stay are moved,
    /// missing cells are made by `make` and added at the back of their container (below anything the app added):
    /// `container`, or the view `containers` names for the row (a collection view's sideways-scrolling section).
    func tile(
        _ wanted: [(IndexPath, CGRect)], in container: UIView, containers: [IndexPath: UIView] = [:],
        make: (IndexPath) -> Cell, willDisplay: (Cell, IndexPath) -> Void,
        didEndDisplaying: (Cell, IndexPath) -> Void
    ) {
        let wantedPaths = Set(wanted.map(\.0))
        for (indexPath, cell) in visible where !wantedPaths.contains(indexPath) {
            retire(indexPath, cell, didEndDisplaying)
        }
        for (indexPath, frame) in wanted {
            let parent = containers[indexPath] ?? container
            if let cell = visible[indexPath] {
                if cell.superview !== parent { parent.insertSubview(cell, at: 0) }
                cell.frame = frame
                continue
            }
            let cell = make(indexPath)
            cell.frame = frame
            visible[indexPath] = cell
            willDisplay(cell, indexPath)
            if cell.superview !== parent { parent.insertSubview(cell, at: 0) }
        }
    }

    /// Asks `make` (the data source) for the shown rows among `indexPaths` again, handing each row's own cell to
    /// the first dequeue of its reuse identifier, untouched (no `prepareForReuse()`), as UIKit's reconfiguration
    /// does. Rows not on screen are skipped: they are configured when they appear. A data source that returns
    /// another cell anyway gets it shown in the old one's place (stand-in choice; UIKit requires the same cell),
    /// and the old one is queued.
    func reconfigure(
        _ indexPaths: [IndexPath], make: (IndexPath) -> Cell, willDisplay: (Cell, IndexPath) -> Void,
        didEndDisplaying: (Cell, IndexPath) -> Void
    ) {
        var done: Set<IndexPath> = []
        for indexPath in indexPaths where done.insert(indexPath).inserted {
            guard let cell = visible[indexPath] else { continue }
            if let identifier = cell.reuseIdentifier { reconfiguring[identifier] = cell }
            let made = make(indexPath)
            if let identifier = cell.reuseIdentifier, reconfiguring[identifier] === cell {
                reconfiguring[identifier] = nil
            }
            guard made !== cell, let parent = cell.superview else { continue }
            made.frame = cell.frame
            parent.insertSubview(made, aboveSubview: cell)
            retire(indexPath, cell, didEndDisplaying)
            visible[indexPath] = made
            willDisplay(made, indexPath)
        }
    }

    /// Queues every visible cell; the next tiling asks the data source again.
    func retireAll(_ didEndDisplaying: (Cell, IndexPath) -> Void) {
        for (indexPath, cell) in visible { retire(indexPath, cell, didEndDisplaying) }
    }

    /// Moves visible cells to their index paths after `updates`; deleted and reloaded ones are queued.
    func apply(_ updates: IndexPathUpdates, _ didEndDisplaying: (Cell, IndexPath) -> Void) {
        var moved: [IndexPath: Cell] = [:]
        for (indexPath, cell) in visible {
            if let newPath = updates.newIndexPath(for: indexPath) {
                moved[newPath] = cell
            } else {
                cell.removeFromSuperview()
                enqueue(cell)
                didEndDisplaying(cell, indexPath)
            }
        }
        visible = moved
    }

    private func retire(_ indexPath: IndexPath, _ cell: Cell, _ didEndDisplaying: (Cell, IndexPath) -> Void) {
        visible[indexPath] = nil
        cell.removeFromSuperview()
        enqueue(cell)
        didEndDisplaying(cell, indexPath)
    }

    /// Queues `cell` for reuse under its identifier.
    func enqueue(_ cell: Cell) {
        guard let identifier = cell.reuseIdentifier else { return }  // Cells without an identifier are dropped.
        queues[identifier, default: []].append(cell)
    }
}
