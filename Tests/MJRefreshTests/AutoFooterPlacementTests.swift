import MJRefresh
import SimulationTesting
import Testing

/// For the auto footer: always right after the content, following every content size
/// change by the next frame, never at a stale height, also when the content is shorter than the view.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterPlacementTests {
    @Test func followsEveryKindOfContentChangeFrameByFrame() {
        let (stage, table, source) = makeListStage(rows: 5)
        defer { withExtendedLifetime((stage, source)) {} }
        let footer = MJRefreshAutoNormalFooter {}
        table.mj_footer = footer
        var checkedFrames = 0
        func expectFooterAtTheEnd(_ step: String) {
            for _ in 0..<3 {
                UISimulation.advance(by: 1.0 / 120)
                #expect(footer.frame.minY == table.contentSize.height, Comment(rawValue: step))
                checkedFrames += 1
            }
        }
        #expect(footer.frame.minY == CGFloat(5 * 44), "short content: right after it")
        expectFooterAtTheEnd("attached")
        source.rows = 40
        table.reloadData()
        expectFooterAtTheEnd("reload")
        source.rows = 42
        table.insertRows(at: [IndexPath(row: 40, section: 0), IndexPath(row: 41, section: 0)], with: .automatic)
        expectFooterAtTheEnd("insert")
        table.rowHeight = 61
        expectFooterAtTheEnd("row heights")
        source.rows = 0
        table.reloadData()
        #expect(footer.frame.minY == 0)
        expectFooterAtTheEnd("empty")
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 30))
        expectFooterAtTheEnd("table footer view")
        #expect(footer.frame.minY == 30)
        #expect(checkedFrames == 18)
    }

    @Test func aLazyCollectionViewReloadMovesTheFooterAtTheNextLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = ItemSource(items: 3, sections: 1)
        collection.dataSource = source
        let stage = Stage(scrollView: collection)
        let footer = MJRefreshAutoNormalFooter {}
        collection.mj_footer = footer
        #expect(footer.frame.minY == 300)
        source.items = 30
        collection.reloadData()
        UISimulation.advance(by: 1.0 / 120)
        #expect(collection.contentSize.height == 3000)
        #expect(footer.frame.minY == 3000)
        #expect(collection.mj_totalDataCount() == 30)
        withExtendedLifetime((stage, source)) {}
    }

    @Test func ignoredBottomInsetAndWidth() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 25, right: 0))
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        UISimulation.runUntilIdle()  // nothing left to lay out
        footer.ignoredScrollViewContentInsetBottom = 25
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.frame.minY == 2025, "below the content's own 25 pt")
        #expect(footer.ignoredScrollViewContentInsetBottom == 25)
        stage.scrollView.frame.size.width = 844  // rotation
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.frame.width == 844)
        #expect(footer.stateLabel.frame.width == 844)
        // The footer is fully in view at the largest offset: 2000 + 25 + 44 − 844.
        let counter = CallCounter()
        footer.refreshingBlock = counter.action
        stage.pushUp(1224, duration: 0.8)
        #expect(counter.count == 0)
        stage.pushUp(2, duration: 0.05)
        #expect(counter.count == 1)
        stage.release()
    }
}
