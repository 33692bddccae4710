import MJRefresh
import SimulationTesting
import Testing

/// A header that records what it sees in the scroll view hooks.
@MainActor
private final class HookRecordingHeader: MJRefreshNormalHeader {
    struct Seen: Equatable {
        let offsetY: CGFloat
        let state: MJRefreshState
        let pullingPercent: CGFloat
    }

    private(set) var offsetHooks: [Seen] = []
    private(set) var panStatesSeen: [MJRefreshState] = []

    override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        offsetHooks.append(
            Seen(offsetY: scrollView?.contentOffset.y ?? .nan, state: state, pullingPercent: pullingPercent))
    }

    override func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        panStatesSeen.append(state)
    }
}

/// README "Coming from MJRefresh", "Subclassing": the scroll view hooks are called once the component has decided on
/// the change, so `state` and `pullingPercent` are already the new ones (at the pan's end an armed pull still reads
/// `.pulling`: its refresh starts at the next layout pass); calling `super` there is optional.
@MainActor
@Suite(.uiSimulation)
struct SubclassingPromisesTests {
    @Test func theOffsetHookSeesTheNewStateAndPercent() {
        let stage = Stage()
        let header = HookRecordingHeader {}
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80), duration: 0.5)
        let pulled = header.offsetHooks.filter { $0.offsetY < 0 }
        #expect(pulled.count > 10)
        for seen in pulled {
            #expect(abs(seen.pullingPercent - -seen.offsetY / 54) <= 0.001, "the percent of this offset: \(seen)")
            #expect(seen.state == (-seen.offsetY > 54 ? .pulling : .idle), "the state of this offset: \(seen)")
        }
        #expect(header.state == .pulling)
    }

    @Test func atThePansEndAnArmedPullStillReadsPullingAndRefreshesAtTheNextLayout() {
        let stage = Stage()
        let header = HookRecordingHeader {}
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        stage.scrollView.simulateTouchUp(velocity: .zero)
        #expect(header.panStatesSeen.last == .pulling)
        UISimulation.advance(by: oneFrame)
        #expect(header.state == .refreshing, "no super call needed")
    }
}
