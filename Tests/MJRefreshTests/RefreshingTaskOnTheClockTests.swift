import MJRefresh
import SimulationTesting
import Testing

/// Where a refreshing task's work goes on the simulator, repeated so that a race shows: a task that stays on the main
/// actor is run by `runUntilIdle()`, and one whose `await` leaves it (`Task.yield()` resumes on the global pool) comes
/// back from another thread, which only `run(until:)` waits for. The README's Swift Testing example (the last suite
/// of this file, kept identical by `ReadmeExampleSyncTests`) used `runUntilIdle()` there and failed about one run
/// in ten.
@MainActor
@Suite(.uiSimulation)
struct RefreshingTaskOnTheClockTests {
    @Test func aTaskThatStaysOnTheMainActorEndsWithinRunUntilIdle() async {
        @MainActor func reload() async {}
        for _ in 0..<50 {
            await UISimulation.reset()
            let (window, header) = attached(MJRefreshNormalHeader(refreshingTask: { await reload() }))
            header.beginRefreshing()
            await UISimulation.runUntilIdle()
            #expect(header.state == .idle)
            window.isHidden = true
        }
    }

    @Test func aTaskThatLeavesTheMainActorEndsWithinRunUntil() async {
        for _ in 0..<50 {
            await UISimulation.reset()
            let (window, header) = attached(MJRefreshNormalHeader(refreshingTask: { await Task.yield() }))
            header.beginRefreshing()
            #expect(await UISimulation.run(until: { header.state == .idle }))
            window.isHidden = true
        }
    }

    /// A window with a list, `header` attached to it.
    private func attached(_ header: MJRefreshNormalHeader) -> (UIWindow, MJRefreshNormalHeader) {
        let window = makeWindow()
        let list = UIScrollView(frame: window.bounds)
        window.addSubview(list)
        list.mj_header = header
        return (window, header)
    }
}

// The README's example, as written there.
@MainActor
@Suite(.uiSimulation)  // each test has the simulated device to itself, from UISimulation.reset()
struct FeedTests {
    @Test func endingARefreshCollapsesTheHeader() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        window.addSubview(list)
        let header = MJRefreshNormalHeader(refreshingTask: { await Task.yield() })
        list.mj_header = header
        header.beginRefreshing()
        // Frames, and the main-actor work queued before each, until the task (whose `Task.yield()` resumes from
        // another thread) has ended the refresh.
        #expect(await UISimulation.run(until: { header.state == .idle }))
        Attachment.record(header.arrowView.image!, named: "arrow")  // a UIImage attaches as PNG
    }
}
