import MJRefresh
import SimulationTesting
import Testing

/// MJRefresh 3.7.9's deprecated `isAutomaticallyHidden`, read and written as old code does. The protocol stands
/// for that old code: reaching the member through it keeps this file free of the deprecation warning, which CI
/// allows nowhere in Tests/.
@MainActor
protocol AutomaticallyHiding: AnyObject {
    var isAutomaticallyHidden: Bool { get set }
}

extension MJRefreshFooter: AutomaticallyHiding {}

/// The flag is stored and does nothing, as in MJRefresh 3.7.9: the footer shows, loads and ends alike either way.
@MainActor
@Suite(.uiSimulation)
struct AutomaticallyHiddenFlagTests {
    @Test(arguments: [false, true])
    func theFlagIsStoredAndChangesNeitherShowingNorLoading(flag: Bool) {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        let oldCode: any AutomaticallyHiding = footer
        oldCode.isAutomaticallyHidden = flag
        #expect(oldCode.isAutomaticallyHidden == flag, "stored")
        #expect(!footer.isHidden)

        stage.pushUp(1250)
        stage.release()
        #expect(counter.count == 1, "it loads at the end of the list")
        footer.endRefreshingWithNoMoreData()
        UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData)
        #expect(!footer.isHidden, "and stays shown with no more data")
        #expect(stage.scrollView.contentInset.bottom == 44, "keeping its share of the inset")
    }
}
