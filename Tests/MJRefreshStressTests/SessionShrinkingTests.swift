import SimulationTesting
import Synchronization
import Testing

/// A failing random session is reported shrunk. A breach is planted in sessions that otherwise pass: a drag of
/// more than 300 points anywhere after a `begin(.header)`. Whatever session first trips it (any of up to 14
/// steps, with any parameters), the session reported must be exactly the two steps that trip it, the drag
/// shrunk to 301 points over one frame. Without shrinking the first failing session would be reported as it is; the
/// replay under the failing session's seed draws that same session again (`SessionExplorer`).
@MainActor
@Suite(.uiSimulation)
struct SessionShrinkingTests {
    static let minimal: [SessionStep] = [.begin(.header), .drag(points: 301, frames: 1)]

    @Test(.shrinking)
    func aFailingSessionIsReportedShrunkToTheStepsThatBreakIt() async throws {
        // The failures the planted breach causes are the subject of this test: they are kept here, not recorded.
        let reports = Mutex<[String]>([])
        let keepReports = IssueHandlingTrait.compactMapIssues { issue in
            reports.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return nil
        }
        let seeds = SessionSeeds(base: SessionSeeds.fixedBase)
        let found = Mutex<SessionProperty?>(nil)
        try await keepReports.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            @MainActor in
            let property = await SessionExplorer.explore(.headerAutoFooter, count: 2_000, seeds: seeds) {
                setup, steps in
                await SessionRunner.run(setup, steps) ?? Self.plantedBreach(in: steps)
            }
            found.withLock { $0 = property }
        }
        let property = try #require(found.withLock { $0 }, "no session tripped the planted breach")
        let first = try #require(property.failingSessions.first)
        #expect(property.brokenInvariant == .callEffect)
        #expect(property.failingSessions.last == Self.minimal, "shrunk from \(first)")
        let reported = reports.withLock { $0 }
        #expect(reported.count == 3, "the explorer's report, the property's and PropertyBased's: \(reported)")
        let place = try #require(Self.plantedBreach(in: first)).place
        #expect(
            reported.first?.contains("of \(SessionSetup.headerAutoFooter) (\(seeds); its seed: .fixedSeed(") == true
                && reported.first?.contains(place) == true,
            "the explorer names the session, the seeds that replay it and where it failed: \(reported)")
        #expect(
            reported.contains { $0.contains("Failure occured with input \(Self.minimal)") },
            "PropertyBased reports the shrunk session: \(reported)")
    }

    /// The planted breach: the first drag of more than 300 points after a `begin(.header)`.
    private static func plantedBreach(in steps: [SessionStep]) -> SessionRunner.Failure? {
        guard let begin = steps.firstIndex(of: .begin(.header)),
            let drag = steps[begin...].firstIndex(where: {
                guard case let .drag(points, _) = $0 else { return false }
                return points > 300
            })
        else { return nil }
        return SessionRunner.Failure(
            steps: steps, stepIndex: drag,
            violation: SessionViolation(invariant: .callEffect, detail: "planted: a long drag after a header begin"))
    }
}
