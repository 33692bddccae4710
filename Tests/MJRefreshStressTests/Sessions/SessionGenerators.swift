import MJRefresh
import PropertyBased

/// The random sessions, built from PropertyBased's generators: each step kind has a weight, and its
/// parameters come from ranges that cover the interesting cases (pulls past every threshold, flings, insets
/// that collide with the components' own shares, empty and short lists).
enum SessionGenerators {
    typealias StepGenerator = Generator<SessionStep, AnySequence<Any>>

    /// Steps per session: enough to pull, refresh, reload and end in one session, short enough for CI.
    private static let sessionLength = 1...14

    /// Sessions for `setup`. Their shrinker is PropertyBased's: it leaves steps out one at a time, moves each
    /// step's numbers towards 0 (or the nearest end of their range: one frame), its picks towards the first
    /// choice (the header, no inset) and its flags towards `false` (not animated; the main thread, not a
    /// background one). Scenes in containers play iOS 26's bars in about half of their sessions (`.iOS26` first),
    /// drawn with the session so that shrinking keeps the version a failure needs.
    static func session(for setup: SessionSetup) -> Generator<[SessionStep], some SendableSequenceType> {
        zip(Gen.bool, Gen.frequency(weightedSteps(for: setup)).array(of: sessionLength)).map { iOS26, steps in
            iOS26 && setup.mayPlayIOS26 ? [.iOS26] + steps : steps
        }
    }

    private static func weightedSteps(for setup: SessionSetup) -> [(weight: Double, gen: StepGenerator)] {
        let roles = setup.roles
        var steps: [(weight: Double, gen: StepGenerator)] = [
            (3, constant(.touchDown)),
            (
                8,
                zip(Gen.int(in: -900...500), Gen.int(in: 1...36)).map { SessionStep.drag(points: $0, frames: $1) }
                    .eraseToAny()
            ),
            (5, Gen.int(in: -4000...4000).map { SessionStep.touchUp(velocity: $0) }.eraseToAny()),
            (3, pick(roles).map { SessionStep.begin($0) }.eraseToAny()),
            (4, zip(pick(roles), caller).map { SessionStep.end($0, from: $1) }.eraseToAny()),
            (1.5, zip(pick(roles), caller).map { SessionStep.endWithFailure($0, from: $1) }.eraseToAny()),
            (1, pick(roles).map { SessionStep.tap($0) }.eraseToAny()),
            (3, Gen.int(in: 0...40).map { SessionStep.reload(rows: $0) }.eraseToAny()),
            (
                1,
                zip(pick(insetValues), pick(insetValues), pick(insetValues), pick(insetValues))
                    .map { SessionStep.hostInset(top: $0, left: $1, bottom: $2, right: $3) }.eraseToAny()
            ),
            (1, pick(insetValues).map { SessionStep.hostInsetTop($0) }.eraseToAny()),
            (1, pick(insetValues).map { SessionStep.hostInsetBottom($0) }.eraseToAny()),
            (1, constant(.rotate)),
            (
                1,
                pick(safeAreas).map { SessionStep.safeArea(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
                    .eraseToAny()
            ),
            (1, pick(roles).map { SessionStep.attachNew($0) }.eraseToAny()),
            (1, pick(roles).map { SessionStep.reattach($0) }.eraseToAny()),
            (1, pick(roles).map { SessionStep.remove($0) }.eraseToAny()),
            (1, constant(.leaveWindow)),
            (1.5, constant(.returnToWindow)),
            (3, Gen.int(in: 1...60).map { SessionStep.wait(frames: $0) }.eraseToAny()),
            (4, constant(.settle)),
            (0.5, constant(.deallocate)),
            (0.6, pick(SimulationReading.all).map { SessionStep.reading($0) }.eraseToAny()),
        ]
        steps += hostSteps(for: setup)
        steps += containerSteps(for: setup)
        steps += pagingSteps(for: setup)
        steps += PushBack.weightedSteps(roles: roles)
        if roles.contains(.footer) {
            steps += [
                (2, caller.map { SessionStep.endWithNoMoreData(from: $0) }.eraseToAny()),
                (1.5, caller.map { SessionStep.resetNoMoreData(from: $0) }.eraseToAny()),
                (1.5, Gen.bool.map { SessionStep.hideFooter($0) }.eraseToAny()),
            ]
        }
        return steps
    }

    /// Values the host writes to an inset edge: none, bars and safe areas, and the components' own heights
    /// (so a host write can equal what a component added).
    private static let insetValues = [0, 10, 34, 44, 54, 64, 98]
    /// Safe areas of a phone upright, on its side, and of a window without one.
    private static let safeAreas = [[0, 0, 0, 0], [47, 0, 34, 0], [0, 47, 21, 47], [20, 0, 0, 0]]

    private static var caller: Generator<SessionStep.Caller, some SendableSequenceType> {
        Gen.bool(0.35).map { $0 ? SessionStep.Caller.background : .main }
    }

    static func pick<Element: Sendable>(_ elements: [Element]) -> Generator<Element, some SendableSequenceType> {
        Gen.int(in: 0...(elements.count - 1)).map { elements[$0] }
    }

    static func constant(_ step: SessionStep) -> StepGenerator {
        Gen.always(step).eraseToAny()
    }
}
