import MJRefresh
import SimulationTesting
import Testing

/// `prefetchDistance` loads ahead of the end by a distance in points or in heights of the scroll view, instead of a
/// negative `triggerAutomaticallyRefreshPercent`; the percent keeps working when it is `nil`.
///
/// Geometry of the default stage: 2000 pt of content in an 844 pt view; with the footer's 44 pt in the bottom inset
/// the largest resting offset is 1200, so a distance `d` loads from offset 1200 − d on.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterPrefetchTests {
    private let stage = Stage()

    @Test(
        arguments: [
            (MJRefreshPrefetchDistance.points(500), 700),
            (.screenHeights(1), 356),
            (.screenHeights(0.5), 778),
            (.points(0), 1200),
            (.points(-40), 1200),
            (.points(.nan), 1200),
        ] as [(MJRefreshPrefetchDistance, CGFloat)])
    func loadsWhenTheEndIsWithinTheDistance(distance: MJRefreshPrefetchDistance, loadsAt offset: CGFloat) {
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) { $0.prefetchDistance = distance }
        stage.pushUp(offset - 4)
        #expect(counter.count == 0, "\(distance): 4 pt before")
        #expect(footer.state == .idle)
        stage.pushUp(5, duration: 0.05)
        #expect(counter.count == 1, "\(distance): 1 pt past")
        #expect(footer.state == .refreshing)
        stage.release()
        #expect(counter.count == 1)
    }

    @Test func theDistanceWinsOverThePercentAndNilGivesThePercentBack() {
        let footer = MJRefreshAutoNormalFooter {}
        #expect(footer.prefetchDistance == nil, "the percent by default")
        footer.triggerAutomaticallyRefreshPercent = -5
        #expect(footer.prefetching(within: .points(100)) === footer, "chains")
        #expect(footer.prefetchDistance == .points(100))
        let counter = CallCounter()
        footer.refreshingBlock = counter.action
        stage.attach(footer)
        stage.pushUp(1090)
        #expect(counter.count == 0, "−5 would have loaded at 936; the distance loads at 1100")
        stage.pushUp(20, duration: 0.05)
        #expect(counter.count == 1)
        stage.release()
        footer.endRefreshing()

        let second = Stage()
        let (percentFooter, percentCounter) = second.attachCounting(MJRefreshAutoNormalFooter()) {
            $0.prefetchDistance = .points(100)
            $0.prefetchDistance = nil
            $0.triggerAutomaticallyRefreshPercent = 0
        }
        second.pushUp(1160)
        #expect(percentCounter.count == 1, "percent 0 loads at 1156")
        #expect(percentFooter.state == .refreshing)
    }

    @Test func afterALoadTheNextLoadWaitsForNewRowsAndAMoveDown() {
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) {
            $0.prefetchDistance = .screenHeights(1)
        }
        stage.pushUp(400)
        #expect(counter.count == 1)
        footer.endRefreshing()
        stage.pushUp(100)
        stage.release()
        #expect(counter.count == 1, "the same end: no load until rows arrive")
        stage.scrollView.contentSize.height = 3000
        #expect(counter.count == 1, "rows arriving load nothing by themselves")
        stage.pushUp(800)
        stage.release()
        #expect(counter.count == 1, "offset 1300 is 900 pt from the new largest offset (2200)")
        stage.pushUp(100)
        #expect(counter.count == 2, "within a screen height of the new end")
    }
}
