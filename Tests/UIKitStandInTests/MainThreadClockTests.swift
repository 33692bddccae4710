import UIKit
import XCTest

/// The synchronous clock under XCTest, which calls tests on the main thread: there `advance(by:)` and
/// `run(until:)` turn the main run loop before each frame, so work queued on the main queue or the main actor,
/// from this thread or another, runs as the clock advances without the test suspending.
///
/// These stay XCTest because that harness is what they check. Swift Testing runs main-actor code on a pool
/// thread that cannot turn the main run loop; there the async forms run the queued work (`SimulationTraitTests`).
final class MainThreadClockTests: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { UISimulation.reset() }
    }

    func testMainQueueAndMainActorWorkRunAsTheClockAdvancesInOrder() {
        MainActor.assumeIsolated {
            let log = Log<String>()
            DispatchQueue.main.async { log.append("queue") }
            Task { @MainActor in log.append("task") }
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                DispatchQueue.main.async { log.append("from background") }
                sent.signal()
            }
            sent.wait()
            XCTAssertEqual(log.values, [], "nothing runs until time passes")
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(log.values, ["queue", "task", "from background"])
        }
    }

    func testRunUntilWaitsForWorkComingBackFromAnotherThread() {
        MainActor.assumeIsolated {
            let log = Log<String>()
            DispatchQueue.global().async {
                Thread.sleep(forTimeInterval: 0.01)
                DispatchQueue.main.async { log.append("back") }
            }
            XCTAssertTrue(UISimulation.run(until: { !log.values.isEmpty }))
            XCTAssertEqual(log.values, ["back"])
            XCTAssertFalse(UISimulation.run(until: { false }, timeout: 0.1), "a condition that never holds times out")
            XCTAssertGreaterThanOrEqual(UISimulation.now, 0.1)
        }
    }
}
