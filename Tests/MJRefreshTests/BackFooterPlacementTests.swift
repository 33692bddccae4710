import MJRefresh
import SimulationTesting
import Testing

/// For the back footer: after the content, or at the bottom of the visible area when the
/// content is shorter, following content size and inset changes by the next frame.
@MainActor
@Suite(.uiSimulation)
struct BackFooterPlacementTests {
    @Test func followsContentChangesFrameByFrameAcrossTheShortAndTallRules() {
        let (stage, table, source) = makeListStage(rows: 3)
        defer { withExtendedLifetime((stage, source)) {} }
        let footer = MJRefreshBackNormalFooter {}
        table.mj_footer = footer
        func expectedY() -> CGFloat { max(table.contentSize.height, 844) }
        func expectFooterInPlace(_ step: String) {
            for _ in 0..<3 {
                UISimulation.advance(by: 1.0 / 120)
                #expect(footer.frame.minY == expectedY(), Comment(rawValue: step))
            }
        }
        #expect(footer.frame.minY == 844, "short: at the bottom of the visible area")
        expectFooterInPlace("attached")
        source.rows = 30
        table.reloadData()
        #expect(footer.frame.minY == 1320)
        expectFooterInPlace("tall")
        table.rowHeight = 20
        expectFooterInPlace("shorter rows")
        #expect(footer.frame.minY == 844)
        source.rows = 0
        table.reloadData()
        expectFooterInPlace("empty")
    }

    @Test func aHostInsetChangeMovesAShortListsFooterByTheNextFrame() {
        let stage = Stage(contentHeight: 300, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        #expect(footer.frame.minY == 744)
        UISimulation.runUntilIdle()
        stage.scrollView.contentInset.bottom = 0  // the keyboard went away
        UISimulation.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == 844, "never left floating inside the visible area")
        stage.scrollView.contentInset.top = 64
        UISimulation.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == CGFloat(844 - 64))
    }

    @Test func aResizedScrollViewKeepsAShortListsFooterAtTheBottomOfTheVisibleArea() {
        let stage = Stage(contentHeight: 300)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        stage.scrollView.frame.size.height = 600  // a sheet shrinks
        UISimulation.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == 600)
        stage.scrollView.frame.size.height = 844
        UISimulation.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == 844)
        stage.scrollView.contentSize.height = 2000
        UISimulation.runUntilIdle()
        stage.scrollView.frame.size.height = 600
        UISimulation.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == 2000, "tall content: still right after it")
    }

    @Test func theSafeAreaAndTheIgnoredBottomInsetCount() {
        let stage = Stage(contentHeight: 100, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let footer = stage.attach(MJRefreshBackStateFooter {}) { $0.ignoredScrollViewContentInsetBottom = 6 }
        #expect(footer.frame == CGRect(x: 0, y: 844 - 47 - 34 + 6, width: 390, height: 44))
    }
}
