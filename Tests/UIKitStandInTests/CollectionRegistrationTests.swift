import SimulationTesting
import Testing
import UIKit

/// Cell and supplementary registrations (`dequeueConfiguredReusableCell(using:for:item:)`,
/// `dequeueConfiguredReusableSupplementary(using:for:)`): the registered class, configured by the handler, reused.
@MainActor
@Suite(.uiSimulation)
struct CollectionRegistrationTests {
    final class TextCell: UICollectionViewCell {
        var text: String?
    }

    final class TitleView: UICollectionReusableView {
        var title: String?
    }

    /// A data source whose cells and headers come from registrations; it records every configuration.
    final class RegisteredSource: NSObject, UICollectionViewDataSource {
        var items: [String]
        var passesItems = true
        private(set) var configured: [(IndexPath, String)] = []
        private(set) var headerConfigurations = 0
        lazy var cellRegistration = UICollectionView.CellRegistration<TextCell, String> {
            [unowned self] cell, path, item in
            cell.text = item
            configured.append((path, item))
        }
        lazy var headerRegistration = UICollectionView.SupplementaryRegistration<TitleView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] view, kind, path in
            view.title = "\(kind) \(path.section)"
            headerConfigurations += 1
        }

        init(items: [String]) {
            self.items = items
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: passesItems ? items[indexPath.item] : nil)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// A list of 100 pt rows, 390 pt wide, with a 40 pt header: the window shows the header and eight rows.
    private static func list(_ source: RegisteredSource) -> (Stage, UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        collection.layoutIfNeeded()
        return (stage, collection)
    }

    @Test func cellsAreOfTheRegisteredClassAndConfiguredWithTheirItem() throws {
        let source = RegisteredSource(items: (0..<50).map { "item \($0)" })
        let (stage, collection) = Self.list(source)
        defer { withExtendedLifetime(stage) {} }
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? TextCell)
        #expect(cell.text == "item 2")
        #expect(source.configured.first.map { $0.0 } == IndexPath(item: 0, section: 0))
        #expect(source.configured.count == collection.visibleCells.count, "one configuration per cell shown")
        #expect(collection.visibleCells.allSatisfy { $0 is TextCell })
    }

    @Test func cellsOfARegistrationAreReused() throws {
        let source = RegisteredSource(items: (0..<50).map { "item \($0)" })
        let (stage, collection) = Self.list(source)
        defer { withExtendedLifetime(stage) {} }
        let shown = Set(collection.visibleCells.map(ObjectIdentifier.init))
        collection.contentOffset = CGPoint(x: 0, y: 2000)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 22, section: 0)) as? TextCell)
        #expect(cell.text == "item 22", "a reused cell is configured for its new item")
        let reused = collection.visibleCells.filter { shown.contains(ObjectIdentifier($0)) }
        #expect(!reused.isEmpty, "cells scrolled away are reused")
        #expect(
            reused.allSatisfy { ($0 as? TextCell)?.text == source.items[collection.indexPath(for: $0)?.item ?? -1] })
    }

    @Test func twoRegistrationsOfOneClassKeepTheirOwnIdentifiers() {
        let first = UICollectionView.CellRegistration<TextCell, Int> { _, _, _ in }
        let second = UICollectionView.CellRegistration<TextCell, Int> { _, _, _ in }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let path = IndexPath(item: 0, section: 0)
        let a = collection.dequeueConfiguredReusableCell(using: first, for: path, item: 1)
        let b = collection.dequeueConfiguredReusableCell(using: second, for: path, item: 2)
        #expect(a.reuseIdentifier != nil)
        #expect(a.reuseIdentifier != b.reuseIdentifier)
    }

    @Test func aNilItemLeavesTheCellUnconfigured() throws {
        let source = RegisteredSource(items: ["only"])
        source.passesItems = false
        let (stage, collection) = Self.list(source)
        defer { withExtendedLifetime(stage) {} }
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell)
        #expect(cell.text == nil)
        #expect(source.configured.isEmpty)
    }

    @Test func headersComeFromTheirRegistrationConfigured() throws {
        let source = RegisteredSource(items: ["a", "b"])
        let (stage, collection) = Self.list(source)
        defer { withExtendedLifetime(stage) {} }
        let header = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleView)
        #expect(header.title == "\(UICollectionView.elementKindSectionHeader) 0")
        #expect(header.frame.height == 40)
        #expect(source.headerConfigurations == 1)
    }
}
