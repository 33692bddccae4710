import MJRefresh
import SimulationTesting
import XCTest

/// Every completion passed to a call runs exactly once, for that call; the `async` forms resume once.
final class CallCompletionTests: SimulationTestCase {
    @MainActor
    private static func refreshingHeader(_ stage: Stage) -> MJRefreshNormalHeader {
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        return header
    }

    func testAnEndOnAnIdleComponentRunsItsBlockOnceAtOnce() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            var runs = 0
            header.endRefreshing { runs += 1 }
            XCTAssertEqual(runs, 1, "nothing to collapse: the block runs before the call returns")
            UISimulation.runUntilIdle()
            XCTAssertEqual(runs, 1)
            let detached = MJRefreshNormalHeader {}
            detached.endRefreshing { runs += 1 }
            XCTAssertEqual(runs, 2, "also on a component never attached")
        }
    }

    func testTwoEndsInOneTurnRunBothBlocksWhenTheCollapseFinishes() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            var ends: [(String, TimeInterval)] = []
            let start = UISimulation.now
            header.endRefreshing { ends.append(("first", UISimulation.now)) }
            header.endRefreshing { ends.append(("second", UISimulation.now)) }
            XCTAssertTrue(ends.isEmpty, "both wait for the collapse the first one started")
            UISimulation.runUntilIdle()
            XCTAssertEqual(ends.map(\.0), ["first", "second"])
            for end in ends { XCTAssertEqual(end.1 - start, 0.4, accuracy: oneFrame) }
        }
    }

    func testABlockNeverRunsAgainAtALaterEnd() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            var perCall = 0, persistent = 0
            header.endRefreshingCompletionBlock = { persistent += 1 }
            header.endRefreshing { perCall += 1 }
            XCTAssertNotNil(header.endRefreshingCompletionBlock, "the persistent hook stays the user's")
            UISimulation.runUntilIdle()
            for _ in 0..<2 {
                header.beginRefreshing()
                UISimulation.runUntilIdle()
                header.endRefreshing()
                UISimulation.runUntilIdle()
            }
            XCTAssertEqual(perCall, 1, "the block belongs to its call only")
            XCTAssertEqual(persistent, 3, "endRefreshingCompletionBlock runs at every end")
        }
    }

    func testABackgroundEndRunsItsBlockOnceOnTheMainThread() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            let runs = Counter()
            DispatchQueue.global().async {
                callIgnoringIsolation {
                    header.endRefreshing {
                        XCTAssertTrue(Thread.isMainThread)
                        runs.value += 1
                    }
                }
            }
            XCTAssertTrue(UISimulation.run(until: { runs.value == 1 }))
            UISimulation.runUntilIdle()
            XCTAssertEqual(runs.value, 1)
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testAnAutoFootersEndRunsItsBlockAtOnce() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            var runs = 0
            footer.endRefreshing { runs += 1 }
            XCTAssertEqual(runs, 1, "an auto footer has no collapse to wait for")
            UISimulation.runUntilIdle()
            XCTAssertEqual(runs, 1)
        }
    }

    func testABeginCompletionRunsOnceForItsCallAndIsNotKept() {
        onMain {
            let stage = Stage()
            var calls: [String] = []
            let header = MJRefreshNormalHeader { calls.append("refreshing") }
            stage.scrollView.mj_header = header
            header.beginRefreshing { calls.append("completion") }
            XCTAssertNil(header.beginRefreshingCompletionBlock, "the call's block is not the persistent hook")
            UISimulation.runUntilIdle()
            header.endRefreshing()
            UISimulation.runUntilIdle()
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(calls, ["refreshing", "completion", "refreshing"])

            // A begin whose refresh ends before its reveal finishes completes then, without callbacks.
            header.endRefreshing()
            header.beginRefreshing { calls.append("superseded") }
            header.endRefreshing()
            XCTAssertEqual(calls.last, "superseded")
            UISimulation.runUntilIdle()
            XCTAssertEqual(calls, ["refreshing", "completion", "refreshing", "superseded"])
        }
    }

    // MARK: Continuations and async forms

    func testTheContinuationBridgeResumesOnceAtEveryEnd() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
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
            XCTAssertTrue(UISimulation.run(until: { resumed == 4 }, timeout: 5))
            UISimulation.runUntilIdle()
            XCTAssertEqual(resumed, 4)
        }
    }

    func testEndRefreshingAndWaitReturnsWhenTheCollapseFinishes() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            let start = UISimulation.now
            var returned: TimeInterval?
            Task { @MainActor in
                await header.endRefreshingAndWait()
                returned = UISimulation.now
            }
            XCTAssertTrue(UISimulation.run(until: { returned != nil }))
            XCTAssertEqual((returned ?? 0) - start, 0.4, accuracy: 2 * oneFrame)
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
            var idleReturned = false
            Task { @MainActor in
                await header.endRefreshingAndWait()
                idleReturned = true
            }
            XCTAssertTrue(UISimulation.run(until: { idleReturned }, timeout: 1), "an idle header returns at once")
        }
    }

    func testBeginRefreshingAndWaitTellsWhetherItsRefreshCalledBack() {
        onMain {
            let stage = Stage()
            var callbacks = 0
            let header = MJRefreshNormalHeader { callbacks += 1 }
            stage.scrollView.mj_header = header
            var results: [Bool] = []
            Task { @MainActor in
                results.append(await header.beginRefreshingAndWait())
                XCTAssertEqual(callbacks, 1, "returns after the refreshing block")
            }
            XCTAssertTrue(UISimulation.run(until: { results.count == 1 }))
            header.endRefreshing()
            UISimulation.runUntilIdle()
            Task { @MainActor in results.append(await header.beginRefreshingAndWait()) }
            XCTAssertTrue(UISimulation.run(until: { header.state == .refreshing }))
            header.endRefreshing()
            XCTAssertTrue(UISimulation.run(until: { results.count == 2 }))
            XCTAssertEqual(results, [true, false], "the second refresh ended before its reveal finished")
            XCTAssertEqual(callbacks, 1)

            // A begin on a removed header waits for a window; ended there, it never called back.
            stage.scrollView.mj_header = nil
            Task { @MainActor in results.append(await header.beginRefreshingAndWait()) }
            XCTAssertTrue(UISimulation.run(until: { header.state == .willRefresh }))
            header.endRefreshing()
            XCTAssertTrue(UISimulation.run(until: { results.count == 3 }))
            XCTAssertEqual(results.last, false)

            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.isHidden = true
            var ignored: Bool?
            Task { @MainActor in ignored = await footer.beginRefreshingAndWait() }
            XCTAssertTrue(UISimulation.run(until: { ignored != nil }))
            XCTAssertEqual(ignored, false, "a hidden footer starts nothing")
        }
    }

    func testSynchronousCallsInAsyncCodeStillMeanTheSynchronousMethods() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            var done = false
            Task { @MainActor in
                header.beginRefreshing()
                header.endRefreshing()  // compiles without `await`: the synchronous method
                XCTAssertEqual(header.state, .idle)
                done = true
            }
            XCTAssertTrue(UISimulation.run(until: { done }))
        }
    }
}

/// A count shared with a background thread's callback, which runs on the main thread.
private final class Counter: @unchecked Sendable {
    var value = 0
}
