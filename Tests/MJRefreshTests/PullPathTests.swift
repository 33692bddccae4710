import MJRefresh
import SimulationTesting
import Testing

/// The path of a pull: the scroll view's observer runs the component's decision (the pull loop and the engine) and
/// then MJRefresh's hook, whose base implementation does nothing, as MJRefresh's does. A subclass overriding the
/// hook reads the state the change led to, before or after `super`; one that forgets `super` still refreshes; and a
/// hook still hears the change whose decision took the component off its scroll view.
@MainActor
@Suite(.uiSimulation)
struct PullPathTests {
    @Test func theHookReadsTheStateTheChangeLedToEvenBeforeCallingSuper() throws {
        let stage = Stage()
        let header = StateRecordingHeader {}
        stage.scrollView.mj_header = header
        stage.pullDown(150)
        let armedAt = try #require(header.seen.firstIndex { $0.state == .pulling }, "the pull armed")
        #expect(armedAt > 0)
        // The event that armed it went past the threshold (54 pt) and its hook already read `.pulling`.
        #expect(header.seen[armedAt].offsetY < -54)
        #expect(header.seen[armedAt - 1].state == .idle && header.seen[armedAt - 1].offsetY >= -54)
        for reading in header.seen {
            let percent = max(0, -reading.offsetY / 54)
            #expect(abs(reading.pullingPercent - percent) < 1e-9, "the percent of the change it reads")
        }
    }

    @Test func aSubclassThatForgetsSuperStillPullsAndRefreshes() {
        let stage = Stage()
        var refreshes = 0
        let header = SuperlessHeader { refreshes += 1 }
        stage.scrollView.mj_header = header
        stage.pullDown(150)
        #expect(header.state == .pulling)
        stage.release()
        #expect(header.state == .refreshing)
        #expect(refreshes == 1)
        #expect(header.offsetChanges > 0 && header.panChanges >= 2, "its hooks ran")
    }

    /// The auto footer's refreshing block removes it from its scroll view, inside the offset change that loaded:
    /// the observer goes with it, and the footer's hook still gets that change's values.
    @Test func theHookHearsTheChangeWhoseLoadTookTheComponentOffItsScrollView() throws {
        let stage = Stage(contentHeight: 2000)
        let footer = OffsetRecordingFooter()
        footer.refreshingBlock = { [weak stage] in stage?.scrollView.mj_footer = nil }
        stage.scrollView.mj_footer = footer
        let bottom = stage.validOffsetRangeY.upperBound
        stage.scrollToBottom()
        #expect(footer.superview == nil, "the load ran and removed the footer")
        let last = try #require(footer.offsets.last)
        #expect(last.new == bottom, "the hook heard the change that loaded (the offset moved on when the inset went)")
        #expect(last.old != nil)
    }
}

/// Records, before calling `super`, the state, percent and offset each offset change left it with.
private final class StateRecordingHeader: MJRefreshNormalHeader {
    struct Reading {
        let state: MJRefreshState
        let pullingPercent: CGFloat
        let offsetY: CGFloat
    }
    var seen: [Reading] = []

    override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        if let offset = change?["new"] as? CGPoint {
            seen.append(Reading(state: state, pullingPercent: pullingPercent, offsetY: offset.y))
        }
        super.scrollViewContentOffsetDidChange(change)
    }
}

/// Overrides the hooks without calling `super`.
private final class SuperlessHeader: MJRefreshNormalHeader {
    var offsetChanges = 0
    var panChanges = 0

    override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        offsetChanges += 1
    }

    override func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        panChanges += 1
    }
}

/// Records the `"old"` and `"new"` offsets of each change its hook hears.
private final class OffsetRecordingFooter: MJRefreshAutoNormalFooter {
    var offsets: [(old: CGFloat?, new: CGFloat?)] = []

    override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        offsets.append(((change?["old"] as? CGPoint)?.y, (change?["new"] as? CGPoint)?.y))
    }
}
