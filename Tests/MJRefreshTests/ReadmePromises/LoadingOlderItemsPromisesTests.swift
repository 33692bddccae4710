import MJRefresh
import SimulationTesting
import Testing

/// README "Loading older items": where the auto header's load starts with a `prefetchDistance` and under a top inset,
/// and that a hidden header, or one above no content, loads nothing.
///
/// The chat: 60 rows of 44 pt in an 844 pt table; the header's 44 pt are in the top inset.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct LoadingOlderItemsPromisesTests {
    private func makeChat(
        rows: Int = 60, safeArea: UIEdgeInsets = .zero, prepare: (MJRefreshAutoNormalHeader) -> Void = { _ in }
    ) -> (Stage, UITableView, MJRefreshAutoNormalHeader, CallCounter) {
        let source = RowSource(rows: rows)
        let table = UITableView(frame: .zero)
        table.dataSource = source
        let stage = Stage(safeArea: safeArea, scrollView: table, dataSource: source)
        table.layoutIfNeeded()
        let counter = CallCounter()
        let header = MJRefreshAutoNormalHeader(refreshingBlock: counter.action)
        prepare(header)
        table.mj_autoHeader = header
        return (stage, table, header, counter)
    }

    /// Scrolls without a finger to `y`, then moves the list towards its top with a finger until `y − distance`.
    private func moveTowardsTheTop(_ stage: Stage, from y: CGFloat, by distance: CGFloat) {
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        stage.pullDown(distance)
    }

    @Test func aPrefetchDistanceInPointsLoadsThatFarBeforeTheTop() {
        let (stage, _, header, counter) = makeChat { $0.prefetchDistance = .points(200) }
        moveTowardsTheTop(stage, from: 500, by: 340)
        #expect(counter.count == 0, "offset 160: the load starts at −44 + 200 = 156")
        stage.pullDown(6, duration: 0.05)
        #expect(counter.count == 1)
        #expect(header.state == .refreshing)
    }

    @Test func aPrefetchDistanceInScreenHeightsCountsTheScrollViewsHeight() {
        let (stage, _, _, counter) = makeChat { $0.prefetchDistance = .screenHeights(0.5) }
        moveTowardsTheTop(stage, from: 800, by: 418)
        #expect(counter.count == 0, "offset 382: the load starts at −44 + 422 = 378")
        stage.pullDown(6, duration: 0.05)
        #expect(counter.count == 1)
    }

    @Test func theTopInsetIncludesTheSafeAreaAndTheHeader() {
        let (stage, table, _, counter) = makeChat(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(table.adjustedContentInset.top == 91, "47 + 44")
        moveTowardsTheTop(stage, from: 300, by: 345)
        #expect(counter.count == 0, "offset −45: the load starts at −91 + 44 = −47")
        stage.pullDown(4, duration: 0.05)
        #expect(counter.count == 1)
    }

    @Test func aHiddenHeaderLoadsNothing() {
        let (stage, _, header, counter) = makeChat()
        header.isHidden = true
        moveTowardsTheTop(stage, from: 300, by: 400)
        stage.release()
        header.beginRefreshing()
        #expect(counter.count == 0)
        #expect(header.state == .idle)
    }

    @Test func aHeaderAboveNoContentLoadsNothing() {
        let (stage, _, header, counter) = makeChat(rows: 0)
        stage.pullDown(100)
        stage.release()
        header.beginRefreshing()
        #expect(counter.count == 0)
        #expect(header.state == .idle)
    }

    @Test func afterALoadTheFingerLeavingTheZoneAndComingBackLoadsAgain() {
        let (stage, _, header, counter) = makeChat()
        moveTowardsTheTop(stage, from: 100, by: 120)
        #expect(counter.count == 1)
        header.endRefreshing()
        stage.release()
        stage.pullDown(20)
        stage.release()
        #expect(counter.count == 1, "nothing changed: the same top loads nothing")
        stage.pushUp(300)
        #expect(stage.scrollView.contentOffset.y > 0, "out of the zone")
        stage.pullDown(400)
        #expect(counter.count == 2, "back into it")
        #expect(header.state == .refreshing)
    }
}
