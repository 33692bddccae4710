import Testing

/// The property every random session must have: it breaks no invariant.
///
/// PropertyBased's `propertyCheck` calls `check` with each generated session and, once one fails, with smaller
/// and simpler versions of it (shrinking: steps left out, numbers moved towards 0, background calls made on the
/// main thread). Only a version that breaks the same invariant as the first failure counts as failing, so the
/// session reported at the end shows the bug that was found, not another one met on the way.
@MainActor
final class SessionProperty {
    typealias Runner = @MainActor (SessionSetup, [SessionStep]) async -> SessionRunner.Failure?

    let setup: SessionSetup
    private let runner: Runner
    /// The invariant the first failing session broke.
    private(set) var brokenInvariant: SessionViolation.Invariant?
    /// Every session `check` found failing, in order: the first one, the smaller ones shrinking kept, and last the
    /// one reported.
    private(set) var failingSessions: [[SessionStep]] = []

    /// - Parameter runner: how a session is run and judged; `SessionRunner.run` unless a test plants a breach.
    init(_ setup: SessionSetup, runner: @escaping Runner = SessionRunner.run) {
        self.setup = setup
        self.runner = runner
    }

    /// Runs `steps` and records an issue if they break an invariant (the first failure's, once there is one).
    func check(_ steps: [SessionStep], sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let failure = await runner(setup, steps),
            brokenInvariant == nil || failure.violation.invariant == brokenInvariant
        else { return }
        brokenInvariant = failure.violation.invariant
        failingSessions.append(steps)
        Issue.record(
            """
            A randomized \(setup) session broke an invariant \(failure.place):
            \(failure.violation)
            As a regression test (\(setup.isPaged ? "PagingSessionRegressionTests" : "SessionRegressionTests").recorded):
            RecordedSession(
                "<what broke>", \(setup),
                [
            \(steps.map { "        \($0)," }.joined(separator: "\n"))
                ])
            """,
            sourceLocation: sourceLocation)
    }
}

extension SessionRunner {
    /// Records an issue if the session breaks an invariant; the regression tests are written with it.
    static func expectPasses(
        _ setup: SessionSetup, _ steps: [SessionStep], sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        guard let failure = await run(setup, steps) else { return }
        Issue.record("\(failure.violation) \(failure.place)", sourceLocation: sourceLocation)
    }
}

extension SessionRunner.Failure {
    /// Where the violation was seen.
    var place: String {
        stepIndex < steps.count ? "after step \(stepIndex + 1) (\(steps[stepIndex]))" : "at rest or teardown"
    }
}
