import MJRefresh

/// A finger on a scroll view: down, moved by `distance` over `duration`, lifted at `velocity` (points per second;
/// still by default, as a pull to refresh ends); then the clock runs until everything rests.
@MainActor
public func swipe(
    _ scrollView: UIScrollView, by distance: CGPoint, duration: TimeInterval = 0.4, velocity: CGPoint = .zero
) {
    scrollView.simulateTouchDown()
    scrollView.simulateDrag(by: distance, duration: duration)
    scrollView.simulateTouchUp(velocity: velocity)
    UISimulation.runUntilIdle()
}
