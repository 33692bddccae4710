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

        /// Counts the callbacks of `component` (replacing its refreshing block, task and begin completion hook).
        init(counting component: MJRefreshComponent) {
            component.refreshingBlock = { [unowned self, unowned component] in
                refreshing += 1
                if component.state != .refreshing || component.scrollView == nil { outOfTurn.append("refreshingBlock") }
            }
            component.refreshingTask = { [unowned self] in tasks += 1 }
            component.beginRefreshingCompletionBlock = { [unowned self] in began += 1 }
        }

        var total: Int { refreshing + tasks + began }
    }

    @Test(arguments: PullComponentKind.allCases)
    func aRefreshEndedInTheTurnItBeganCallsNothing(kind: PullComponentKind) {
        let stage = Stage()
        let component = kind.make()
        let callbacks = Callbacks(counting: component)
        stage.attach(component)
        component.beginRefreshing()
        component.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(callbacks.total == 0, "\(kind): the ended refresh's reveal calls nothing back")
        #expect(component.state == .idle, "\(kind)")
        #expect(component.scrollView?.contentInset == .zero, "\(kind)")
    }

    @Test func aComponentReplacedDuringItsRevealCallsNothing() {
        let stage = Stage()
        let old = MJRefreshNormalHeader(), new = MJRefreshNormalHeader()
        let oldCallbacks = Callbacks(counting: old), newCallbacks = Callbacks(counting: new)
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
        let (stage, header, callbacks) = await Self.headerMidReveal()
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
        let callbacks = Callbacks(counting: header)
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
        let (stage, header, callbacks) = await Self.headerMidReveal()
        defer { withExtendedLifetime(stage) {} }
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

    /// A header whose callbacks are counted, 0.1 s into the reveal animation of the refresh it began.
    private static func headerMidReveal() async -> (Stage, MJRefreshNormalHeader, Callbacks) {
        let stage = Stage()
        let header = MJRefreshNormalHeader()
        let callbacks = Callbacks(counting: header)
        stage.attach(header)
        header.beginRefreshing()
        await UISimulation.advance(by: 0.1)
        return (stage, header, callbacks)
    }

    @Test func aRefreshingBlockThatEndsTheRefreshStopsTheRestOfItsCallbacks() {
        let stage = Stage()
        let header = MJRefreshNormalHeader()
        let callbacks = Callbacks(counting: header)
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

/// The three pull components, as test arguments: each test case makes its own on the main actor.
enum PullComponentKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case header
    case backFooter = "back footer"
    case trailer

    var description: String { rawValue }

    @MainActor
    func make() -> MJRefreshComponent {
        switch self {
        case .header: MJRefreshNormalHeader()
        case .backFooter: MJRefreshBackNormalFooter()
        case .trailer: MJRefreshNormalTrailer()
        }
    }
}
