import PropertyBased
import SimulationTesting
import Testing

/// A failing random session is reported shrunk. A breach is planted in sessions that otherwise pass: a drag of
/// more than 300 points anywhere after a `begin(.header)`. Whatever session first trips it (any of up to 14
/// steps, with any parameters), the session reported must be exactly the two steps that trip it, the drag
/// shrunk to 301 points over one frame. Without shrinking the first failing session would be reported as it is.
@MainActor
@Suite(.uiSimulation)
struct SessionShrinkingTests {
    @Test(.shrinking)
    func aFailingSessionIsReportedShrunkToTheStepsThatBreakIt() async throws {
        let property = SessionProperty(.headerAutoFooter) { setup, steps in
            await SessionRunner.run(setup, steps) ?? Self.plantedBreach(in: steps)
        }
        await withKnownIssue("the planted breach fails the property, and PropertyBased reports it") {
            await propertyCheck(count: 2_000, input: SessionGenerators.session(for: .headerAutoFooter)) { steps in
                await property.check(steps)
            }
        }
        let found = try #require(property.failingSessions.first, "no session tripped the planted breach")
        #expect(property.brokenInvariant == .callEffect)
        #expect(
            property.failingSessions.last == [.begin(.header), .drag(points: 301, frames: 1)],
            "shrunk from \(found)")
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
