import MJRefresh
import SimulationTesting
import XCTest

/// Randomized sessions of pulls, flings, calls from any thread, reloads, inset, rotation and safe-area changes,
/// component swaps, window changes and teardown, checked after every step and at rest (see
/// `SessionInvariants`). A failure reports the session's seed and the shrunk steps as a ready regression test.
///
/// XCTest, not Swift Testing: on Linux a Swift Testing `@MainActor` test does not run on the main thread, where
/// the stand-in's clock drains the main queue that background `endRefreshing()` calls hop to.
final class RandomizedSessionTests: SimulationTestCase {
    func testHeaderAndAutoFooterSessions() {
        explore(.headerAutoFooter)
    }

    func testHeaderAndBackFooterSessions() {
        explore(.headerBackFooter)
    }

    func testTrailerSessions() {
        explore(.trailer)
    }

    private func explore(_ setup: SessionSetup, file: StaticString = #filePath, line: UInt = #line) {
        onMain {
            let configuration = StressConfiguration.current
            let report: String?
            if let replay = configuration.replay {
                guard replay.setup == setup else { return }
                report = SessionRunner.replay(
                    setup, sessionSeed: replay.seed, length: StressConfiguration.sessionLength)
            } else {
                report = SessionRunner.explore(
                    setup, sessions: configuration.sessions,
                    length: StressConfiguration.sessionLength, seed: configuration.seed)
            }
            if let report { XCTFail(report, file: file, line: line) }
        }
    }
}
