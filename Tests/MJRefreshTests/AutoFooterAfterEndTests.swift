import MJRefresh
import SimulationTesting
import Testing

/// After `endRefreshing()` the auto footer never loads again by itself. Appended rows,
/// estimated sizes settling and the same data reloaded are not the user scrolling to a new end.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterAfterEndTests {
    @Test func appendingRowsAndEndingInTheCallbackLoadsOnceAfterAFling() {
        let (stage, table, source) = makeListStage()
        var loads = 0
        let footer = MJRefreshAutoNormalFooter()
        footer.refreshingBlock = { [unowned footer, unowned table] in
            loads += 1
            source.rows += 20
            table.reloadData()
            footer.endRefreshing()
        }
        table.mj_footer = footer
        stage.pushUp(100, duration: 0.1)
        stage.release(velocity: CGPoint(x: 0, y: -2500))
        #expect(loads == 1, "the fling reached the end once")
        #expect(table.contentSize.height == CGFloat(50 * 44))
        #expect(footer.frame.minY == CGFloat(50 * 44), "the footer follows the new end")
        UISimulation.runUntilIdle()
        #expect(loads == 1, "the new rows do not load by themselves")
        #expect(footer.state == .idle)
        #expect(table.mj_totalDataCount() == 50)
    }

    @Test func reloadingTheSameDataNeverLoadsAgainWithoutTheUser() {
        let (stage, table, source) = makeListStage()
        var loads = 0
        let footer = MJRefreshAutoNormalFooter()
        footer.autoTriggerTimes = -1
        footer.refreshingBlock = { [unowned footer, unowned table] in
            loads += 1
            table.reloadData()  // the server had nothing new
            footer.endRefreshing()
        }
        defer { withExtendedLifetime(source) {} }
        table.mj_footer = footer
        stage.pushUp(600, duration: 0.5)
        #expect(loads == 1)
        // The finger stays at the end and wiggles there: still the same end.
        for _ in 0..<5 {
            stage.pushUp(20, duration: 0.05)
            stage.pushUp(-10, duration: 0.05)
        }
        #expect(loads == 1)
        stage.release()
        UISimulation.runUntilIdle()
        #expect(loads == 1, "zero more loads without input")
        #expect(abs(stage.scrollView.contentOffset.y - 520) <= 0.5)
    }

    @Test func aFlingThatBouncesAtTheEndLoadsOnceWhenNothingNewArrives() {
        let (stage, table, source) = makeListStage()
        defer { withExtendedLifetime(source) {} }
        var loads = 0
        let footer = MJRefreshAutoNormalFooter()
        footer.autoTriggerTimes = -1
        footer.refreshingBlock = { [unowned footer, unowned table] in
            loads += 1
            table.reloadData()
            footer.endRefreshing()
        }
        table.mj_footer = footer
        var deepest: CGFloat = 0
        let observation = table.observe(\.contentOffset) { table, _ in
            MainActor.assumeIsolated { deepest = max(deepest, table.contentOffset.y) }
        }
        stage.pushUp(100, duration: 0.1)
        stage.release(velocity: CGPoint(x: 0, y: -6000))
        withExtendedLifetime(observation) {}
        #expect(deepest > 530, "the fling overshot the end and bounced back")
        #expect(loads == 1)
        #expect(abs(table.contentOffset.y - 520) <= 0.5)
    }

    @Test func endingBeforeTheRowsArriveAndSizesSettlingInStepsLoadNothing() {
        let (stage, table, source) = makeListStage()
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        table.mj_footer = footer
        stage.pushUp(600, duration: 0.5)
        stage.release()
        #expect(counter.count == 1)
        footer.endRefreshing()
        // The rows arrive later with estimated heights that settle over several frames, as self-sizing
        // cells do; the view rests at the old end meanwhile.
        source.rows += 2
        table.reloadData()
        for height in [CGFloat(45), 46, 48, 50] {
            UISimulation.advance(by: 1.0 / 60)
            table.rowHeight = height
            UISimulation.advance(by: 1.0 / 60)
            #expect(footer.frame.minY == table.contentSize.height, "never at a stale height")
        }
        UISimulation.runUntilIdle()
        #expect(table.contentSize.height == CGFloat(32 * 50))
        #expect(counter.count == 1)
        // The user scrolls to the new end: that loads.
        stage.pushUp(32 * 50 + 44 - 844 - 520 + 5, duration: 0.5)
        #expect(counter.count == 2)
        stage.release()
    }

    @Test func sizesSettlingWhileTheUserStaysNearTheEndWithAnEarlyTriggerLoadNothing() {
        let (stage, table, source) = makeListStage()
        defer { withExtendedLifetime(source) {} }
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        footer.triggerAutomaticallyRefreshPercent = -2  // loads 3 footer heights before the end
        table.mj_footer = footer
        stage.pushUp(400, duration: 0.3)
        #expect(counter.count == 1, "offset 388 = 520 − 3 × 44 reached")
        footer.endRefreshing()
        stage.release()
        for step in 1...6 {
            table.rowHeight = 44 + CGFloat(step) / 10
            UISimulation.advance(by: 1.0 / 30)
        }
        UISimulation.runUntilIdle()
        #expect(counter.count == 1)
    }

    @Test func afterAnEndTheNextLoadNeedsTheUserToReachTheNewEnd() {
        let (stage, table, source) = makeListStage()
        var loads = 0
        let footer = MJRefreshAutoNormalFooter()
        footer.refreshingBlock = { [unowned footer, unowned table] in
            loads += 1
            guard loads == 1 else { return }
            source.rows += 10
            table.reloadData()
            footer.endRefreshing()
        }
        table.mj_footer = footer
        stage.pushUp(600, duration: 0.5)
        stage.release()
        #expect(loads == 1)
        let newEnd = CGFloat(40 * 44 + 44 - 844)
        stage.pushUp(newEnd - stage.scrollView.contentOffset.y - 20, duration: 0.5)
        #expect(loads == 1, "20 pt short of the new end")
        stage.pushUp(30, duration: 0.1)
        #expect(loads == 2)
        footer.endRefreshing()
        stage.release()
        footer.simulateTap()
        #expect(loads == 3, "or a tap")
        footer.endRefreshing()
        footer.beginRefreshing()
        #expect(loads == 4, "or a call")
    }

    @Test func totalDataCountCountsRowsOfEverySection() {
        let source = RowSource(rows: 7, sections: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.dataSource = source
        #expect(table.mj_totalDataCount() == 21)
        source.rows = 0
        table.reloadData()
        #expect(table.mj_totalDataCount() == 0)
        #expect(UIScrollView(frame: .zero).mj_totalDataCount() == 0, "a plain scroll view has no data")
    }
}
