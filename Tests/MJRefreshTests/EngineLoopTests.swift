import MJRefresh
import SimulationTesting
import Testing

/// The loop the base component runs from its role, seen from an app: MJRefresh's override points still work in a
/// subclass that calls `super`, an app may set any state, and `scrollViewOriginalInset` follows the host's inset.
@MainActor
@Suite(.uiSimulation)
struct EngineLoopTests {
    @Test func aSubclassOverridingTheHooksAndCallingSuperPullsAndRefreshesAsUsual() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = HookedHeader {}
        stage.scrollView.mj_header = header
        stage.pullDown(150)
        #expect(header.state == .pulling, "150 pt of finger shows 75 pt (> 54): armed")
        stage.release()
        #expect(header.state == .refreshing)
        #expect(header.seenStates == [.pulling, .refreshing], "the state setter's override sees every change")
        #expect(header.changedStates == [.pulling, .refreshing])
        #expect(header.offsetChanges > 0)
        #expect(header.panChanges >= 2, "the finger's touch and lift")
        #expect(stage.scrollView.adjustedContentInset.top == CGFloat(47 + 54), "revealed")
    }

    /// MJRefresh lets an app set any state; the component goes on from it as the calls say, outside its role's
    /// graph too (a header has no `.noMoreData`, an auto footer no `.pulling`).
    @Test func anAppMaySetAnyStateAndTheCallsGoOnFromIt() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        header.state = .noMoreData  // not in a header's graph
        header.endRefreshing()
        #expect(header.state == .idle, "ended from the state the app set")
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_footer = footer
        footer.state = .pulling  // not in an auto footer's graph
        #expect(footer.state == .pulling && !footer.isRefreshing)
        footer.beginRefreshing()
        #expect(footer.state == .refreshing)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
    }

    /// `scrollViewOriginalInset` is the host's effective inset without the component's share, as in MJRefresh: it
    /// follows a host write at once (no offset change needed), refreshing or not, for every role.
    @Test func scrollViewOriginalInsetFollowsTheHostsInsetWithoutTheComponentsShare() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = footer
        #expect(footer.scrollViewOriginalInset.bottom == 34, "the footer's 44 pt are not part of it")
        stage.scrollView.contentInset.bottom = 20
        #expect(footer.scrollViewOriginalInset.bottom == CGFloat(34 + 20), "the host's new bottom, at once")
        #expect(stage.scrollView.adjustedContentInset.bottom == CGFloat(34 + 20 + 44), "the footer's share kept on top")
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.scrollViewOriginalInset.top == 47)
        #expect(footer.scrollViewOriginalInset.top == CGFloat(47 + 54), "the header's share is another component's")
        stage.scrollView.contentInset.top = 30
        #expect(
            header.scrollViewOriginalInset.top == CGFloat(47 + 30), "mid-refresh, the host's new top without the 54 pt")
        #expect(stage.scrollView.adjustedContentInset.top == CGFloat(47 + 30 + 54))
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.scrollViewOriginalInset.top == CGFloat(47 + 30))
        #expect(stage.scrollView.contentInset.top == 30, "ending gives back exactly the host's inset")
    }
}

/// An app's header that overrides MJRefresh's hooks and calls `super` in each.
private final class HookedHeader: MJRefreshNormalHeader {
    var offsetChanges = 0
    var panChanges = 0
    var changedStates: [MJRefreshState] = []
    var seenStates: [MJRefreshState] = []

    override var state: MJRefreshState {
        didSet { if state != oldValue { seenStates.append(state) } }
    }

    override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        offsetChanges += 1
    }

    override func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewPanStateDidChange(change)
        panChanges += 1
    }

    override func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        changedStates.append(state)
    }
}
