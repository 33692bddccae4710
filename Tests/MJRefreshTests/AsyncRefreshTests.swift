import MJRefresh
import SimulationTesting
import Testing

/// `refreshingTask`: an async refresh that ends itself when the work returns.
@MainActor
@Suite(.uiSimulation)
struct AsyncRefreshTests {
    /// The list each test refreshes; Swift Testing makes a suite instance, so a new list, per test.
    private let stage = Stage()

    @Test func refreshEndsWhenTheTaskReturns() async {
        let gate = Gate()
        var finished = 0
        let header = MJRefreshNormalHeader(refreshingTask: {
            await gate.wait()
            finished += 1
        })
        stage.scrollView.mj_header = header
        stage.pullDown(150)
        stage.release()
        #expect(header.state == .refreshing, "the task is still waiting")
        await UISimulation.advance(by: 1)
        #expect(header.state == .refreshing)
        gate.open()
        #expect(await UISimulation.run(until: { finished == 1 }))
        #expect(
            await UISimulation.run(until: { header.state == .idle }, timeout: 1.0 / 30),
            "the refresh ends right after the task returns")
        await UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == .zero)
        #expect(finished == 1)
    }

    @Test func aTaskThatEndsTheRefreshItselfWins() async {
        var returned = false
        let footer = MJRefreshBackNormalFooter(refreshingTask: {})
        footer.refreshingTask = { [weak footer] in
            footer?.endRefreshingWithNoMoreData()
            returned = true
        }
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        #expect(await UISimulation.run(until: { returned }))
        await UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData)
    }

    @Test func anOldTaskDoesNotEndALaterRefresh() async {
        let first = Gate()
        var gates = [first, Gate()]
        var returned = 0
        let header = MJRefreshNormalHeader(refreshingTask: {})
        header.refreshingTask = {
            let gate = gates.removeFirst()
            await gate.wait()
            returned += 1
        }
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { gates.count == 1 }), "the first task is waiting")
        header.endRefreshing()
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { gates.isEmpty }), "the second task is waiting")
        first.open()
        #expect(await UISimulation.run(until: { returned == 1 }))
        await UISimulation.advance(by: 0.1)
        #expect(header.state == .refreshing, "the first task's return does not end the second refresh")
    }
}

/// Suspends tasks until opened.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}
