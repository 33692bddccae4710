import MJRefresh
import SimulationTesting
import Testing

/// `isHapticFeedbackEnabled`: one impact each time a finger carries a pull forward across the threshold; none for
/// pulling back, calls, flings or bounces, and none unless asked for.
@MainActor
@Suite(.uiSimulation)
struct HapticFeedbackTests {
    /// The finger travel that shows the header's 54 pt threshold plus `extra` points.
    private static func travel(pastThresholdBy extra: CGFloat) -> CGFloat {
        Stage.fingerTravel(forOverscroll: 54 + extra)
    }

    @Test func eachForwardCrossingByAFingerGivesOneImpact() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.isHapticFeedbackEnabled = true }
        stage.pullDown(Self.travel(pastThresholdBy: -20))
        #expect(UISimulation.impactFeedbacks.count == 0, "short of the threshold")
        stage.pullDown(Self.travel(pastThresholdBy: 20) - Self.travel(pastThresholdBy: -20), duration: 0.1)
        #expect(header.state == .pulling)
        #expect(UISimulation.impactFeedbacks.map(\.style) == [.medium])
        #expect(UISimulation.impactFeedbacks.first?.intensity == 1)
        stage.pullDown(40, duration: 0.1)
        #expect(UISimulation.impactFeedbacks.count == 1, "once per crossing, not per frame past it")
        stage.pushUp(Self.travel(pastThresholdBy: 20) + 40 - Self.travel(pastThresholdBy: -20), duration: 0.2)
        #expect(header.state == .idle)
        #expect(UISimulation.impactFeedbacks.count == 1, "crossing back gives none")
        stage.pullDown(Self.travel(pastThresholdBy: 20) - Self.travel(pastThresholdBy: -20), duration: 0.2)
        #expect(header.state == .pulling)
        #expect(UISimulation.impactFeedbacks.count == 2, "crossing forward again gives another")
        stage.release()
        #expect(header.state == .refreshing)
        #expect(UISimulation.impactFeedbacks.count == 2, "releasing into the refresh gives none")
    }

    @Test func noImpactUnlessEnabled() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        #expect(!header.isHapticFeedbackEnabled, "opt-in")
        stage.pullDown(Self.travel(pastThresholdBy: 30))
        #expect(header.state == .pulling)
        stage.release()
        #expect(UISimulation.impactFeedbacks == [])
    }

    @Test func aCallGivesNoImpact() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.isHapticFeedbackEnabled = true }
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(UISimulation.impactFeedbacks == [])
    }

    @Test func aFlingThatBouncesPastTheThresholdGivesNoImpact() {
        let stage = Stage()
        stage.attach(MJRefreshNormalHeader {}) { $0.isHapticFeedbackEnabled = true }
        let lowest = stage.flingPastTheTop()
        #expect(lowest < -54, "the bounce really went past the threshold")
        #expect(UISimulation.impactFeedbacks == [])
    }

    @Test func theStyleIsTheComponentsAndTheBackFooterGivesItToo() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshBackNormalFooter {}) {
            $0.isHapticFeedbackEnabled = true
            $0.hapticFeedbackStyle = .heavy
        }
        stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.state == .pulling)
        #expect(UISimulation.impactFeedbacks.map(\.style) == [.heavy])
    }

    @Test func theTrailerGivesOneImpactAtItsThreshold() {
        let (stage, collection, source) = makeGalleryStage(items: 70)
        defer { withExtendedLifetime((stage, source)) {} }
        let trailer = MJRefreshNormalTrailer {}
        trailer.isHapticFeedbackEnabled = true
        collection.mj_trailer = trailer
        let maxX = collection.contentSize.width - 390
        collection.setContentOffset(CGPoint(x: maxX, y: collection.contentOffset.y), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 80, dimension: 390))
        #expect(trailer.state == .pulling)
        #expect(UISimulation.impactFeedbacks.count == 1)
    }
}
