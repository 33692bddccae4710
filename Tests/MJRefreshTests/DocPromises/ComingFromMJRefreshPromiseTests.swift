import MJRefresh
import SimulationTesting
import Testing

/// What "Coming from MJRefresh" (Sources/MJRefresh/MJRefresh.docc/ComingFromMJRefresh.md) promises to code written
/// against MJRefresh 3.7.9, where no other suite proves it.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct ComingFromMJRefreshPromiseTests {
    @Test func theSubviewsAreNeverNil() {
        let header = MJRefreshNormalHeader {}
        let gifHeader = MJRefreshGifHeader {}
        let autoFooter = MJRefreshAutoNormalFooter {}
        let backFooter = MJRefreshBackNormalFooter {}
        let autoGifFooter = MJRefreshAutoGifFooter {}
        let backGifFooter = MJRefreshBackGifFooter {}
        let trailer = MJRefreshNormalTrailer {}
        let subviews: [(UIView, UIView)] = [
            (header.stateLabel, header), (header.lastUpdatedTimeLabel, header), (header.arrowView, header),
            (header.loadingView, header), (gifHeader.gifView, gifHeader), (gifHeader.stateLabel, gifHeader),
            (autoFooter.stateLabel, autoFooter), (autoFooter.loadingView, autoFooter),
            (backFooter.stateLabel, backFooter), (backFooter.arrowView, backFooter),
            (backFooter.loadingView, backFooter), (autoGifFooter.gifView, autoGifFooter),
            (backGifFooter.gifView, backGifFooter), (trailer.stateLabel, trailer), (trailer.arrowView, trailer),
        ]
        for (subview, component) in subviews {
            #expect(subview.superview === component, "\(type(of: component)): \(type(of: subview))")
        }
    }

    @Test func theTextsAreReadWithoutUnwrapping() {
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshAutoNormalFooter {}
        #expect(header.stateLabel.text == "Pull down to refresh")
        #expect(header.stateLabel?.text == "Pull down to refresh", "MJRefresh's optional spelling compiles too")
        #expect(footer.loadingView?.color != nil)
    }

    @Test func aNegativeTriggerPercentStillLoadsAheadOfTheEnd() {
        // 2000 pt of content in an 844 pt view with the footer's 44 pt: the end is at offset 1200, and the footer's
        // top edge comes into view at 1156; percent −10 loads 10 footer heights earlier, at 1156 − 440 = 716.
        let stage = Stage()
        var loads = 0
        let footer = MJRefreshAutoNormalFooter { loads += 1 }
        footer.triggerAutomaticallyRefreshPercent = -10
        stage.scrollView.mj_footer = footer
        stage.pushUp(712)
        #expect(loads == 0)
        stage.pushUp(8, duration: 0.05)
        #expect(loads == 1)
        #expect(footer.state == .refreshing)
    }

    @Test func aSwitchOverTheFiveStatesWithUnknownDefaultCompilesAndReadsEveryState() {
        let states: [MJRefreshState] = [.idle, .pulling, .refreshing, .willRefresh, .noMoreData]
        #expect(states.map(Self.describe) == ["idle", "pulling", "refreshing", "will refresh", "no more data"])
    }

    private static func describe(_ state: MJRefreshState) -> String {
        switch state {
        case .idle: "idle"
        case .pulling: "pulling"
        case .refreshing: "refreshing"
        case .willRefresh: "will refresh"
        case .noMoreData: "no more data"
        @unknown default: "unknown"
        }
    }

    @Test func aSubclassThatOverrodeSetStateOverridesStateWithADidSet() {
        let stage = Stage()
        let header = StateFollowingHeader {}
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        #expect(header.seen == [.refreshing, .idle])
        #expect(header.oldStates == [.idle, .refreshing], "stateDidChange(from:) runs after every change")
    }
}

/// MJRefresh's `setState:` override, in the two spellings the article gives.
private final class StateFollowingHeader: MJRefreshNormalHeader {
    private(set) var seen: [MJRefreshState] = []
    private(set) var oldStates: [MJRefreshState] = []

    override var state: MJRefreshState {
        didSet { seen.append(state) }
    }

    override func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        oldStates.append(oldState)
    }
}
