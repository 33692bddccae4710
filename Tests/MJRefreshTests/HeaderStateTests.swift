import MJRefresh
import SimulationTesting
import XCTest

/// State changes synchronously; insets are a delta on the host's own inset.
final class HeaderStateTests: SimulationTestCase {
    func testEndRefreshingChangesStateBeforeReturningAndCollapsesAfterwards() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 54)
            header.endRefreshing()
            XCTAssertEqual(header.state, .idle)
            XCTAssertFalse(header.isRefreshing)
            UISimulation.advance(by: 0.2)
            XCTAssertEqual(stage.scrollView.contentInset.top, 0, "the model inset is restored at once")
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentOffset.y, 0, accuracy: 0.5)
        }
    }

    func testEndThenBeginInOneTurnLeavesItRefreshing() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            header.endRefreshing()
            header.beginRefreshing()
            XCTAssertEqual(header.state, .refreshing)
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(counter.count, 2, "one callback per transition into .refreshing")
            XCTAssertEqual(stage.scrollView.contentInset.top, 54, "no inset piles up")
            XCTAssertEqual(stage.scrollView.contentOffset.y, -54, accuracy: 0.5)
        }
    }

    func testBeginWhileRefreshingAndEndWhileIdleDoNothing() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            header.endRefreshing()
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
            header.beginRefreshing()
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(stage.scrollView.contentInset.top, 54)
        }
    }

    func testHostInsetWrittenDuringARefreshIsKept() {
        onMain {
            let stage = Stage(contentInset: UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 104)
            stage.scrollView.contentInset.top = 80  // the host changes its own inset mid-refresh
            XCTAssertEqual(stage.scrollView.contentInset.top, 134, "the header's share is put back on top")
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 80, "end restores the host's latest value")
            XCTAssertEqual(stage.scrollView.contentOffset.y, -80, accuracy: 0.5)
        }
    }

    func testAnySequenceOfBeginAndEndEndingWithEndRestoresTheBaseline() {
        onMain {
            var generator = SeededGenerator(seed: 7)
            for _ in 0..<30 {
                UISimulation.reset()
                let baseline = UIEdgeInsets(top: 20, left: 3, bottom: 30, right: 4)
                let stage = Stage(
                    safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                    contentInset: baseline)
                let header = MJRefreshNormalHeader {}
                stage.scrollView.mj_header = header
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    if Bool.random(using: &generator) { header.beginRefreshing() } else { header.endRefreshing() }
                    UISimulation.advance(by: Double.random(in: 0...0.5, using: &generator))
                }
                header.endRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(stage.scrollView.contentInset, baseline)
                XCTAssertTrue(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
                XCTAssertEqual(stage.scrollView.contentOffset.x, -3, "the x offset is never touched")
            }
        }
    }

    func testRefreshingInsetShrinksAsContentScrollsUpOverTheHeader() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 0) + 30, duration: 0.3)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(stage.scrollView.contentInset.top, 54 - 30, accuracy: 1)
            stage.pushUp(200)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(stage.scrollView.contentInset.top, 0, "scrolled away: no inset left")
            stage.release()
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 0)
        }
    }

    func testInsetWritesOnlyWhenTheValueMovesByMoreThanHalfAPoint() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            var writes = 0
            let observation = stage.scrollView.observe(\.contentInset) { _, _ in
                MainActor.assumeIsolated { writes += 1 }
            }
            stage.pullDown(150)
            stage.release()
            XCTAssertEqual(writes, 1, "one write when the refresh begins, none while it rests")
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(writes, 2)
            withExtendedLifetime(observation) {}
        }
    }

    func testEndingFromABackgroundThreadRunsOnTheMainThreadInOrder() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                callIgnoringIsolation { header.endRefreshing() }
                done.signal()
            }
            done.wait()
            XCTAssertEqual(header.state, .refreshing, "the call hops to the main thread")
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(header.state, .idle)
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
        }
    }
}

/// A small deterministic random number generator (SplitMix64) for reproducible sequences.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
