import MJRefresh
import SimulationTesting
import Testing

/// The bad-input row "Component height 0": a pull of a zero-height component reads `pullingPercent` 0 (no
/// division by its height), while refreshing it reads 1, as a component of any height does.
@MainActor
@Suite(.uiSimulation)
struct ZeroHeightPullTests {
    let stage = Stage()

    @Test func aPullOfAZeroHeightHeaderReadsZeroAndARefreshReadsOne() {
        let (header, refreshes) = stage.attachCounting(MJRefreshNormalHeader()) { $0.mj_h = 0 }
        UISimulation.runUntilIdle()
        stage.pullDown(200)
        #expect(header.pullingPercent == 0)
        stage.release()
        #expect(refreshes.count == 1)
        #expect(header.state == .refreshing)
        #expect(header.pullingPercent == 1)
        #expect(stage.scrollView.contentInset.top == 0)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.pullingPercent == 0)
    }
}
