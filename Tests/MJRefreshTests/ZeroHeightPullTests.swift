import MJRefresh
import SimulationTesting
import Testing

/// The bad-input row "Component height 0": a pull of a zero-height component reads `pullingPercent` 0 (no
/// division by its height), while refreshing it reads 1, as a component of any height does.
@MainActor
@Suite(.uiSimulation)
struct ZeroHeightPullTests {
    let stage = Stage()

    @Test func aPullOfAZeroHeightHeaderReadsZeroAndARefreshReadsOne() {
        let (header, refreshes) = stage.attachCounting(MJRefreshNormalHeader()) { $0.mj_h = 0 }
        UISimulation.runUntilIdle()
        stage.pullDown(200)
        #expect(header.pullingPercent == 0)
        stage.release()
        #expect(refreshes.count == 1)
        #expect(header.state == .refreshing)
        #expect(header.pullingPercent == 1)
        #expect(stage.scrollView.contentInset.top == 0)
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.pullingPercent == 0)
    }
}

/// The same row: a trailer's and a leader's width is fixed at 60 pt, as MJRefresh's trailer is, so a zero width is
/// put back when the component is attached, and again when it is placed at the next offset change.
@MainActor
@Suite(.uiSimulation)
struct SidewaysWidthTests {
    @Test(arguments: [false, true])
    func aZeroWidthIsPutBackTo60(leader: Bool) {
        let stage = Stage(contentHeight: 300, contentWidth: 2000)
        let component: MJRefreshComponent = leader ? MJRefreshNormalLeader {} : MJRefreshNormalTrailer {}
        component.mj_w = 0
        if let leader = component as? MJRefreshLeader {
            stage.scrollView.mj_leader = leader
        } else if let trailer = component as? MJRefreshTrailer {
            stage.scrollView.mj_trailer = trailer
        }
        #expect(component.mj_w == 60, "attached")
        component.mj_w = 0
        stage.scrollView.contentOffset.x = 10
        #expect(component.mj_w == 60, "placed")
    }

    /// A zero width written after attaching changes nothing about a refresh either, begun in code or by a pull:
    /// it takes a 60 pt share of the edge it writes.
    @Test(arguments: [false, true])
    func aZeroWidthWrittenAfterAttachingStillRefreshesSixtyWide(byPull: Bool) {
        let stage = Stage(contentHeight: 300, contentWidth: 2000)
        let trailer = MJRefreshNormalTrailer {}
        stage.scrollView.mj_trailer = trailer
        UISimulation.runUntilIdle()
        stage.scrollView.contentOffset.x = stage.scrollView.contentSize.width - stage.scrollView.bounds.width
        trailer.mj_w = 0
        if byPull {
            stage.scrollView.simulateDrag(by: CGPoint(x: -200, y: 0), duration: 0.3)
            stage.scrollView.simulateTouchUp()
        } else {
            trailer.beginRefreshing()
        }
        UISimulation.runUntilIdle()
        #expect(trailer.state == .refreshing)
        #expect(trailer.mj_w == 60)
        #expect(stage.scrollView.contentInset.right == 60)
    }
}
