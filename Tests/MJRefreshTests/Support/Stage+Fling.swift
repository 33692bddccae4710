import MJRefresh
import SimulationTesting

extension Stage {
    /// A hard fling towards the top from 600 pt down the content: the content overshoots the top while it
    /// decelerates, then settles. Returns the lowest offset it reached on the way.
    func flingPastTheTop() -> CGFloat {
        scrollView.contentOffset.y = 600
        scrollView.simulateTouchDown()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.05)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: 6000))
        var lowest: CGFloat = 0
        let observation = scrollView.observe(\.contentOffset) { scrollView, _ in
            MainActor.assumeIsolated { lowest = min(lowest, scrollView.contentOffset.y) }
        }
        UISimulation.runUntilIdle()
        withExtendedLifetime(observation) {}
        return lowest
    }
}
