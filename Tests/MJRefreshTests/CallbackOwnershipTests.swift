import MJRefresh
import SimulationTesting
import Testing

/// A callback belongs to the refresh that started it: the refreshing block, the refreshing task and the begin
/// completion hook run only while that refresh is still current when its reveal animation finishes.
@MainActor
@Suite(.uiSimulation)
struct CallbackOwnershipTests {
    /// Counts every callback a component makes, and notes a callback made while the component is not refreshing.
    @MainActor
    private final class Callbacks {
        var refreshing = 0, tasks = 0, began = 0
        var outOfTurn: [String] = []

        func install(on component: MJRefreshComponent) {
            component.refreshingBlock = { [unowned self, unowned component] in
                refreshing += 1
                if component.state != .refreshing || component.scrollView == nil { outOfTurn.append("refreshingBlock") }
            }
            component.refreshingTask = { [unowned self] in tasks += 1 }
            component.beginRefreshingCompletionBlock = { [unowned self] in began += 1 }
        }

        var total: Int { refreshing + tasks + began }
    }

    @MainActor
    private static func pullComponents(_ stage: Stage) -> [(String, MJRefreshComponent, (MJRefreshComponent?) -> Void)]
    {
        [
            ("header", MJRefreshNormalHeader(), { stage.scrollView.mj_header = $0 as? MJRefreshHeader }),
            ("back footer", MJRefreshBackNormalFooter(), { stage.scrollView.mj_footer = $0 as? MJRefreshFooter }),
            ("trailer", MJRefreshNormalTrailer(), { stage.scrollView.mj_trailer = $0 as? MJRefreshTrailer }),
        ]
    }

    @Test func aRefreshEndedInTheTurnItBeganCallsNothing() {
        for (name, component, attach) in Self.pullComponents(Stage()) {
            let callbacks = Callbacks()
            callbacks.install(on: component)
            attach(component)
            component.beginRefreshing()
            component.endRefreshing()
            UISimulation.runUntilIdle()
            #expect(callbacks.total == 0, "\(name): the ended refresh's reveal calls nothing back")
            #expect(component.state == .idle, "\(name)")
            #expect(component.scrollView?.contentInset == .zero, "\(name)")
        }
    }

    @Test func aComponentReplacedDuringItsRevealCallsNothing() {
        let stage = Stage()
        let old = MJRefreshNormalHeader(), new = MJRefreshNormalHeader()
        let oldCallbacks = Callbacks(), newCallbacks = Callbacks()
        oldCallbacks.install(on: old)
        newCallbacks.install(on: new)
        stage.scrollView.mj_header = old
        old.beginRefreshing()
        UISimulation.advance(by: 0.1)
        stage.scrollView.mj_header = new
        UISimulation.runUntilIdle()
        #expect(oldCallbacks.total == 0, "the replaced header's refresh is over")
        #expect(newCallbacks.total == 0)
        #expect(stage.scrollView.contentInset == .zero)
    }

    @Test func aComponentRemovedAndReAddedDuringItsRevealCallsBackOnlyForItsNextRefresh() async {
        let stage = Stage()
        let header = MJRefreshNormalHeader()
        let callbacks = Callbacks()
        callbacks.install(on: header)
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.advance(by: 0.1)
        stage.scrollView.mj_header = nil
        stage.scrollView.mj_header = header
        await UISimulation.runUntilIdle()
        #expect(callbacks.total == 0, "re-adding starts no refresh, and the old reveal calls nothing")
        #expect(header.state == .idle)

        // Removed, re-added and begun again before the first reveal finished: one refresh, one set of callbacks.
        header.beginRefreshing()
        await UISimulation.advance(by: 0.1)
        stage.scrollView.mj_header = nil
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(callbacks.refreshing == 1)
        #expect(callbacks.began == 1)
        #expect(await UISimulation.run(until: { callbacks.tasks == 1 }))
        #expect(callbacks.outOfTurn == [])
    }

    @Test func aFreedScrollViewsRevealCallsNothing() {
        let window = makeWindow()
        let header = MJRefreshNormalHeader()
        let callbacks = Callbacks()
        callbacks.install(on: header)
        weak var freed: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            window.addSubview(scrollView)
            scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.advance(by: 0.1)
            scrollView.removeFromSuperview()
            freed = scrollView
        }
        UISimulation.runUntilIdle()
        #expect(freed == nil, "the scroll view is freed while the header's reveal runs")
        #expect(callbacks.total == 0, "no callback for a list that is gone")
    }

    @Test func anEndAndABeginInOneTurnCallBackOnceForTheNewRefresh() async {
        let stage = Stage()
        let header = MJRefreshNormalHeader()
        let callbacks = Callbacks()
        callbacks.install(on: header)
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.advance(by: 0.1)
        header.endRefreshing()
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(callbacks.refreshing == 1, "the first refresh is over before its reveal ends; the second calls back")
        #expect(callbacks.began == 1)
        #expect(await UISimulation.run(until: { callbacks.tasks == 1 }))
        await UISimulation.advance(by: 0.1)
        #expect(callbacks.tasks == 1)
        #expect(callbacks.outOfTurn == [])
    }

    @Test func aRefreshingBlockThatEndsTheRefreshStopsTheRestOfItsCallbacks() {
        let stage = Stage()
        let header = MJRefreshNormalHeader()
        let callbacks = Callbacks()
        callbacks.install(on: header)
        header.refreshingBlock = { [unowned header] in
            callbacks.refreshing += 1
            header.endRefreshing()
        }
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(callbacks.refreshing == 1)
        #expect(callbacks.began == 0, "the refresh ended inside its refreshing block")
        #expect(callbacks.tasks == 0)
        #expect(stage.scrollView.contentInset == .zero)
    }
}
