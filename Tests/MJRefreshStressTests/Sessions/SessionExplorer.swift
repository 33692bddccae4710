import PropertyBased
import Testing

/// Plays a scene's random sessions and reports the first that breaks an invariant, shrunk.
///
/// Each session is drawn from its own seed (`SessionSeeds`) with the scene's generator and judged without recording
/// anything; the first failing one is then replayed by PropertyBased's `propertyCheck` under that seed
/// (`.fixedSeed`), which draws the same session, shrinks it and reports it through `SessionProperty`.
@MainActor
enum SessionExplorer {
    /// Plays `count` sessions of `setup`, stopping at the first failure. Returns the property that judged the
    /// failing session and its shrunk versions, nil when every session passed.
    @discardableResult
    static func explore(
        _ setup: SessionSetup, count: Int, seeds: SessionSeeds = .run,
        runner: @escaping SessionProperty.Runner = SessionRunner.run,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> SessionProperty? {
        let generator = SessionGenerators.session(for: setup)
        for index in 0..<count {
            let seed = seeds.seed(for: setup, index: index)
            var rng = Xoshiro(seed: seed)
            guard let failure = await runner(setup, generator.run(using: &rng)) else { continue }
            Issue.record(
                """
                Session \(index) of \(setup) (\(seeds); its seed: .fixedSeed\(seed)) broke an invariant \
                \(failure.place): \(failure.violation). Shrunk below.
                """,
                sourceLocation: sourceLocation)
            let property = SessionProperty(setup, runner: runner)
            let replay = FixedSeedTrait.fixedSeed(seed.0, seed.1, seed.2, seed.3, sourceLocation: sourceLocation)
            await replay.provideScope(for: Test.current!, testCase: Test.Case.current) { @Sendable @MainActor in
                await propertyCheck(
                    input: generator, perform: { steps in await property.check(steps, sourceLocation: sourceLocation) },
                    sourceLocation: sourceLocation)
            }
            return property
        }
        return nil
    }
}
