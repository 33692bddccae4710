import Foundation
import PropertyBased

/// Where the random sessions come from: one base seed for the run, from which every session of every scene takes
/// its own seed (scene and index mixed in by SplitMix64, so neighbouring sessions share no pattern).
///
/// The base is fixed unless `MJREFRESH_SESSION_SEED` says otherwise, so a run replays the same sessions on every
/// machine and CI passes or fails with the code, not with the draw. Exploring new sessions is a separate, local
/// run: `MJREFRESH_SESSION_SEED=random` draws a base from the system's generator (and prints it with any failure),
/// a number replays the run that printed it.
struct SessionSeeds: Sendable, CustomStringConvertible {
    /// The base CI plays: 10,000 sessions that pass, replayed on every run.
    static let fixedBase: UInt64 = 2026

    let base: UInt64

    /// The run's seeds: `MJREFRESH_SESSION_SEED` (`random` or a number), else `fixedBase`.
    static let run: SessionSeeds = {
        switch ProcessInfo.processInfo.environment["MJREFRESH_SESSION_SEED"] {
        case nil: return SessionSeeds(base: fixedBase)
        case "random"?: return SessionSeeds(base: UInt64.random(in: 0...UInt64(UInt32.max)))
        case let value?:
            guard let base = UInt64(value) else {
                fatalError("MJREFRESH_SESSION_SEED is `random` or a whole number, not \(value)")
            }
            return SessionSeeds(base: base)
        }
    }()

    /// The seed of session `index` of `setup`: four words of a SplitMix64 stream started from the base, the scene
    /// and the index, as xoshiro's authors advise for seeding it.
    func seed(for setup: SessionSetup, index: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        let scene = UInt64(SessionSetup.allCases.firstIndex(of: setup) ?? 0)
        var state = (base &* 0x9E37_79B9_7F4A_7C15) ^ (scene &<< 48) ^ UInt64(index)
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z &>> 31)
        }
        return (next(), next(), next(), next())
    }

    var description: String { "MJREFRESH_SESSION_SEED=\(base)" }
}
