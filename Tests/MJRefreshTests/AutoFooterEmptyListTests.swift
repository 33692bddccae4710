import MJRefresh
import SimulationTesting
import Testing

/// An auto footer on an empty list (content height 0) is not shown: it hides itself, gives back its share of the
/// bottom inset, and a tap on its place does nothing; it appears when rows arrive. The app's own `isHidden` stays
/// in force through all of it.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterEmptyListTests {
    @Test func hiddenOnAnEmptyListAndShownWhenRowsArrive() {
        let (stage, table, source) = makeListStage(rows: 0)
        defer { withExtendedLifetime(stage) {} }
        let loads = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: loads.action)
        table.mj_footer = footer
        UISimulation.runUntilIdle()
        #expect(footer.isHidden, "nothing to load after")
        #expect(table.contentInset.bottom == 0, "no share for a hidden footer")
        footer.simulateTap()
        footer.simulateTap(at: CGPoint(x: 20, y: 22))
        #expect(loads.count == 0, "a tap on its place does nothing")
        #expect(footer.state == .idle)

        source.rows = 3
        table.reloadData()
        #expect(!footer.isHidden, "rows arrived")
        #expect(footer.frame.minY == CGFloat(3 * 44), "right after the rows")
        #expect(table.contentInset.bottom == 44)
        UISimulation.runUntilIdle()
        footer.simulateTap()
        #expect(loads.count == 1, "a tap loads again once there are rows")
        footer.endRefreshing()

        source.rows = 0
        table.reloadData()
        #expect(footer.isHidden, "emptied again")
        #expect(table.contentInset.bottom == 0)
    }

    @Test func theAppsOwnHidingStaysInForce() {
        let (stage, table, source) = makeListStage(rows: 0)
        defer { withExtendedLifetime(stage) {} }
        let footer = MJRefreshAutoNormalFooter {}
        table.mj_footer = footer
        footer.isHidden = true
        source.rows = 30
        table.reloadData()
        UISimulation.runUntilIdle()
        #expect(footer.isHidden, "the app hid it: rows do not show it")
        #expect(table.contentInset.bottom == 0)
        footer.isHidden = false
        #expect(!footer.isHidden)
        #expect(table.contentInset.bottom == 44)

        // The app shows it while the list is empty: still hidden until there are rows.
        source.rows = 0
        table.reloadData()
        footer.isHidden = false
        #expect(footer.isHidden)
        source.rows = 1
        table.reloadData()
        #expect(!footer.isHidden)
    }

    @Test func aRemovedFooterKeepsOnlyTheAppsWish() {
        let (stage, table, _) = makeListStage(rows: 0)
        defer { withExtendedLifetime(stage) {} }
        let footer = MJRefreshAutoNormalFooter {}
        table.mj_footer = footer
        #expect(footer.isHidden)
        table.mj_footer = nil
        #expect(!footer.isHidden, "no list, no empty list")
        #expect(table.contentInset.bottom == 0)
    }

    @Test func anEmptyCollectionViewHidesItsFooterToo() {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        let loads = CallCounter()
        let footer = MJRefreshAutoStateFooter(refreshingBlock: loads.action)
        collection.mj_footer = footer
        UISimulation.runUntilIdle()
        #expect(footer.isHidden)
        collection.simulateTouchDown()
        collection.simulateDrag(by: CGPoint(x: 0, y: -200), duration: 0.2)
        collection.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(loads.count == 0, "a push up on an empty list loads nothing")
    }
}
