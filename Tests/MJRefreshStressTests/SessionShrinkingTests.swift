import PropertyBased
import SimulationTesting
import Synchronization
import Testing

/// A failing random session is reported shrunk. A breach is planted in sessions that otherwise pass: a drag of
/// more than 300 points anywhere after a `begin(.header)`. Whatever session first trips it (any of up to 14
/// steps, with any parameters), the session reported must be exactly the two steps that trip it, the drag
/// shrunk to 301 points over one frame. Without shrinking the first failing session would be reported as it is.
@MainActor
@Suite(.uiSimulation)
struct SessionShrinkingTests {
    static let minimal: [SessionStep] = [.begin(.header), .drag(points: 301, frames: 1)]

    @Test(.shrinking)
    func aFailingSessionIsReportedShrunkToTheStepsThatBreakIt() async throws {
        let property = SessionProperty(.headerAutoFooter) { setup, steps in
            await SessionRunner.run(setup, steps) ?? Self.plantedBreach(in: steps)
        }
        // The failures the planted breach causes are the subject of this test: they are kept here, not recorded.
        let reports = Mutex<[String]>([])
        let keepReports = IssueHandlingTrait.compactMapIssues { issue in
            reports.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return nil
        }
        try await keepReports.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            @MainActor in
            await propertyCheck(count: 2_000, input: SessionGenerators.session(for: .headerAutoFooter)) { steps in
                await property.check(steps)
            }
        }
        let found = try #require(property.failingSessions.first, "no session tripped the planted breach")
        #expect(property.brokenInvariant == .callEffect)
        #expect(property.failingSessions.last == Self.minimal, "shrunk from \(found)")
        let reported = reports.withLock { $0 }
        #expect(reported.count == 2, "the property's report and PropertyBased's: \(reported)")
        #expect(
            reported.contains {
                $0.contains("Failure occured with input \(Self.minimal)") && $0.contains(".fixedSeed")
            },
            "PropertyBased reports the shrunk session and a seed to replay it: \(reported)")
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
