import MJRefresh
import SimulationTesting
import XCTest

@testable import mjrefresh_demo

/// Each scenario of the tour plays to the end with MJRefresh's documented state changes and callbacks, leaves
/// the insets at the host's baseline, and records one frame per 1/fps of virtual time.
final class ScenarioTests: SimulationTestCase {
    /// Plays `scenario`; few pictures suffice where only the timeline and the last frame matter.
    @MainActor
    private static func play(_ scenario: Scenario, framesPerSecond: Int = 10, language: String? = "en")
        -> ScenarioRecording
    {
        let result = Tour.play(
            [scenario], framesPerSecond: framesPerSecond, languageCode: language,
            pictures: PictureLibrary())
        return result[0].recording
    }

    /// The recording's state changes and callbacks are `expected`, which is also what the scenario declares.
    @MainActor
    private static func assertActivity(
        _ recording: ScenarioRecording, of scenario: Scenario, _ expected: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(scenario.expectedActivity, expected, "declared expectation", file: file, line: line)
        XCTAssertEqual(recording.componentActivity, expected, file: file, line: line)
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

    func testHeaderShortPullBouncesBackThenFullPullRefreshesOnce() {
        onMain {
            let recording = Self.play(.header)
            Self.assertActivity(
                recording, of: .header,
                Self.cycle(
                    "header", enter: ["idle → pulling", "pulling → refreshing"], end: "refreshing → idle"))
            // The short pull (before 1.8 s) changes nothing; the full pull arms only after the 54 pt threshold.
            XCTAssertFalse(recording.events.contains { $0.kind == .state && $0.time < 1.8 })
            let refreshing = recording.events.first { $0.text == "pulling → refreshing" }
            // Refreshing: inset top = 0 + 54, offset = −(91 + 54).
            XCTAssertEqual(refreshing?.contentInset, [54, 0, 0, 0])
            XCTAssertEqual(refreshing?.contentOffset[1] ?? 0, -145, accuracy: 0.5)
            XCTAssertEqual(Self.finalStatus(recording), "header idle 0% · inset t 0 b 0 · offset y -91")
        }
    }

    func testGifHeaderRefreshesOnce() {
        onMain {
            let recording = Self.play(.gifHeader)
            Self.assertActivity(
                recording, of: .gifHeader,
                Self.cycle(
                    "header", enter: ["idle → pulling", "pulling → refreshing"], end: "refreshing → idle"))
            XCTAssertEqual(Self.finalStatus(recording), "header idle 0% · inset t 0 b 0 · offset y -91")
        }
    }

    func testAutoFooterLoadsThreePagesThenNoMoreData() {
        onMain {
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
            XCTAssertEqual(flicks.count, 4)
            XCTAssertEqual(Self.count("refreshingBlock", in: recording), 3)
            // The footer keeps its 44 pt in the bottom inset while attached; the list rests at its end:
            // 45 rows × 60 + 34 + 44 − 844 = 1934.
            // (An auto footer's pullingPercent means nothing; MJRefresh leaves it at 1 after a load.)
            XCTAssertTrue(Self.finalStatus(recording).hasPrefix("footer noMoreData "))
            XCTAssertTrue(Self.finalStatus(recording).hasSuffix(" · inset t 0 b 44 · offset y 1934"))
        }
    }

    func testBackFooterOnAShortListLoadsTwiceAndRestsAtTheTop() {
        onMain {
            let recording = Self.play(.backFooter)
            let enter = ["idle → pulling", "pulling → refreshing"]
            Self.assertActivity(
                recording, of: .backFooter,
                Self.cycle("footer", enter: enter, end: "refreshing → idle")
                    + Self.cycle("footer", enter: enter, end: "refreshing → noMoreData"))
            // While loading, the inset holds the footer and the empty gap below the short list:
            // 844 − 91 − 34 − 4 × 60 + 44 = 523.
            let firstLoad = recording.events.first { $0.text == "pulling → refreshing" }
            XCTAssertEqual(firstLoad?.contentInset[2] ?? 0, 523, accuracy: 0.5)
            // After each load the list comes back to the top.
            XCTAssertEqual(recording.events.filter { $0.text.hasPrefix("lifts") }.map(\.contentOffset[1]).count, 2)
            XCTAssertEqual(
                recording.events.last { $0.text == "endRefreshingCompletionBlock" }?.contentOffset[1] ?? 0,
                -91, accuracy: 0.5)
            // The scenario ends holding a third pull that loads nothing, with "No more data" in view: the list is
            // pulled up by more than the footer's 44 pt plus the 34 pt of the home indicator's safe area, over
            // which the footer waits at rest.
            let last = Self.finalStatus(recording)
            XCTAssertTrue(last.hasPrefix("footer noMoreData "), last)
            let offset = Double(last.components(separatedBy: "offset y ").last ?? "") ?? -.infinity
            XCTAssertGreaterThan(offset, -91 + 44 + 34, last)
        }
    }

    func testTrailerRefreshesFromAFingerOnlyAndRestoresTheRightInset() {
        onMain {
            let recording = Self.play(.trailer)
            Self.assertActivity(
                recording, of: .trailer,
                Self.cycle(
                    "trailer", enter: ["idle → pulling", "pulling → refreshing"], end: "refreshing → idle"))
            XCTAssertEqual(recording.axis, .horizontal)
            // The flick that ends at the last card (before 2.3 s) arms nothing.
            XCTAssertFalse(recording.events.contains { $0.kind == .state && $0.time < 2.3 })
            let refreshing = recording.events.first { $0.text == "pulling → refreshing" }
            XCTAssertEqual(refreshing?.contentInset, [0, 0, 0, 60])
            XCTAssertTrue(Self.finalStatus(recording).hasPrefix("trailer idle 0% · inset l 0 r 0 · offset x "))
        }
    }

    func testLanguageSwitchesWhileVisibleAndNeverStartTheFooter() {
        onMain {
            let recording = Self.play(.language, language: "en")
            Self.assertActivity(
                recording, of: .language,
                Self.cycle(
                    "header", enter: ["idle → pulling", "pulling → refreshing"], end: "refreshing → idle"))
            let switches = recording.events.filter { $0.text.hasPrefix("MJRefreshConfig.default.languageCode") }
            XCTAssertEqual(
                switches.map(\.text),
                ["zh-Hans", "ko", "ru", "uk", "zh-Hant", "en"].map {
                    "MJRefreshConfig.default.languageCode = \"\($0)\""
                })
            // Every language but the restored one shows while the header is entirely below the bar (offset at or
            // past −(91 + 54)), pulled or refreshing, not as a ghost behind the translucent bar.
            for event in switches.dropLast() {
                XCTAssertLessThanOrEqual(event.contentOffset[1], -145 + 0.5, event.text)
            }
            XCTAssertEqual(
                Self.finalStatus(recording),
                "header idle 0% · footer idle 0% · inset t 0 b 44 · offset y -91")
            XCTAssertEqual(MJRefreshConfig.default.languageCode, nil, "the tour restores the language it found")
        }
    }

    func testLanguageScenarioSkipsTheLanguageItStartsIn() {
        onMain {
            let recording = Self.play(.language, language: "ko")
            let codes = recording.events.filter { $0.text.hasPrefix("MJRefreshConfig.default.languageCode") }
                .map(\.text)
            XCTAssertEqual(codes.first, "MJRefreshConfig.default.languageCode = \"zh-Hans\"")
            XCTAssertFalse(codes.dropLast().contains { $0.hasSuffix("\"ko\"") })
            XCTAssertEqual(codes.last, "MJRefreshConfig.default.languageCode = \"ko\"")
        }
    }

    func testBeginRefreshingBeforeOnScreenWaitsThenRefreshesOnce() {
        onMain {
            let recording = Self.play(.beginBeforeWindow)
            Self.assertActivity(
                recording, of: .beginBeforeWindow,
                Self.cycle(
                    "header", enter: ["idle → willRefresh", "willRefresh → refreshing"], end: "refreshing → idle"))
            let waiting = recording.events.first { $0.text == "idle → willRefresh" }
            let pushed = recording.events.first { $0.text.hasPrefix("pushes") }
            let refreshing = recording.events.first { $0.text == "willRefresh → refreshing" }
            XCTAssertNotNil(waiting)
            XCTAssertLessThan(waiting?.time ?? .infinity, pushed?.time ?? 0, "it waits while off screen")
            XCTAssertLessThanOrEqual(
                refreshing?.time ?? .infinity, (pushed?.time ?? 0) + 2 * Director.simulationStep,
                "it starts at the first layout in the window")
            XCTAssertEqual(refreshing?.contentOffset[1] ?? 0, -145, accuracy: 0.5)
            XCTAssertEqual(Self.finalStatus(recording), "header idle 0% · inset t 0 b 0 · offset y -91")
        }
    }

    func testResultsShowTheFailureThenTheSuccessBeforeEachCollapse() {
        onMain {
            let pictures = PictureLibrary()
            let recording = Tour.play([.results], framesPerSecond: 10, languageCode: "en", pictures: pictures)[0]
                .recording
            let refresh = Self.cycle(
                "header", enter: ["idle → pulling", "pulling → refreshing"],
                end: "refreshing → idle")
            Self.assertActivity(recording, of: .results, refresh + refresh)
            let ends = recording.events.filter { $0.kind == .app && $0.text.contains("endRefreshing(with:") }
            let collapses = recording.events.filter { $0.text == "refreshing → idle" }
            XCTAssertEqual(ends.count, 2)
            XCTAssertEqual(collapses.count, 2)
            for (end, collapse) in zip(ends, collapses) {
                XCTAssertEqual(
                    collapse.time - end.time, 0.8, accuracy: 2 * Director.simulationStep,
                    "each result stays for resultDisplayDuration")
            }
            @MainActor func picture(at time: TimeInterval) -> String {
                pictures.store.svg(recording.frames[Int((time * 10).rounded())])
            }
            XCTAssertTrue(picture(at: ends[0].time + 0.4).contains("Refresh failed: No connection"))
            XCTAssertTrue(picture(at: ends[0].time + 0.4).contains("✗"))
            XCTAssertTrue(picture(at: ends[1].time + 0.4).contains("Refresh succeeded"))
            XCTAssertTrue(picture(at: ends[1].time + 0.4).contains("✓"))
            XCTAssertEqual(Self.finalStatus(recording), "header idle 0% · inset t 0 b 0 · offset y -91")
        }
    }

    func testHapticsGiveOneImpactPerForwardCrossingByTheFingerOnly() {
        onMain {
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
            XCTAssertEqual(flick?.text.hasPrefix("lifts, flicking"), true)
            let frameOfFlick = flick?.frame ?? recording.statuses.count
            let bounce =
                recording.statuses[frameOfFlick...].compactMap { status in
                    status.components(separatedBy: "offset y ").last.flatMap { Double($0) }
                }.min() ?? 0
            XCTAssertLessThan(bounce, -145, "the fling's bounce passed the threshold, and gave no impact")
        }
    }

    func testOneFramePerIntervalAndEventsPointAtTheFrameShowingThem() {
        onMain {
            var timelines: [[String]] = []
            for framesPerSecond in [30, 60] {
                let recording = Self.play(.header, framesPerSecond: framesPerSecond)
                timelines.append(
                    recording.events.map {
                        "\($0.time) \($0.summary) \($0.contentInset) \($0.contentOffset)"
                    })
                // The script: 0.4 + 0.4 + 0.2 + 0.8 + 0.6 + 0.3 + 2.6 s; a frame at 0 and every 1/fps after.
                XCTAssertEqual(recording.duration, 5.3, accuracy: 1e-6)
                XCTAssertEqual(
                    recording.frames.count, Int(5.3 * Double(framesPerSecond) + 1e-6) + 1,
                    "\(framesPerSecond) fps")
                XCTAssertEqual(recording.statuses.count, recording.frames.count)
                var previous: TimelineEvent?
                for event in recording.events {
                    XCTAssertLessThanOrEqual(event.frame, recording.frames.count - 1)
                    // The frame showing the event is taken at or after it, less than one interval later.
                    let frameTime = Double(event.frame) / Double(framesPerSecond)
                    XCTAssertGreaterThanOrEqual(frameTime, event.time - 1e-3)
                    XCTAssertLessThan(frameTime, event.time + 1 / Double(framesPerSecond) + 1e-3)
                    if let previous {
                        XCTAssertGreaterThanOrEqual(event.time, previous.time)
                        XCTAssertGreaterThanOrEqual(event.frame, previous.frame)
                    }
                    previous = event
                }
            }
            XCTAssertEqual(timelines[0], timelines[1], "the recording rate does not change what happens")
        }
    }

    func testAPlayedScenarioLeavesNothingBehind() {
        onMain {
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
            XCTAssertNil(window, "the phone and its screens are released when the scenario ends")
        }
    }

    func testADifferentRecordingIsReportedAsNotMatching() {
        onMain {
            var recording = Self.play(.header)
            XCTAssertTrue(
                ScenarioResult(recording: recording, expectedActivity: Scenario.header.expectedActivity)
                    .matchesExpectation)
            recording.events.removeAll { $0.text == "refreshingBlock" }
            let result = ScenarioResult(recording: recording, expectedActivity: Scenario.header.expectedActivity)
            XCTAssertFalse(result.matchesExpectation)
            let printed = TimelinePrinter.lines(for: result, position: 1, count: 1)
            XCTAssertTrue(printed.contains { $0.hasPrefix("✗ state changes and callbacks differ") })
            XCTAssertTrue(printed.contains { $0.hasPrefix("  expected: header: idle → pulling;") })
        }
    }
}
