// Supplementary views (section headers and footers): asked of the data source where the layout places them,
// recycled by kind and reuse identifier, and re-placed as the collection view scrolls so pinned ones float.

extension UICollectionView {
    /// What a set of layout attributes places.
    public enum ElementCategory: UInt, @unchecked Sendable {
        /// An item's cell.
        case cell = 0
        /// A view the data source supplies for the layout, such as a section header.
        case supplementaryView = 1
        /// A view the layout itself owns.
        case decorationView = 2
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The visible area pinned supplementary views stop against: the bounds less the adjusted content insets (so
    /// a refresh header's own inset moves it). With `UISimulation.sectionHeaderPinning == .atOffsetChange`, the
    /// area of the last offset change, as for tables.
    var visibleAreaForPinning: CGRect {
        switch ListSettings.sectionHeaderPinning {
        case .atLayout: return currentVisibleArea
        case .atOffsetChange: return supplementaryViews.areaAtLastOffsetChange ?? currentVisibleArea
        }
    }

    private var currentVisibleArea: CGRect { bounds.inset(by: adjustedContentInset) }

    /// Under `.atOffsetChange` the pinned views move inside the offset change itself.
    func contentOffsetDidChangeForSupplementaryViews() {
        guard ListSettings.sectionHeaderPinning == .atOffsetChange else { return }
        supplementaryViews.areaAtLastOffsetChange = currentVisibleArea
        placeSupplementaryViews()
    }

    /// Shows the supplementary views the layout places in `bounds`, where it places them now; views that left go
    /// back to their queue. They sit above the cells, in `zIndex` order.
    func placeSupplementaryViews() {
        let wanted = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .supplementaryView && !$0.isHidden }
        var keys: Set<SupplementaryViews.Key> = []
        for attributes in wanted {
            guard let kind = attributes.representedElementKind else { continue }
            let key = SupplementaryViews.Key(kind: kind, indexPath: attributes.indexPath)
            keys.insert(key)
            if let view = supplementaryViews.visible[key] {
                view.frame = attributes.frame
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            view.frame = attributes.frame
            view.apply(attributes)
            supplementaryViews.visible[key] = view
            supplementaryViews.zIndices[key] = attributes.zIndex
            addSubview(view)
        }
        for (key, view) in supplementaryViews.visible where !keys.contains(key) { supplementaryViews.retire(key, view) }
        // Above the cells (and sideways-scrolling sections) and below the app's own views: those are inserted at the
        // back, so the supplementary views follow them, lowest `zIndex` first.
        let ordered = supplementaryViews.visible.sorted {
            (supplementaryViews.zIndices[$0.key] ?? 0, $0.key.indexPath) < (
                supplementaryViews.zIndices[$1.key] ?? 0, $1.key.indexPath
            )
        }
        let behind = cells.visible.values.count { $0.superview === self } + orthogonalScrollers.count
        for (offset, entry) in ordered.enumerated() { insertSubview(entry.value, at: behind + offset) }
    }

    /// Sends every supplementary view back to its queue; the next layout asks the data source again.
    func retireSupplementaryViews() {
        for (key, view) in supplementaryViews.visible { supplementaryViews.retire(key, view) }
    }
}

/// The supplementary views a collection view shows, by kind and index path, and the queues of views waiting for
/// reuse, one per kind.
@MainActor
final class SupplementaryViews {
    struct Key: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    var visible: [Key: UICollectionReusableView] = [:]
    var zIndices: [Key: Int] = [:]
    private(set) var queues: [String: CellRecycler<UICollectionReusableView>] = [:]
    /// The visible area of the last offset change, used under `SectionHeaderPinning.atOffsetChange`.
    var areaAtLastOffsetChange: CGRect?

    func queue(_ kind: String) -> CellRecycler<UICollectionReusableView> {
        if let queue = queues[kind] { return queue }
        let queue = CellRecycler<UICollectionReusableView>()
        queues[kind] = queue
        return queue
    }

    func retire(_ key: Key, _ view: UICollectionReusableView) {
        visible[key] = nil
        zIndices[key] = nil
        view.removeFromSuperview()
        queue(key.kind).enqueue(view)
    }
}
