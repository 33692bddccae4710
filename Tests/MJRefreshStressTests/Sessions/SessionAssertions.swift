import Foundation
import XCTest

extension SessionRunner {
    /// Fails the current test if the session breaks an invariant; regression tests are written with it.
    static func assertPasses(
        _ setup: SessionSetup, _ steps: [SessionStep],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let failure = run(setup, steps) else { return }
        let place =
            failure.stepIndex < steps.count
            ? "after step \(failure.stepIndex + 1) (\(steps[failure.stepIndex]))"
            : "at rest or teardown"
        XCTFail("\(failure.violation) \(place)", file: file, line: line)
    }
}

/// How many sessions to run and from which seed; the environment can change both, and replay one session.
///
/// - `MJREFRESH_STRESS_SESSIONS`: sessions per scene (default 3,334, so the three scenes make 10,000).
/// - `MJREFRESH_STRESS_SEED`: the run's seed (default fixed, so CI is repeatable); `random` draws one.
/// - `MJREFRESH_STRESS_REPLAY`: `scene:seed` from a failure report, to run that one session again.
struct StressConfiguration {
    static let defaultSeed: UInt64 = 0x4D4A_5265_6672_6573
    /// Steps per session: enough to pull, refresh, reload and end in one session, short enough for CI.
    static let sessionLength = 1...14

    let sessions: Int
    let seed: UInt64
    let replay: (setup: SessionSetup, seed: String)?

    static var current: StressConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let sessions = environment["MJREFRESH_STRESS_SESSIONS"].flatMap(Int.init) ?? 3_334
        let seed: UInt64
        switch environment["MJREFRESH_STRESS_SEED"] {
        case "random"?: seed = UInt64.random(in: 1...UInt64.max)
        case let text?: seed = UInt64(text) ?? defaultSeed
        case nil: seed = defaultSeed
        }
        let replay = environment["MJREFRESH_STRESS_REPLAY"].flatMap { text -> (SessionSetup, String)? in
            guard let colon = text.firstIndex(of: ":"), let setup = SessionSetup(rawValue: String(text[..<colon]))
            else { return nil }
            return (setup, String(text[text.index(after: colon)...]))
        }
        return StressConfiguration(sessions: sessions, seed: seed, replay: replay)
    }
}
