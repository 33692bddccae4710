import MJRefresh
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// Each scenario of the tour plays to the end with MJRefresh's documented state changes and callbacks, leaves
/// the insets at the host's baseline, and records one frame per 1/fps of virtual time.
@MainActor
@Suite(.uiSimulation)
struct ScenarioTests {
    /// Plays `scenario`; few pictures suffice where only the timeline and the last frame matter.
    private static func play(_ scenario: Scenario, framesPerSecond: Int = 10, language: String? = "en")
        -> ScenarioRecording
    {
        let result = Tour.play(
            [scenario], framesPerSecond: framesPerSecond, languageCode: language,
            pictures: PictureLibrary())
        return result[0].recording
    }

    /// The recording's state changes and callbacks are `expected`, which is also what the scenario declares.
    private static func assertActivity(
        _ recording: ScenarioRecording, of scenario: Scenario, _ expected: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(scenario.expectedActivity == expected, "declared expectation", sourceLocation: sourceLocation)
        #expect(recording.componentActivity == expected, sourceLocation: sourceLocation)
    }

    /// The state, inset and offset on the last frame.
    private static func finalStatus(_ recording: ScenarioRecording) -> String {
        recording.statuses.last ?? ""
    }

    private static func count(_ text: String, in recording: ScenarioRecording) -> Int {
        recording.events.filter { $0.text == text }.count
    }

    private static let refreshCycle = ["refreshingBlock", "beginRefreshingCompletionBlock"]
    private static let pullEnd = ["endRefreshingAnimationBeginAction", "endRefreshingCompletionBlock"]

    private static func cycle(_ name: String, enter: [String], end: String, endCallbacks: [String] = pullEnd)
        -> [String]
    {
        (enter + refreshCycle + [end] + endCallbacks).map { "\(name): \($0)" }
    }

    /// A component pulled until it arms, refreshing, and ending back at idle.
    private static func pullRefresh(_ name: String) -> [String] {
        cycle(name, enter: ["idle → pulling", "pulling → refreshing"], end: "refreshing → idle")
    }

    @Test func headerShortPullBouncesBackThenFullPullRefreshesOnce() {
        let recording = Self.play(.header)
        Self.assertActivity(recording, of: .header, Self.pullRefresh("header"))
        // The short pull (before 1.8 s) changes nothing; the full pull arms only after the 54 pt threshold.
        #expect(!recording.events.contains { $0.kind == .state && $0.time < 1.8 })
        let refreshing = recording.events.first { $0.text == "pulling → refreshing" }
        // Refreshing: inset top = 0 + 54, offset = −(91 + 54).
        #expect(refreshing?.contentInset == [54, 0, 0, 0])
        #expect(abs((refreshing?.contentOffset[1] ?? 0) - (-145)) <= 0.5)
        #expect(Self.finalStatus(recording) == "header idle 0% · inset top 0 bottom 0 · offset y -91")
    }

    @Test func gifHeaderRefreshesOnce() {
        let recording = Self.play(.gifHeader)
        Self.assertActivity(recording, of: .gifHeader, Self.pullRefresh("header"))
        #expect(Self.finalStatus(recording) == "header idle 0% · inset top 0 bottom 0 · offset y -91")
    }

    @Test func autoFooterLoadsThreePagesThenNoMoreData() {
        let recording = Self.play(.autoFooter)
        let load = Self.cycle(
            "footer", enter: ["idle → refreshing"], end: "refreshing → idle",
            endCallbacks: ["endRefreshingCompletionBlock"])
        let last = Self.cycle(
            "footer", enter: ["idle → refreshing"], end: "refreshing → noMoreData",
            endCallbacks: ["endRefreshingCompletionBlock"])
        Self.assertActivity(recording, of: .autoFooter, load + load + last)
        // The fourth flick reaches the end and loads nothing: no more data.
        let flicks = recording.events.filter { $0.text.hasPrefix("lifts, flicking") }
        #expect(flicks.count == 4)
        #expect(Self.count("refreshingBlock", in: recording) == 3)
        // The footer keeps its 44 pt in the bottom inset while attached; the list rests at its end:
        // 45 rows × 60 + 34 + 44 − 844 = 1934.
        // (An auto footer's pullingPercent means nothing; MJRefresh leaves it at 1 after a load.)
        #expect(Self.finalStatus(recording).hasPrefix("footer noMoreData "))
        #expect(Self.finalStatus(recording).hasSuffix(" · inset top 0 bottom 44 · offset y 1934"))
    }

    @Test func backFooterOnAShortListLoadsTwiceAndRestsAtTheTop() {
        let recording = Self.play(.backFooter)
        let enter = ["idle → pulling", "pulling → refreshing"]
        Self.assertActivity(
            recording, of: .backFooter,
            Self.cycle("footer", enter: enter, end: "refreshing → idle")
                + Self.cycle("footer", enter: enter, end: "refreshing → noMoreData"))
        // While loading, the inset holds the footer and the empty gap below the short list:
        // 844 − 91 − 34 − 4 × 60 + 44 = 523.
        let firstLoad = recording.events.first { $0.text == "pulling → refreshing" }
        #expect(abs((firstLoad?.contentInset[2] ?? 0) - 523) <= 0.5)
        // After each load the list comes back to the top.
        #expect(recording.events.filter { $0.text.hasPrefix("lifts") }.map(\.contentOffset[1]).count == 2)
        #expect(
            abs((recording.events.last { $0.text == "endRefreshingCompletionBlock" }?.contentOffset[1] ?? 0) - (-91))
                <= 0.5)
        // The scenario ends holding a third pull that loads nothing, with "No more data" in view: the list is
        // pulled up by more than the footer's 44 pt plus the 34 pt of the home indicator's safe area, over
        // which the footer waits at rest.
        let last = Self.finalStatus(recording)
        #expect(last.hasPrefix("footer noMoreData "), "\(last)")
        let offset = Double(last.components(separatedBy: "offset y ").last ?? "") ?? -.infinity
        #expect(offset > -91 + 44 + 34, "\(last)")
    }

    @Test func trailerRefreshesFromAFingerOnlyAndRestoresTheRightInset() {
        let recording = Self.play(.trailer)
        Self.assertActivity(recording, of: .trailer, Self.pullRefresh("trailer"))
        #expect(recording.axis == .horizontal)
        // The flick that ends at the last card (before 2.3 s) arms nothing.
        #expect(!recording.events.contains { $0.kind == .state && $0.time < 2.3 })
        let refreshing = recording.events.first { $0.text == "pulling → refreshing" }
        #expect(refreshing?.contentInset == [0, 0, 0, 60])
        #expect(Self.finalStatus(recording).hasPrefix("trailer idle 0% · inset left 0 right 0 · offset x "))
    }

    @Test func languageSwitchesWhileVisibleAndNeverStartTheFooter() {
        let recording = Self.play(.language, language: "en")
        Self.assertActivity(recording, of: .language, Self.pullRefresh("header"))
        let switches = recording.events.filter { $0.text.hasPrefix("MJRefreshConfig.default.languageCode") }
        #expect(
            switches.map(\.text)
                == ["zh-Hans", "ko", "ru", "uk", "zh-Hant", "en"].map {
                    "MJRefreshConfig.default.languageCode = \"\($0)\""
                })
        // Every language but the restored one shows while the header is entirely below the bar (offset at or
        // past −(91 + 54)), pulled or refreshing, not as a ghost behind the translucent bar.
        for event in switches.dropLast() {
            #expect(event.contentOffset[1] <= -145 + 0.5, "\(event.text)")
        }
        #expect(Self.finalStatus(recording) == "header idle 0% · footer idle 0% · inset top 0 bottom 44 · offset y -91")
        #expect(MJRefreshConfig.default.languageCode == nil, "the tour restores the language it found")
    }

    @Test func languageScenarioSkipsTheLanguageItStartsIn() {
        let recording = Self.play(.language, language: "ko")
        let codes = recording.events.filter { $0.text.hasPrefix("MJRefreshConfig.default.languageCode") }
            .map(\.text)
        #expect(codes.first == "MJRefreshConfig.default.languageCode = \"zh-Hans\"")
        #expect(!codes.dropLast().contains { $0.hasSuffix("\"ko\"") })
        #expect(codes.last == "MJRefreshConfig.default.languageCode = \"ko\"")
    }

    @Test func beginRefreshingBeforeOnScreenWaitsThenRefreshesOnce() {
        let recording = Self.play(.beginBeforeWindow)
        Self.assertActivity(
            recording, of: .beginBeforeWindow,
            Self.cycle(
                "header", enter: ["idle → willRefresh", "willRefresh → refreshing"], end: "refreshing → idle"))
        let waiting = recording.events.first { $0.text == "idle → willRefresh" }
        let pushed = recording.events.first { $0.text.hasPrefix("pushes") }
        let refreshing = recording.events.first { $0.text == "willRefresh → refreshing" }
        #expect(waiting != nil)
        #expect(waiting?.time ?? .infinity < pushed?.time ?? 0, "it waits while off screen")
        #expect(
            refreshing?.time ?? .infinity <= (pushed?.time ?? 0) + 2 * Director.simulationStep,
            "it starts at the first layout in the window")
        #expect(abs((refreshing?.contentOffset[1] ?? 0) - (-145)) <= 0.5)
        #expect(Self.finalStatus(recording) == "header idle 0% · inset top 0 bottom 0 · offset y -91")
    }

    @Test func resultsShowTheFailureThenTheSuccessBeforeEachCollapse() {
        let pictures = PictureLibrary()
        let recording = Tour.play([.results], framesPerSecond: 10, languageCode: "en", pictures: pictures)[0]
            .recording
        Self.assertActivity(recording, of: .results, Self.pullRefresh("header") + Self.pullRefresh("header"))
        let ends = recording.events.filter { $0.kind == .app && $0.text.contains("endRefreshing(with:") }
        let collapses = recording.events.filter { $0.text == "refreshing → idle" }
        #expect(ends.count == 2)
        #expect(collapses.count == 2)
        for (end, collapse) in zip(ends, collapses) {
            #expect(
                abs(collapse.time - end.time - 0.8) <= 2 * Director.simulationStep,
                "each result stays for resultDisplayDuration")
        }
        @MainActor func picture(at time: TimeInterval) -> String {
            pictures.store.svg(recording.frames[Int((time * 10).rounded())])
        }
        #expect(picture(at: ends[0].time + 0.4).contains("Refresh failed: No connection"))
        #expect(picture(at: ends[0].time + 0.4).contains("✗"))
        #expect(picture(at: ends[1].time + 0.4).contains("Refresh succeeded"))
        #expect(picture(at: ends[1].time + 0.4).contains("✓"))
        #expect(Self.finalStatus(recording) == "header idle 0% · inset top 0 bottom 0 · offset y -91")
    }

    @Test func hapticsGiveOneImpactPerForwardCrossingByTheFingerOnly() {
        let recording = Self.play(.haptics)
        let crossing = ["idle → pulling", "haptics: impact medium"]
        Self.assertActivity(
            recording, of: .haptics,
            [
                "header: " + crossing[0], crossing[1],
                "header: pulling → idle", "header: " + crossing[0],
                crossing[1],
            ]
                + Self.cycle("header", enter: ["pulling → refreshing"], end: "refreshing → idle"))
        let flick = recording.events.last { $0.kind == .finger }
        #expect(flick?.text.hasPrefix("lifts, flicking") == true)
        let frameOfFlick = flick?.frame ?? recording.statuses.count
        let bounce =
            recording.statuses[frameOfFlick...].compactMap { status in
                status.components(separatedBy: "offset y ").last.flatMap { Double($0) }
            }.min() ?? 0
        #expect(bounce < -145, "the fling's bounce passed the threshold, and gave no impact")
    }

    @Test func oneFramePerIntervalAndEventsPointAtTheFrameShowingThem() {
        var timelines: [[String]] = []
        for framesPerSecond in [30, 60] {
            let recording = Self.play(.header, framesPerSecond: framesPerSecond)
            timelines.append(
                recording.events.map {
                    "\($0.time) \($0.summary) \($0.contentInset) \($0.contentOffset)"
                })
            // The script: 0.4 + 0.4 + 0.2 + 0.8 + 0.6 + 0.3 + 2.6 s; a frame at 0 and every 1/fps after.
            #expect(abs(recording.duration - 5.3) <= 1e-6)
            #expect(recording.frames.count == Int(5.3 * Double(framesPerSecond) + 1e-6) + 1, "\(framesPerSecond) fps")
            #expect(recording.statuses.count == recording.frames.count)
            var previous: TimelineEvent?
            for event in recording.events {
                #expect(event.frame <= recording.frames.count - 1)
                // The frame showing the event is taken at or after it, less than one interval later.
                let frameTime = Double(event.frame) / Double(framesPerSecond)
                #expect(frameTime >= event.time - 1e-3)
                #expect(frameTime < event.time + 1 / Double(framesPerSecond) + 1e-3)
                if let previous {
                    #expect(event.time >= previous.time)
                    #expect(event.frame >= previous.frame)
                }
                previous = event
            }
        }
        #expect(timelines[0] == timelines[1], "the recording rate does not change what happens")
    }

    @Test func aPlayedScenarioLeavesNothingBehind() {
        weak var window: UIWindow?
        do {
            let director = Director(
                scenario: .header, framesPerSecond: 10, pictures: PictureLibrary(),
                onFrame: { _ in })
            Scenario.header.play(director)
            window = director.phone.window
            _ = director.finish()
        }
        UISimulation.reset()
        #expect(window == nil, "the phone and its screens are released when the scenario ends")
    }

    @Test func aDifferentRecordingIsReportedAsNotMatching() {
        var recording = Self.play(.header)
        #expect(
            ScenarioResult(recording: recording, expectedActivity: Scenario.header.expectedActivity)
                .matchesExpectation)
        recording.events.removeAll { $0.text == "refreshingBlock" }
        let result = ScenarioResult(recording: recording, expectedActivity: Scenario.header.expectedActivity)
        #expect(!result.matchesExpectation)
        let printed = TimelinePrinter.lines(for: result, position: 1, count: 1)
        #expect(printed.contains { $0.hasPrefix("✗ state changes and callbacks differ") })
        #expect(printed.contains { $0.hasPrefix("  expected: header: idle → pulling;") })
    }
}
