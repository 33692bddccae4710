import MJRefresh
import SimulationTesting
import Testing

/// A call's completion block and the app's persistent hooks live side by side: the hooks
/// (`beginRefreshingCompletionBlock` / `afterBeginningAction`, `endRefreshingCompletionBlock` /
/// `afterEndingAction`) stay set and run at every refresh, before the block of the call that started or ended it.
@MainActor
@Suite(.uiSimulation)
struct HookAndCallBlockOrderTests {
    @Test func theHooksRunAtEveryRefreshBeforeTheCallsBlock() {
        let stage = Stage()
        var calls: [String] = []
        let header = stage.attach(MJRefreshNormalHeader {})
            .afterBeginningAction { calls.append("begin hook") }
            .afterEndingAction { calls.append("end hook") }

        header.beginRefreshing { calls.append("begin block") }
        UISimulation.runUntilIdle()
        header.endRefreshing { calls.append("end block") }
        UISimulation.runUntilIdle()
        #expect(calls == ["begin hook", "begin block", "end hook", "end block"])
        #expect(header.beginRefreshingCompletionBlock != nil && header.endRefreshingCompletionBlock != nil)

        calls = []
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(calls == ["begin hook", "end hook"], "the hooks again; the calls' blocks are not kept")
    }
}
