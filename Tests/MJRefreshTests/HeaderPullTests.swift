import MJRefresh
import SimulationTesting
import Testing

/// A finger past the threshold refreshes once; anything else does not.
@MainActor
@Suite(.uiSimulation)
struct HeaderPullTests {
    @Test func fullPullArmsThenRefreshesOnceWithTheHeaderInView() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        let baselineInset = stage.scrollView.contentInset
        let adjustedTop = stage.scrollView.adjustedContentInset.top
        #expect(adjustedTop == 47, "a full-screen scroll view under .automatic takes the status bar")

        var states: [MJRefreshState] = []
        let observation = stage.scrollView.observe(\.contentOffset) { _, _ in
            MainActor.assumeIsolated {
                if states.last != header.state { states.append(header.state) }
            }
        }
        stage.pullDown(150)
        #expect(header.state == .pulling, "150 pt of finger shows 75 pt (> 54): armed")
        #expect(counter.count == 0, "arming calls nothing")
        stage.release()
        withExtendedLifetime(observation) {}

        #expect(states == [.idle, .pulling, .refreshing])
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
        #expect(abs(stage.scrollView.contentInset.top - (baselineInset.top + 54)) <= 0.001)
        #expect(abs(stage.scrollView.contentOffset.y - (-(adjustedTop + 54))) <= 0.5)
        #expect(stage.scrollView.contentInset.bottom == baselineInset.bottom, "other edges untouched")
        #expect(stage.scrollView.contentInset.left == baselineInset.left)
        #expect(stage.scrollView.contentInset.right == baselineInset.right)
    }

    @Test func thresholdIsTheHeaderHeightOfOverscroll() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        // Just short of 54 pt of overscroll, then just past it.
        stage.pullDown(Stage.fingerTravel(forOverscroll: 52))
        #expect(header.state == .idle)
        #expect(abs(header.pullingPercent - 52.0 / 54.0) <= 0.02)
        stage.scrollView.simulateDrag(
            by: CGPoint(
                x: 0,
                y: Stage.fingerTravel(forOverscroll: 56)
                    - Stage.fingerTravel(forOverscroll: 52)), duration: 0.05)
        #expect(header.state == .pulling)
        // Back above the threshold while still dragging disarms.
        stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: -40), duration: 0.1)
        #expect(header.state == .idle)
        stage.release()
        #expect(header.state == .idle)
    }

    @Test func shortPullBouncesBackAndCallsNothing() {
        let stage = Stage()
        let counter = CallCounter()
        stage.scrollView.mj_header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        stage.pullDown(80)
        #expect(stage.scrollView.mj_header?.state == .idle)
        stage.release()
        #expect(counter.count == 0)
        #expect(abs(stage.scrollView.contentOffset.y) <= 0.5)
        #expect(stage.scrollView.contentInset == .zero)
        #expect(abs(stage.scrollView.mj_header?.pullingPercent ?? -1) <= 0.01)
    }

    @Test func attachingCallsNothing() {
        let stage = Stage()
        let counter = CallCounter()
        stage.scrollView.mj_header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        UISimulation.runUntilIdle()
        #expect(counter.count == 0)
        #expect(stage.scrollView.mj_header?.state == .idle)
        #expect(stage.scrollView.contentInset == .zero)
    }

    @Test func aFlingThatBouncesPastTheTopDoesNotRefresh() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        let lowest = stage.flingPastTheTop()
        #expect(lowest < -54, "the fling really went past the threshold")
        #expect(counter.count == 0)
        #expect(header.state == .idle)
    }

    @Test func aFingerStillDownAfterAnEndCannotRefreshAgainUntilItLifts() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        stage.pullDown(150)
        stage.release()
        #expect(counter.count == 1)
        // The user grabs the list again and holds it pulled down while the refresh ends.
        stage.pullDown(150)
        header.endRefreshing()
        stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: 60), duration: 0.2)
        #expect(header.state != .pulling)
        stage.release()
        #expect(counter.count == 1, "no refresh without a new gesture")
        stage.pullDown(150)
        stage.release()
        #expect(counter.count == 2, "a new pull refreshes again")
    }
}
