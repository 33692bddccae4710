import MJRefresh
import PropertyBased

/// Runs sessions, replays them, and shrinks a failing one to the fewest and simplest steps that still break
/// the same invariant.
@MainActor
enum SessionRunner {
    /// A session that broke an invariant.
    struct Failure {
        let steps: [SessionStep]
        /// The step after which the violation was seen; `steps.count` when it was seen at rest or at teardown.
        let stepIndex: Int
        let violation: SessionViolation
    }

    /// Runs one session from a fresh simulation: the steps, then rest, then teardown.
    static func run(_ setup: SessionSetup, _ steps: [SessionStep]) -> Failure? {
        UISimulation.reset()
        MJRefreshHeader.lastUpdatedTimeStore = MJRefreshInMemoryLastUpdatedStore()
        let rig = SessionRig(setup: setup)
        func failure(at index: Int, _ violation: SessionViolation) -> Failure {
            Failure(steps: steps, stepIndex: index, violation: violation)
        }
        if let violation = SessionInvariants.afterStep(rig) { return failure(at: 0, violation) }
        for (index, step) in steps.enumerated() {
            if step == .deallocate { return tearDown(rig, failureIndex: index, steps) }
            let stateBefore = step.calledRole.flatMap { rig.components[$0]?.state }
            rig.perform(step)
            if let violation = SessionInvariants.afterCall(step, stateBefore: stateBefore, rig)
                ?? SessionInvariants.afterStep(rig)
            {
                return failure(at: index, violation)
            }
            if step == .settle, !rig.isFingerDown, rig.isInWindow,
                let violation = SessionInvariants.atRest(rig) ?? SessionInvariants.refreshStaysInView(rig)
            {
                return failure(at: index, violation)
            }
        }
        rig.comeToRest()
        if let violation = SessionInvariants.atRest(rig) { return failure(at: steps.count, violation) }
        return tearDown(rig, failureIndex: steps.count, steps)
    }

    /// Lets go of the session's objects and checks that all of them are freed and every refresh called back.
    private static func tearDown(_ rig: SessionRig, failureIndex: Int, _ steps: [SessionStep]) -> Failure? {
        let leaked = rig.tearDown()
        let violation: SessionViolation
        if !leaked.isEmpty {
            violation = SessionViolation(
                invariant: .leaks,
                detail: "still alive after teardown: \(leaked.joined(separator: ", "))")
        } else if let call = rig.completionCalls.first(where: { $0.runs > 1 || ($0.runs == 0 && !$0.mayStillWait()) }) {
            violation = SessionViolation(
                invariant: .completions, detail: "after teardown \(call.name) ran \(call.runs) times")
        } else if let breach = rig.logs.lazy.flatMap(\.breaches).first {
            violation = SessionViolation(invariant: .transitions, detail: breach)
        } else {
            return nil
        }
        return Failure(steps: steps, stepIndex: failureIndex, violation: violation)
    }

    /// Runs `sessions` random sessions of `setup` from `seed`; on the first failure returns a report with the
    /// session's seed and its shrunk steps.
    static func explore(_ setup: SessionSetup, sessions: Int, length: ClosedRange<Int>, seed: UInt64) -> String? {
        let generator = SessionGenerators.session(for: setup, length: length)
        // Each session gets its own generator, seeded from a stream that the run's seed starts.
        var seeds = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, seed ^ 0xBF58_476D_1CE4_E5B9))
        for _ in 0..<sessions {
            var rng = Xoshiro(seed: (seeds.next(), seeds.next(), seeds.next(), seeds.next()))
            let sessionSeed = rng.currentSeed
            let steps = generator.run(using: &rng)
            if let failure = run(setup, steps) {
                return report(setup, sessionSeed: sessionSeed, failure)
            }
        }
        return nil
    }

    /// Replays the session a report's seed names.
    static func replay(_ setup: SessionSetup, sessionSeed: String, length: ClosedRange<Int>) -> String? {
        guard var rng = Xoshiro(seed: sessionSeed) else { return "not a session seed: \(sessionSeed)" }
        let steps = SessionGenerators.session(for: setup, length: length).run(using: &rng)
        return run(setup, steps).map { report(setup, sessionSeed: sessionSeed, $0) }
    }

    // MARK: Shrinking

    /// The smallest session found that breaks the same invariant: first whole chunks of steps are dropped, then
    /// single steps (PropertyBased's `Shrink.omitSingleElement`), then steps are simplified.
    static func shrink(_ setup: SessionSetup, _ failure: Failure, budget: Int = 600) -> (Failure, tries: Int) {
        var best = failure
        var tries = 0
        func stillFails(_ candidate: [SessionStep]) -> Bool {
            guard tries < budget else { return false }
            tries += 1
            guard let found = run(setup, candidate), found.violation.invariant == best.violation.invariant else {
                return false
            }
            let kept = found.stepIndex < candidate.count ? Array(candidate.prefix(found.stepIndex + 1)) : candidate
            best = Failure(steps: kept, stepIndex: found.stepIndex, violation: found.violation)
            return true
        }
        if best.stepIndex + 1 < best.steps.count { _ = stillFails(Array(best.steps.prefix(best.stepIndex + 1))) }
        var chunk = max(1, best.steps.count / 2)
        while chunk > 1, tries < budget {
            var start = 0
            while start < best.steps.count, tries < budget {
                var candidate = best.steps
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if !stillFails(candidate) { start += chunk }
            }
            chunk /= 2
        }
        var improved = true
        while improved, tries < budget {
            improved = Shrink.omitSingleElement(from: best.steps).contains { stillFails($0) }
            if improved { continue }
            improved = best.steps.indices.contains { index in
                best.steps[index].simplifications.contains { simpler in
                    var candidate = best.steps
                    candidate[index] = simpler
                    return stillFails(candidate)
                }
            }
        }
        return (best, tries)
    }

    // MARK: Reporting

    private static func report(_ setup: SessionSetup, sessionSeed: String, _ original: Failure) -> String {
        let (shrunk, tries) = shrink(setup, original)
        let place = shrunk.stepIndex < shrunk.steps.count ? "after step \(shrunk.stepIndex + 1)" : "at rest or teardown"
        return """
            A randomized \(setup) session broke an invariant \(place):
            \(shrunk.violation)
            Session seed \(sessionSeed) (\(original.steps.count) steps; replay with \
            MJREFRESH_STRESS_REPLAY=\(setup.rawValue):\(sessionSeed)). Shrunk in \(tries) runs to \(shrunk.steps.count) steps:
            SessionRunner.assertPasses(\(setup), [
            \(shrunk.steps.map { "    \($0)," }.joined(separator: "\n"))
            ])
            """
    }
}

extension SessionStep {
    /// The role whose component a call step addresses.
    var calledRole: Role? {
        switch self {
        case let .begin(role), let .end(role, _): return role
        case .endWithNoMoreData, .resetNoMoreData: return .footer
        default: return nil
        }
    }
}
