/// The state of a list's data, by identifiers: sections in order, each with its items in order. Apps build one and
/// hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The items of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }
    /// The sections marked for reloading.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked for reloading.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked for reconfiguring.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in a section; 0 for a section not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }

    /// A section's items, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[identifier] ?? []
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { items[$0]?.contains(identifier) == true }
    }

    /// An item's index among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// A section's index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// Adds items at the end of a section (the last one when nil; UIKit raises without any section, the stand-in
    /// ignores the call).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last, items[section] != nil else { return }
        items[section]! += identifiers
    }

    /// Inserts items before an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let removed = Set(identifiers)
        for section in sections { items[section]?.removeAll { removed.contains($0) } }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }

    /// Marks items to be shown with new cells at the next apply.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItems += identifiers }

    /// Marks items whose cells are updated in place at the next apply.
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItems += identifiers }

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where items[section] == nil {
            sections.append(section)
            items[section] = []
        }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }

    /// Inserts sections after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers { items[section] = nil }
        sections.removeAll { items[$0] == nil }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be shown anew at the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSections += identifiers }

    // MARK: Internals

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionIdentifier(containingItem: anchor),
            let index = items[section]?.firstIndex(of: anchor)
        else { return }
        items[section]!.insert(contentsOf: identifiers, at: after ? index + 1 : index)
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool
    ) {
        guard let index = sections.firstIndex(of: anchor) else { return }
        let new = identifiers.filter { items[$0] == nil }
        for section in new { items[section] = [] }
        sections.insert(contentsOf: new, at: after ? index + 1 : index)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
    ) {
        guard identifier != anchor, let from = sections.firstIndex(of: identifier) else { return }
        sections.remove(at: from)
        guard let index = sections.firstIndex(of: anchor) else { return sections.insert(identifier, at: from) }
        sections.insert(identifier, at: after ? index + 1 : index)
    }

    /// The index path of each item, for diffing one snapshot against the next.
    func indexPaths() -> [ItemIdentifierType: IndexPath] {
        var paths: [ItemIdentifierType: IndexPath] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (row, item) in (items[section] ?? []).enumerated() {
                paths[item] = IndexPath(row: row, section: sectionIndex)
            }
        }
        return paths
    }

    /// The item at an index path.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            let list = items[sections[indexPath[0]]], list.indices.contains(indexPath[1])
        else { return nil }
        return list[indexPath[1]]
    }
}
