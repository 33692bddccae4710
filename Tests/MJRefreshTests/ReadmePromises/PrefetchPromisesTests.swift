import MJRefresh
import SimulationTesting
import Testing

/// README "Prefetch" under a home indicator: the load starts from
/// `contentOffset.y ≥ contentSize.height + bottom inset − bounds.height − d`, the bottom inset counting the safe area
/// and the footer.
@MainActor
@Suite(.uiSimulation)
struct PrefetchPromisesTests {
    @Test(
        arguments: [(MJRefreshPrefetchDistance.points(300), 934), (.screenHeights(1), 390)]
            as [(MJRefreshPrefetchDistance, CGFloat)])
    func theBottomInsetCountsTheSafeAreaAndTheFooter(distance: MJRefreshPrefetchDistance, loadsAt offset: CGFloat) {
        let stage = Stage(safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) { $0.prefetchDistance = distance }
        #expect(stage.scrollView.adjustedContentInset.bottom == 78, "34 + the footer's 44")
        stage.pushUp(offset - stage.scrollView.contentOffset.y - 4)
        #expect(counter.count == 0, "\(distance): 4 pt before 2000 + 78 − 844 − d")
        stage.pushUp(5, duration: 0.05)
        #expect(counter.count == 1, "\(distance): 1 pt past")
        #expect(footer.state == .refreshing)
    }

    @Test(arguments: [MJRefreshPrefetchDistance.points(.infinity), .screenHeights(.infinity), .screenHeights(-2)])
    func negativeOrNonFiniteDistancesCountAsZero(distance: MJRefreshPrefetchDistance) {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) { $0.prefetchDistance = distance }
        stage.pushUp(1196)
        #expect(counter.count == 0, "\(distance): 4 pt before the footer is fully in view (1200)")
        stage.pushUp(5, duration: 0.05)
        #expect(counter.count == 1, "\(distance)")
        #expect(footer.state == .refreshing)
    }
}
