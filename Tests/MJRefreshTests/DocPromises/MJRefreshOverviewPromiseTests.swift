import MJRefresh
import SimulationTesting
import Testing

/// What the catalog's front page (Sources/MJRefresh/MJRefresh.docc/MJRefresh.md) promises: a pulled refresh starts
/// only when a finger lets go past the threshold, so a fling that bounces past the edge starts nothing, at the
/// bottom and at the right end as at the top.
@MainActor
@Suite(.uiSimulation)
struct MJRefreshOverviewPromiseTests {
    @Test func aFlingThatBouncesPastTheEndStartsNoBackFooterRefresh() {
        let stage = Stage()
        var loads = 0
        let footer = MJRefreshBackNormalFooter { loads += 1 }
        stage.scrollView.mj_footer = footer
        stage.scrollView.contentOffset.y = 600
        stage.scrollView.simulateTouchDown()
        stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.05)
        stage.scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -6000))
        var highest: CGFloat = 0
        let observation = stage.scrollView.observe(\.contentOffset) { scrollView, _ in
            MainActor.assumeIsolated { highest = max(highest, scrollView.contentOffset.y) }
        }
        UISimulation.runUntilIdle()
        withExtendedLifetime(observation) {}
        #expect(highest > 2000 - 844 + footer.mj_h, "the fling really went past the footer's threshold")
        #expect(loads == 0)
        #expect(footer.state == .idle)
        #expect(stage.scrollView.contentInset.bottom == 0)
    }

    @Test func aFlingThatBouncesPastTheRightEndStartsNoTrailerRefresh() {
        let (stage, collection, _) = makeGalleryStage(items: 70)
        var refreshes = 0
        let trailer = MJRefreshNormalTrailer { refreshes += 1 }
        collection.mj_trailer = trailer
        let maxX = collection.contentSize.width - 390
        collection.contentOffset.x = maxX - 600
        collection.simulateTouchDown()
        collection.simulateDrag(by: CGPoint(x: -100, y: 0), duration: 0.05)
        collection.simulateTouchUp(velocity: CGPoint(x: -6000, y: 0))
        var farthest: CGFloat = 0
        let observation = collection.observe(\.contentOffset) { scrollView, _ in
            MainActor.assumeIsolated { farthest = max(farthest, scrollView.contentOffset.x) }
        }
        UISimulation.runUntilIdle()
        withExtendedLifetime(observation) {}
        #expect(farthest > maxX + trailer.mj_w, "the fling really went past the trailer's threshold")
        #expect(refreshes == 0)
        #expect(trailer.state == .idle)
        withExtendedLifetime(stage) {}
    }
}
