import MJRefresh
import SimulationTesting
import Testing

/// The public members of `MJRefreshComponent` (issue 3), seen through the header: callbacks and their order
/// and timing on the virtual clock, the inset and percent it reports, alpha, durations and the chaining API.
@MainActor
@Suite(.uiSimulation)
struct ComponentAPITests {
    @Test func theTrailingClosureInitialiserKeepsTheBlockAndAnyLaterBlockReplacesIt() {
        var calls: [String] = []
        let header = MJRefreshNormalHeader { calls.append("first") }
        #expect(header.refreshingBlock != nil)
        #expect(header.frame.height == 54, "prepare() ran inside the initialiser")
        #expect(MJRefreshNormalHeader().refreshingBlock == nil, "the plain initialiser has no block")
        let stage = Stage()
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        header.refreshingBlock = { calls.append("second") }
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(calls == ["first", "second"])
    }

    @Test func refreshingBlockThenBeginCompletionBlockWhenTheRevealAnimationEnds() {
        let stage = Stage()
        var calls: [(name: String, time: TimeInterval)] = []
        let header = stage.attach(MJRefreshNormalHeader { calls.append(("refreshing", UISimulation.now)) })
        let start = UISimulation.now
        header.beginRefreshingCompletionBlock = { calls.append(("hook", UISimulation.now)) }
        header.beginRefreshing { calls.append(("completion", UISimulation.now)) }
        #expect(calls.isEmpty, "nothing is called before the reveal animation ends")
        UISimulation.runUntilIdle()
        #expect(calls.map(\.name) == ["refreshing", "hook", "completion"])
        for call in calls {
            #expect(abs(call.time - start - 0.25) <= oneFrame, "\(call.name) after the 0.25 s reveal")
        }
        // The hook is kept for every refresh; the call's block belonged to its call.
        header.endRefreshing()
        UISimulation.runUntilIdle()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(calls.map(\.name) == ["refreshing", "hook", "completion", "refreshing", "hook"])
    }

    @Test func endAnimationBeginActionRunsAtTheStartOfTheCollapseInsideItsAnimation() throws {
        let stage = Stage()
        let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        probe.backgroundColor = .red
        stage.window.addSubview(probe)
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        var seen: (time: TimeInterval, state: MJRefreshState)?
        header.endRefreshingAnimationBeginAction = {
            seen = (UISimulation.now, header.state)
            probe.alpha = 0  // inside the collapse's animation block: fades over 0.4 s
        }
        let start = UISimulation.now
        header.endRefreshing()
        let call = try #require(seen, "called before endRefreshing() returns on the main thread")
        #expect(call.time == start)
        #expect(call.state == .idle)
        UISimulation.advance(by: 0.2)
        let opacity = try #require(Self.opacity(in: probe.renderSVG()), "the probe is mid-fade")
        #expect(opacity > 0.05)
        #expect(opacity < 0.95)
    }

    @Test func endCompletionBlockRunsWhenTheCollapseEnds() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        var ends: [TimeInterval] = []
        header.endRefreshingCompletionBlock = { ends.append(UISimulation.now) }
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        var start = UISimulation.now
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(ends.count == 1)
        #expect(abs((ends.last ?? 0) - start - 0.4) <= oneFrame)

        // endRefreshing(completionBlock:) runs its block after the hook, at the same moment.
        var perCall = 0
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        start = UISimulation.now
        header.endRefreshing {
            perCall += 1
            ends.append(UISimulation.now)
        }
        UISimulation.runUntilIdle()
        #expect(perCall == 1)
        #expect(ends.count == 3, "the hook and the call's block")
        #expect(abs((ends.last ?? 0) - start - 0.4) <= oneFrame)
    }

    @Test func animationDurationsAreMJRefreshsAndDriveTheRevealAndTheCollapse() {
        let header = MJRefreshNormalHeader {}
        #expect(header.fastAnimationDuration == 0.25)
        #expect(header.slowAnimationDuration == 0.4)
        let stage = Stage()
        stage.scrollView.mj_header = header
        header.fastAnimationDuration = 1
        header.slowAnimationDuration = 0.6
        let measured = Self.measureRefreshCycle(of: header)
        #expect(abs(measured.reveal - 1) <= oneFrame)
        #expect(abs(measured.collapse - 0.6) <= oneFrame)
    }

    @Test func setAnimationDisabledMakesBothAnimationsInstantAndReturnsSelf() {
        let header = MJRefreshNormalHeader {}
        #expect(header.setAnimationDisabled() === header)
        #expect(header.fastAnimationDuration == 0)
        #expect(header.slowAnimationDuration == 0)
        let stage = Stage()
        stage.scrollView.mj_header = header
        let measured = Self.measureRefreshCycle(of: header)
        #expect(measured.reveal <= oneFrame + 1e-9, "the callback comes at the next frame")
        #expect(measured.collapse <= oneFrame + 1e-9)
        #expect(stage.scrollView.contentInset == .zero)
    }

    @Test func scrollViewOriginalInsetIsTheEffectiveInsetWithoutTheHeadersShare() {
        let stage = Stage(
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            contentInset: UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
        let header = MJRefreshNormalHeader {}
        #expect(header.scrollViewOriginalInset == .zero, "detached")
        stage.scrollView.mj_header = header
        let expected = UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0)
        #expect(header.scrollViewOriginalInset == expected, "snapshot at attach")
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.adjustedContentInset.top == CGFloat(57 + 54))
        stage.scrollView.contentOffset.y += 1
        #expect(header.scrollViewOriginalInset == expected, "the header's 54 pt are not part of it")
        stage.scrollView.contentInset.top = 30  // the host changes its own inset mid-refresh
        UISimulation.advance(by: oneFrame)
        #expect(header.scrollViewOriginalInset.top == 77, "the host's new inset is the new baseline")
    }

    @Test func pullingPercentFollowsThePullIsOneWhileRefreshingAndZeroAfterTheCollapse() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        #expect(header.pullingPercent == 0)
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 27))
        #expect(abs(header.pullingPercent - 0.5) <= 0.02)
        stage.release()
        #expect(abs(header.pullingPercent) <= 0.01, "back to rest")
        header.beginRefreshing()
        #expect(header.pullingPercent == 1)
        UISimulation.runUntilIdle()
        #expect(header.pullingPercent == 1, "kept while refreshing")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.pullingPercent == 0)
    }

    @Test func automaticAlphaFollowsThePercentExceptWhileRefreshing() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        #expect(!header.isAutomaticallyChangeAlpha)
        #expect(header.alpha == 1)
        header.pullingPercent = 0.3
        #expect(header.alpha == 1, "no automatic alpha by default")
        header.isAutomaticallyChangeAlpha = true
        #expect(abs(header.alpha - 0.3) <= 1e-9, "turning it on applies the percent at once")
        header.pullingPercent = 0.7
        #expect(abs(header.alpha - 0.7) <= 1e-9)
        header.isAutomaticallyChangeAlpha = false
        #expect(header.alpha == 1)
        header.isAutomaticallyChangeAlpha = true
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.alpha == 1)
        header.pullingPercent = 0.2
        header.isAutomaticallyChangeAlpha = true
        #expect(header.alpha == 1, "a refreshing header stays visible")
        header.endRefreshing()
        #expect(header.alpha == 0, "fades out with the collapse")
    }

    @Test func chainingSettersReturnSelfAndSetTheirProperty() {
        let stage = Stage()
        var calls: [String] = []
        let header = MJRefreshNormalHeader { calls.append("refreshing") }
        let chained =
            header
            .autoChangeTransparency(true)
            .afterBeginningAction { calls.append("afterBeginning") }
            .endingAnimationBeginningAction { calls.append("endingAnimationBeginning") }
            .afterEndingAction { calls.append("afterEnding") }
            .link(to: stage.scrollView)
        #expect(chained === header)
        #expect(header.isAutomaticallyChangeAlpha)
        #expect(stage.scrollView.mj_header === header, "link(to:) attaches the header as mj_header")
        #expect(header.scrollView === stage.scrollView)
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(calls == ["refreshing", "afterBeginning", "endingAnimationBeginning", "afterEnding"])
        #expect(header.autoChangeTransparency(false) === header)
        #expect(!header.isAutomaticallyChangeAlpha)
    }

    @Test func theBaseComponentPreparesAClearFlexibleViewAndLinksToNothing() {
        let stage = Stage()
        let component = MJRefreshComponent {}
        #expect(component.autoresizingMask == [.flexibleWidth])
        #expect(component.backgroundColor == .clear)
        #expect(component.state == .idle)
        #expect(component.link(to: stage.scrollView) === component)
        #expect(component.superview == nil, "a component without a role does not attach")
        #expect(stage.scrollView.mj_header == nil)
    }

    // MARK: Helpers

    /// Runs one refresh of an attached header and measures, on the virtual clock, how long after
    /// `beginRefreshing()` the refreshing block came and how long after `endRefreshing()` the end completion did.
    @MainActor
    private static func measureRefreshCycle(
        of header: MJRefreshHeader
    ) -> (reveal: TimeInterval, collapse: TimeInterval) {
        var refreshedAt = TimeInterval.nan
        var endedAt = TimeInterval.nan
        header.refreshingBlock = { refreshedAt = UISimulation.now }
        let begin = UISimulation.now
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        let end = UISimulation.now
        header.endRefreshing { endedAt = UISimulation.now }
        UISimulation.runUntilIdle()
        return (refreshedAt - begin, endedAt - end)
    }

    /// The group opacity of the outermost view in a rendered SVG, or `nil` when it is fully opaque.
    private static func opacity(in svg: String) -> Double? {
        guard let range = svg.range(of: "opacity=\"") else { return nil }
        return Double(svg[range.upperBound...].prefix { $0 != "\"" })
    }
}

/// The hooks subclasses override, seen through a recording subclass.
@MainActor
@Suite(.uiSimulation)
struct ComponentHookTests {
    @Test func prepareRunsOnceInTheInitialiserAndPlaceSubviewsAtEachLayout() {
        let header = RecordingHeader()
        #expect(header.prepareCount == 1)
        let stage = Stage()
        stage.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        let afterAttach = header.placeSubviewsCount
        #expect(afterAttach > 0)
        header.setNeedsLayout()
        header.layoutIfNeeded()
        #expect(header.placeSubviewsCount == afterAttach + 1)
        #expect(header.prepareCount == 1)
    }

    @Test func offsetAndSizeHooksReceiveOldAndNewValues() {
        let stage = Stage()
        let header = stage.attach(RecordingHeader())
        header.offsetChanges = []
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(header.offsetChanges == [Change(old: CGPoint(x: 0, y: 0), new: CGPoint(x: 0, y: 120))])
        stage.scrollView.contentSize = CGSize(width: 390, height: 3000)
        #expect(
            header.sizeChanges.last
                == Change(old: CGSize(width: 390, height: 2000), new: CGSize(width: 390, height: 3000)))
    }

    @Test func panHookReceivesTheGestureStates() {
        let stage = Stage()
        let header = stage.attach(RecordingHeader())
        stage.pullDown(30)
        stage.release()
        // The finger moves over many frames, so `.changed` is reported many times; compare the transitions.
        let transitions = header.panChanges.filter { $0.old != $0.new }
        #expect(
            transitions == [
                Change(old: .possible, new: .began), Change(old: .began, new: .changed),
                Change(old: .changed, new: .ended), Change(old: .ended, new: .possible),
            ])
        #expect(header.panChanges.count > transitions.count, "every .changed is reported")
    }

    @Test func hiddenComponentsSeeOnlySizeChangesAndNonInteractiveOnesSeeNothing() {
        let stage = Stage()
        let header = stage.attach(RecordingHeader())
        // A short pull and release, then the content grows to `height`.
        let pullAndGrow = { (height: CGFloat) in
            stage.pullDown(30)
            stage.release()
            stage.scrollView.contentSize.height = height
        }
        header.isHidden = true
        header.offsetChanges = []
        header.sizeChanges = []
        header.panChanges = []
        pullAndGrow(2500)
        #expect(header.offsetChanges.isEmpty)
        #expect(header.panChanges.isEmpty)
        #expect(header.sizeChanges.count == 1, "size changes are seen even while hidden")
        header.isHidden = false
        header.isUserInteractionEnabled = false
        header.sizeChanges = []
        pullAndGrow(2600)
        #expect(header.offsetChanges.isEmpty)
        #expect(header.panChanges.isEmpty)
        #expect(header.sizeChanges.isEmpty)
    }

    @Test func i18nHookRunsOnEveryLanguageChange() {
        defer { MJRefreshConfig.default.languageCode = nil }
        let header = RecordingHeader()
        MJRefreshConfig.default.languageCode = "ko"
        MJRefreshConfig.default.languageCode = "en"
        #expect(header.i18nCount == 2)
    }

    @Test func stateDidChangeReportsTheOldStateOncePerChange() {
        let stage = Stage()
        let header = stage.attach(RecordingHeader())
        stage.pullDown(150)
        header.state = .pulling  // the same state again: no change
        stage.release()
        header.endRefreshing()
        #expect(
            header.stateChanges == [
                StateChange(from: .idle, to: .pulling), StateChange(from: .pulling, to: .refreshing),
                StateChange(from: .refreshing, to: .idle),
            ])
    }
}

/// An old and a new value from a hook's change dictionary.
struct Change<Value: Equatable>: Equatable {
    let old: Value?
    let new: Value?

    init(old: Value?, new: Value?) {
        self.old = old
        self.new = new
    }

    init(_ change: [AnyHashable: Any]?) {
        self.init(old: change?["old"] as? Value, new: change?["new"] as? Value)
    }
}

struct StateChange: Equatable {
    let from: MJRefreshState
    let to: MJRefreshState
}

/// A header recording every call of the hooks MJRefresh lets subclasses override.
final class RecordingHeader: MJRefreshHeader {
    var prepareCount = 0
    var placeSubviewsCount = 0
    var i18nCount = 0
    var offsetChanges: [Change<CGPoint>] = []
    var sizeChanges: [Change<CGSize>] = []
    var panChanges: [Change<UIGestureRecognizer.State>] = []
    var stateChanges: [StateChange] = []

    override func prepare() {
        super.prepare()
        prepareCount += 1
    }

    override func placeSubviews() {
        super.placeSubviews()
        placeSubviewsCount += 1
    }

    override func i18nDidChange() {
        super.i18nDidChange()
        i18nCount += 1
    }

    override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        offsetChanges.append(Change(change))
    }

    override func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentSizeDidChange(change)
        sizeChanges.append(Change(change))
    }

    override func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewPanStateDidChange(change)
        panChanges.append(Change(change))
    }

    override func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        stateChanges.append(StateChange(from: oldState, to: state))
    }
}
