import MJRefresh

/// Runs one session and tells which invariant it broke, if any.
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
    static func run(_ setup: SessionSetup, _ steps: [SessionStep]) async -> Failure? {
        await UISimulation.reset()
        MJRefreshHeader.lastUpdatedTimeStore = MJRefreshInMemoryLastUpdatedStore()
        let rig = await SessionRig(setup: setup, systemVersion: steps.first == .iOS26 ? .iOS26 : .iOS17)
        func failure(at index: Int, _ violation: SessionViolation) -> Failure {
            Failure(steps: steps, stepIndex: index, violation: violation)
        }
        if let violation = SessionInvariants.afterStep(rig) { return failure(at: 0, violation) }
        for (index, step) in steps.enumerated() {
            if step == .deallocate { return await tearDown(rig, failureIndex: index, steps) }
            let stateBefore = step.calledRole.flatMap { rig.components[$0]?.state }
            await rig.perform(step)
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
        await rig.comeToRest()
        if let violation = SessionInvariants.atRest(rig) { return failure(at: steps.count, violation) }
        return await tearDown(rig, failureIndex: steps.count, steps)
    }

    /// Lets go of the session's objects and checks that all of them are freed and every refresh called back.
    private static func tearDown(_ rig: SessionRig, failureIndex: Int, _ steps: [SessionStep]) async -> Failure? {
        let leaked = await rig.tearDown()
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
