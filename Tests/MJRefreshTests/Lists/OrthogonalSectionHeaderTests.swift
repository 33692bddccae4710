import MJRefresh
import SimulationTesting
import Testing

/// A refresh header on a compositional-layout list whose first sections scroll sideways (each a scroll view nested
/// in the list): swiping a section sideways, even with the finger drifting down, never arms or starts the header;
/// pulling the list itself still refreshes, the refreshing header covers no
/// section, and the sections keep their sideways offsets through the refresh.
@MainActor
@Suite(.uiSimulation)
struct OrthogonalSectionHeaderTests {
    private static func makeList() -> (Stage, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section < 2 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
                    subitems: [item])
                let row = NSCollectionLayoutSection(group: group)
                row.interGroupSpacing = 10
                row.orthogonalScrollingBehavior = .continuous
                return row
            }
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(Array(0..<10), toSection: 0)
        snapshot.appendItems(Array(10..<20), toSection: 1)
        snapshot.appendItems(Array(20..<40), toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (Stage(scrollView: collection, dataSource: dataSource), collection, dataSource)
    }

    /// The sideways scroll views, top to bottom, as apps find them: scroll views among the list's subviews.
    private static func rows(of collection: UICollectionView) -> [UIScrollView] {
        collection.subviews.compactMap { $0 as? UIScrollView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func sidewaysSwipesNeverArmTheHeaderAndPullingStillRefreshes() throws {
        let (stage, collection, dataSource) = Self.makeList()
        defer { withExtendedLifetime((stage, dataSource)) {} }
        var refreshes = 0
        let header = MJRefreshNormalHeader { refreshes += 1 }
        collection.mj_header = header
        UISimulation.advance(by: 1.0 / 60)
        let rows = Self.rows(of: collection)
        try #require(rows.count == 2, "one sideways scroll view per orthogonal section")
        #expect(rows[0].contentSize.width == CGFloat(10 * 150 + 9 * 10))
        var states: Set<MJRefreshState> = []
        let offsetY = collection.contentOffset.y
        for drift: CGFloat in [0, 40, 120] {
            rows[0].simulateTouchDown()
            for _ in 0..<6 {
                rows[0].simulateDrag(by: CGPoint(x: -60, y: drift / 6), duration: 0.05)
                states.insert(header.state)
            }
            rows[0].simulateTouchUp(velocity: CGPoint(x: -800, y: drift))
            for _ in 0..<90 {
                UISimulation.advance(by: 1.0 / 60)
                states.insert(header.state)
            }
        }
        #expect(states == [.idle], "the header never armed")
        #expect(refreshes == 0)
        #expect(collection.contentOffset.y == offsetY, "the list did not move")
        let sideways = rows[0].contentOffset.x
        #expect(sideways > 0, "the section scrolled sideways")
        #expect(!collection.visibleCells.isEmpty)
        #expect(
            rows[0].subviews.contains { $0 is UICollectionViewCell && $0.frame.minX >= sideways },
            "the section shows the cells it scrolled to")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 90))
        stage.release()
        #expect(header.state == .refreshing)
        #expect(refreshes == 1)
        #expect(rows[0].contentOffset.x == sideways, "the section kept its sideways offset")
        #expect(rows.allSatisfy { header.frame.maxY <= $0.frame.minY }, "the refreshing header covers no section")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(collection.contentInset.top == 0)
    }
}
