import MJRefresh

/// A played scenario: its recording and how it compares with the documented behaviour.
struct ScenarioResult {
    let recording: ScenarioRecording
    let expectedActivity: [String]

    /// Whether the recorded state changes and callbacks are exactly the expected ones, in order.
    var matchesExpectation: Bool { recording.componentActivity == expectedActivity }
}

/// The scenarios `mjrefresh-demo` plays, in order, and how to play them.
@MainActor
enum Tour {
    static var scenarios: [Scenario] {
        [
            .header, .gifHeader, .autoFooter, .backFooter, .trailer, .language, .beginBeforeWindow, .results, .haptics,
            .accessibility, .rightToLeft, .rightToLeftTrailer, .darkMode, .largeTitle, .tabBar, .stickySections,
            .paging, .failedLoad, .olderItems, .leader, .secondFloor, .customContent, .prefetch,
        ]
    }

    static var names: [String] { scenarios.map(\.name) }

    /// The scenarios `names` asks for, in tour order; all of them when `names` is empty.
    static func scenarios(named names: [String]) -> [Scenario] {
        names.isEmpty ? scenarios : scenarios.filter { names.contains($0.name) }
    }

    /// Plays `scenarios`, each from a fresh simulation in `languageCode`, recording at `framesPerSecond` into
    /// `pictures`. `onFrame` is called after every recorded frame, `onScenarioEnd` after each scenario.
    static func play(
        _ scenarios: [Scenario], framesPerSecond: Int, languageCode: String?, pictures: PictureLibrary,
        onFrame: @escaping (Director) -> Void = { _ in },
        onScenarioEnd: (ScenarioResult) -> Void = { _ in }
    ) -> [ScenarioResult] {
        let headerStore = MJRefreshHeader.lastUpdatedTimeStore
        defer { MJRefreshHeader.lastUpdatedTimeStore = headerStore }
        let startLanguage = MJRefreshConfig.default.languageCode
        defer { MJRefreshConfig.default.languageCode = startLanguage }
        return scenarios.map { scenario in
            // After the director's reset, which puts MJRefresh's configuration back to its launch defaults.
            let director = Director(
                scenario: scenario, framesPerSecond: framesPerSecond, pictures: pictures,
                onFrame: onFrame)
            let config = MJRefreshConfig.default
            if config.languageCode != languageCode { config.languageCode = languageCode }
            MJRefreshHeader.lastUpdatedTimeStore = PhoneClockLastUpdatedStore()
            scenario.play(director)
            let result = ScenarioResult(recording: director.finish(), expectedActivity: scenario.expectedActivity)
            UISimulation.reset()
            onScenarioEnd(result)
            return result
        }
    }
}
