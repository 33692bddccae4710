import MJRefresh
import PropertyBased

extension SessionGenerators {
    /// The steps of hosts that push back, with their weights: paging and snapping come and go, the app scrolls
    /// (animated or not, to any point of the valid range, or to a row), keyboards show and hide, rows settle at
    /// other heights, banners shrink the list.
    static func hostSteps(for setup: SessionSetup) -> [(weight: Double, gen: StepGenerator)] {
        var steps: [(weight: Double, gen: StepGenerator)] = [
            (0.8, Gen.bool.map { SessionStep.host(.paging($0)) }.eraseToAny()),
            (0.8, pick([0, 44, 100, 300]).map { SessionStep.host(.snapping(every: $0)) }.eraseToAny()),
            (
                2,
                zip(Gen.int(in: 0...100), Gen.bool).map { SessionStep.host(.scroll(percent: $0, animated: $1)) }
                    .eraseToAny()
            ),
            (1, pick([0, 100, 216, 336]).map { SessionStep.host(.keyboard(height: $0)) }.eraseToAny()),
        ]
        // A banner sets the list's frame, which containers place themselves.
        if !setup.isInContainers, !setup.isPaged {
            steps.append((0.8, pick([0, 50, 120]).map { SessionStep.host(.banner(height: $0)) }.eraseToAny()))
        }
        if !setup.isHorizontal {
            steps += [
                (
                    1,
                    zip(Gen.int(in: 0...40), Gen.bool).map { SessionStep.host(.scrollToRow($0, animated: $1)) }
                        .eraseToAny()
                ),
                (0.8, pick([20, 44, 90]).map { SessionStep.host(.rowsSettle(height: $0)) }.eraseToAny()),
            ]
        }
        return steps
    }
}
