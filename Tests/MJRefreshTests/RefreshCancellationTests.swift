import MJRefresh
import SimulationTesting
import Testing

/// An explicit end cancels the refresh's task cooperatively; the task's own return does not count as one.
@MainActor
@Suite(.uiSimulation)
struct RefreshCancellationTests {
    private let stage = Stage()

    /// A task that waits on `gate`, then records whether it was cancelled and whether its response "landed".
    @MainActor
    private final class Load {
        let gate = Gate()
        var sawCancellation: Bool?
        var landed = 0

        func run() async {
            await gate.wait()
            sawCancellation = Task.isCancelled
            if !Task.isCancelled { landed += 1 }
        }
    }

    private func refreshingHeader(_ load: Load) async -> MJRefreshNormalHeader {
        let header = MJRefreshNormalHeader(refreshingTask: { await load.run() })
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        return header
    }

    @Test func clearingTheFlagCancelsTheTask() async {
        let load = Load()
        let header = await refreshingHeader(load)
        header.isRefreshing = false
        load.gate.open()
        #expect(await UISimulation.run(until: { load.sawCancellation != nil }))
        #expect(load.sawCancellation == true)
        #expect(load.landed == 0, "the late response is dropped")
    }

    @Test func endRefreshingCancelsTheTask() async {
        let load = Load()
        let header = await refreshingHeader(load)
        header.endRefreshing()
        load.gate.open()
        #expect(await UISimulation.run(until: { load.sawCancellation != nil }))
        #expect(load.sawCancellation == true)
    }

    @Test func removingTheComponentCancelsTheTask() async {
        let load = Load()
        _ = await refreshingHeader(load)
        stage.scrollView.mj_header = nil
        load.gate.open()
        #expect(await UISimulation.run(until: { load.sawCancellation != nil }))
        #expect(load.sawCancellation == true)
    }

    @Test func endingWithAResultCancelsTheTask() async {
        let load = Load()
        let header = await refreshingHeader(load)
        header.endRefreshing(with: .failure(message: "Stopped"))
        load.gate.open()
        #expect(await UISimulation.run(until: { load.sawCancellation != nil }))
        #expect(load.sawCancellation == true)
    }

    @Test func settingTheStateCancelsTheTask() async {
        let load = Load()
        let header = await refreshingHeader(load)
        header.state = .idle
        load.gate.open()
        #expect(await UISimulation.run(until: { load.sawCancellation != nil }))
        #expect(load.sawCancellation == true)
    }

    @Test func aFootersNoMoreDataCancelsItsTask() async {
        let load = Load()
        let footer = MJRefreshBackNormalFooter(refreshingTask: { await load.run() })
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        footer.endRefreshingWithNoMoreData()
        load.gate.open()
        #expect(await UISimulation.run(until: { load.sawCancellation != nil }))
        #expect(load.sawCancellation == true)
        #expect(footer.state == .noMoreData)
    }

    @Test func aTaskThatEndsItsOwnRefreshIsCancelledFromThenOn() async {
        var before: Bool?
        var after: Bool?
        let header = MJRefreshNormalHeader(refreshingTask: {})
        header.refreshingTask = { [weak header] in
            before = Task.isCancelled
            header?.endRefreshing()
            after = Task.isCancelled
        }
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { after != nil }))
        #expect(before == false)
        #expect(after == true)
    }

    @Test func cancellationReachesACancellableAwait() async {
        var outcome: String?
        let header = MJRefreshNormalHeader(refreshingTask: {
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
                outcome = "finished"
            } catch {
                outcome = "threw"
            }
        })
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        header.isRefreshing = false
        #expect(await UISimulation.run(until: { outcome != nil }, timeout: 1))
        #expect(outcome == "threw")
    }

    @Test func aTaskThatReturnsIsNotCancelled() async {
        let load = Load()
        let header = await refreshingHeader(load)
        load.gate.open()
        #expect(await UISimulation.run(until: { header.state == .idle }))
        #expect(load.sawCancellation == false)
        #expect(load.landed == 1)
    }

    @Test func theResultTaskIsCancelledToo() async {
        let gate = Gate()
        var sawCancellation: Bool?
        let header = MJRefreshNormalHeader(refreshingResultTask: {
            await gate.wait()
            sawCancellation = Task.isCancelled
            return .success
        })
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        header.isRefreshing = false
        gate.open()
        #expect(await UISimulation.run(until: { sawCancellation != nil }))
        #expect(sawCancellation == true)
        #expect(header.displayedResult == nil, "the dropped result is not shown")
    }
}
