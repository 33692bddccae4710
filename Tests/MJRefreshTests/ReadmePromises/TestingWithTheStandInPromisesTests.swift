import MJRefresh
import SimulationTesting
import Testing

/// README "Testing with the stand-in": the first example, run as written, does what its comments say: the finger
/// pulls the content down and, once lifted, the bounce back happens on the clock.
@MainActor
@Suite(.uiSimulation)
struct TestingWithTheStandInPromisesTests {
    @Test func theFirstExampleBouncesBackOnTheClock() {
        UISimulation.reset()  // clock at 0, nothing pending
        #expect(UISimulation.now == 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.alwaysBounceVertical = true
        window.addSubview(scrollView)
        UISimulation.advance(by: 1.0 / 120)
        let rest = scrollView.contentOffset.y
        #expect(rest == -scrollView.adjustedContentInset.top)

        scrollView.simulateTouchDown()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.3)  // finger moves down 100 pt
        #expect(scrollView.contentOffset.y < rest - 20, "pulled past the top, against the rubber band")
        scrollView.simulateTouchUp(velocity: .zero)  // bounce back follows on the clock
        #expect(scrollView.contentOffset.y < rest - 20, "nothing moves until the clock advances")
        UISimulation.runUntilIdle()
        #expect(scrollView.contentOffset.y == rest)
        #expect(UISimulation.now > 0.3)
    }

    @Test func afterTheLiftAnArmedHeaderReadsPullingUntilTheNextLayoutPass() {
        let touchUp = Stage()
        let header = touchUp.attach(MJRefreshNormalHeader {})
        touchUp.pullDown(Stage.fingerTravel(forOverscroll: 80))
        touchUp.scrollView.simulateTouchUp(velocity: .zero)
        #expect(header.state == .pulling, "the lift is reported before the scroll view moves on")
        UISimulation.advance(by: 1.0 / 120)
        #expect(header.state == .refreshing, "a frame later")

        let release = Stage()
        let other = release.attach(MJRefreshNormalHeader {})
        release.pullDown(Stage.fingerTravel(forOverscroll: 80))
        release.scrollView.simulateRelease(velocity: .zero)
        #expect(other.state == .refreshing, "simulateRelease lifts and lays out")
    }
}
