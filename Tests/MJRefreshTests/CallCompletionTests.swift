import MJRefresh
import SimulationTesting
import Testing

/// Every completion passed to a call runs exactly once, for that call; the `async` forms resume once.
@MainActor
@Suite(.uiSimulation)
struct CallCompletionTests {
    /// The list each test refreshes; Swift Testing makes a suite instance, so a new list, per test.
    private let stage = Stage()

    @Test func anEndOnAnIdleComponentRunsItsBlockOnceAtOnce() {
        let header = stage.attach(MJRefreshNormalHeader {})
        var runs = 0
        header.endRefreshing { runs += 1 }
        #expect(runs == 1, "nothing to collapse: the block runs before the call returns")
        UISimulation.runUntilIdle()
        #expect(runs == 1)
        let detached = MJRefreshNormalHeader {}
        detached.endRefreshing { runs += 1 }
        #expect(runs == 2, "also on a component never attached")
    }

    @Test func twoEndsInOneTurnRunBothBlocksWhenTheCollapseFinishes() {
        let header = stage.refreshingHeader()
        var ends: [(String, TimeInterval)] = []
        let start = UISimulation.now
        header.endRefreshing { ends.append(("first", UISimulation.now)) }
        header.endRefreshing { ends.append(("second", UISimulation.now)) }
        #expect(ends.isEmpty, "both wait for the collapse the first one started")
        UISimulation.runUntilIdle()
        #expect(ends.map(\.0) == ["first", "second"])
        for end in ends { #expect(abs(end.1 - start - 0.4) <= oneFrame) }
    }

    @Test func aBlockNeverRunsAgainAtALaterEnd() {
        let header = stage.refreshingHeader()
        var perCall = 0, persistent = 0
        header.endRefreshingCompletionBlock = { persistent += 1 }
        header.endRefreshing { perCall += 1 }
        #expect(header.endRefreshingCompletionBlock != nil, "the persistent hook stays the user's")
        UISimulation.runUntilIdle()
        for _ in 0..<2 {
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            header.endRefreshing()
            UISimulation.runUntilIdle()
        }
        #expect(perCall == 1, "the block belongs to its call only")
        #expect(persistent == 3, "endRefreshingCompletionBlock runs at every end")
    }

    @Test func aBackgroundEndRunsItsBlockOnceOnTheMainQueue() async {
        let header = stage.refreshingHeader()
        let runs = Counter()
        DispatchQueue.global().async {
            callIgnoringIsolation {
                header.endRefreshing {
                    runs.noteRun()
                }
            }
        }
        #expect(await UISimulation.run(until: { runs.onMainQueue.count == 1 }))
        await UISimulation.runUntilIdle()
        #expect(runs.onMainQueue == [true], "once, on the main queue")
        #expect(header.state == .idle)
    }

    @Test func anAutoFootersEndRunsItsBlockAtOnce() {
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.beginRefreshing()
        var runs = 0
        footer.endRefreshing { runs += 1 }
        #expect(runs == 1, "an auto footer has no collapse to wait for")
        UISimulation.runUntilIdle()
        #expect(runs == 1)
    }

    @Test func aBeginCompletionRunsOnceForItsCallAndIsNotKept() {
        var calls: [String] = []
        let header = stage.attach(MJRefreshNormalHeader { calls.append("refreshing") })
        header.beginRefreshing { calls.append("completion") }
        #expect(header.beginRefreshingCompletionBlock == nil, "the call's block is not the persistent hook")
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(calls == ["refreshing", "completion", "refreshing"])

        // A begin whose refresh ends before its reveal finishes completes then, without callbacks.
        header.endRefreshing()
        header.beginRefreshing { calls.append("superseded") }
        header.endRefreshing()
        #expect(calls.last == "superseded")
        UISimulation.runUntilIdle()
        #expect(calls == ["refreshing", "completion", "refreshing", "superseded"])
    }

    // MARK: Continuations and async forms

    @Test func theContinuationBridgeResumesOnceAtEveryEnd() async {
        let header = stage.attach(MJRefreshNormalHeader {})
        var resumed = 0
        Task { @MainActor in
            for _ in 0..<3 {
                header.beginRefreshing()
                await withCheckedContinuation { continuation in header.endRefreshing { continuation.resume() } }
                resumed += 1
            }
            // On an idle header the bridge does not hang.
            await withCheckedContinuation { continuation in header.endRefreshing { continuation.resume() } }
            resumed += 1
        }
        #expect(await UISimulation.run(until: { resumed == 4 }, timeout: 5))
        await UISimulation.runUntilIdle()
        #expect(resumed == 4)
    }

    @Test func endRefreshingAndWaitReturnsWhenTheCollapseFinishes() async {
        let header = stage.refreshingHeader()
        let start = UISimulation.now
        var returned: TimeInterval?
        Task { @MainActor in
            await header.endRefreshingAndWait()
            returned = UISimulation.now
        }
        #expect(await UISimulation.run(until: { returned != nil }))
        #expect(abs((returned ?? 0) - start - 0.4) <= 2 * oneFrame)
        #expect(stage.scrollView.contentInset == .zero)
        var idleReturned = false
        Task { @MainActor in
            await header.endRefreshingAndWait()
            idleReturned = true
        }
        #expect(await UISimulation.run(until: { idleReturned }, timeout: 1), "an idle header returns at once")
    }

    @Test func beginRefreshingAndWaitTellsWhetherItsRefreshCalledBack() async {
        var callbacks = 0
        let header = stage.attach(MJRefreshNormalHeader { callbacks += 1 })
        var results: [Bool] = []
        Task { @MainActor in
            results.append(await header.beginRefreshingAndWait())
            #expect(callbacks == 1, "returns after the refreshing block")
        }
        #expect(await UISimulation.run(until: { results.count == 1 }))
        header.endRefreshing()
        await UISimulation.runUntilIdle()
        Task { @MainActor in results.append(await header.beginRefreshingAndWait()) }
        #expect(await UISimulation.run(until: { header.state == .refreshing }))
        header.endRefreshing()
        #expect(await UISimulation.run(until: { results.count == 2 }))
        #expect(results == [true, false], "the second refresh ended before its reveal finished")
        #expect(callbacks == 1)

        // A begin on a removed header waits for a window; ended there, it never called back.
        stage.scrollView.mj_header = nil
        Task { @MainActor in results.append(await header.beginRefreshingAndWait()) }
        #expect(await UISimulation.run(until: { header.state == .willRefresh }))
        header.endRefreshing()
        #expect(await UISimulation.run(until: { results.count == 3 }))
        #expect(results.last == false)

        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.isHidden = true
        var ignored: Bool?
        Task { @MainActor in ignored = await footer.beginRefreshingAndWait() }
        #expect(await UISimulation.run(until: { ignored != nil }))
        #expect(ignored == false, "a hidden footer starts nothing")
    }

    @Test func synchronousCallsInAsyncCodeStillMeanTheSynchronousMethods() async {
        let header = stage.attach(MJRefreshNormalHeader {})
        var done = false
        Task { @MainActor in
            header.beginRefreshing()
            header.endRefreshing()  // compiles without `await`: the synchronous method
            #expect(header.state == .idle)
            done = true
        }
        #expect(await UISimulation.run(until: { done }))
    }
}

/// The runs of a block a background thread handed over, each noting whether it ran on the main queue. Under Swift
/// Testing on Linux a pool thread services the main queue, so `Thread.isMainThread` cannot tell; a value only the
/// main queue carries can. The test checks the runs afterwards: an expectation inside the block would run outside
/// the test's task.
private final class Counter: @unchecked Sendable {
    private let mainQueueMark = DispatchSpecificKey<Bool>()
    private(set) var onMainQueue: [Bool] = []

    init() {
        DispatchQueue.main.setSpecific(key: mainQueueMark, value: true)
    }

    func noteRun() {
        onMainQueue.append(DispatchQueue.getSpecific(key: mainQueueMark) == true)
    }
}
