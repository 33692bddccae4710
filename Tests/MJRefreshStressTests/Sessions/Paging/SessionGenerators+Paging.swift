import MJRefresh
import PropertyBased

extension SessionGenerators {
    /// The paging steps of the paging scenes, with their weights: swipes sideways of any length and speed, lifted
    /// at any velocity, the app turning pages (animated or not), and a refresh of the page shown beside the list. Drawn among the other steps, they land at any
    /// moment of a pull, a refresh or its end.
    static func pagingSteps(for setup: SessionSetup) -> [(weight: Double, gen: StepGenerator)] {
        guard setup.isPaged else { return [] }
        return [
            (
                2,
                zip(Gen.int(in: -500...500), Gen.int(in: 1...36))
                    .map { SessionStep.paging(.swipe(points: $0, frames: $1)) }.eraseToAny()
            ),
            (1.5, Gen.int(in: -1500...1500).map { SessionStep.paging(.swipeEnded(velocity: $0)) }.eraseToAny()),
            (
                1,
                zip(Gen.int(in: 0...2), Gen.bool).map { SessionStep.paging(.turnPage($0, animated: $1)) }.eraseToAny()
            ),
            (0.7, constant(.paging(.refreshShownNeighbour))),
        ]
    }
}
