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
            // A third pull loads nothing, and the list comes back to the top.
            XCTAssertEqual(recording.events.filter { $0.text.hasPrefix("lifts") }.count, 3)
            XCTAssertEqual(Self.finalStatus(recording), "footer noMoreData 0% · inset t 0 b 0 · offset y -91")
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
                .map(\.text)
            XCTAssertEqual(
                switches,
                ["zh-Hans", "ko", "ru", "uk", "zh-Hant", "en"].map {
                    "MJRefreshConfig.default.languageCode = \"\($0)\""
                })
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
