import MJRefresh
import PropertyBased

extension SessionGenerators {
    /// The container steps of the container scenes, with their weights: pushes and pops (animated or not), swipe
    /// backs begun, moved, finished or cancelled, tab switches, the navigation bar hidden and shown, large titles
    /// coming and going, and the list shown again. Drawn among the other steps, they land at any moment of a
    /// gesture or an animation.
    static func containerSteps(for setup: SessionSetup) -> [(weight: Double, gen: StepGenerator)] {
        guard setup.isInContainers else { return [] }
        return [
            (0.7, Gen.bool.map { SessionStep.container(.largeTitles($0)) }.eraseToAny()),
            (1, Gen.bool.map { SessionStep.container(.push(animated: $0)) }.eraseToAny()),
            (1, Gen.bool.map { SessionStep.container(.pop(animated: $0)) }.eraseToAny()),
            (1.5, constant(.container(.swipeBackBegan))),
            (
                1.5,
                zip(Gen.int(in: -200...400), Gen.int(in: 1...36))
                    .map { SessionStep.container(.swipeBack(points: $0, frames: $1)) }.eraseToAny()
            ),
            (
                1,
                Gen.int(in: -1000...1500).map { SessionStep.container(.swipeBackEnded(velocity: $0)) }.eraseToAny()
            ),
            (0.5, constant(.container(.swipeBackCancelled))),
            (1, Gen.int(in: 0...1).map { SessionStep.container(.selectTab($0)) }.eraseToAny()),
            (
                1,
                zip(Gen.bool, Gen.bool).map { SessionStep.container(.hideNavigationBar($0, animated: $1)) }
                    .eraseToAny()
            ),
            (1.5, constant(.container(.showList))),
        ]
    }
}
