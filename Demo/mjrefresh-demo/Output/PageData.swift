/// What the page embeds, as JSON: the tour's pictures and, per scenario, its frames, statuses and timeline.
///
/// Pictures are stored as `PictureStore` keeps them (shared lines, runs of line numbers, images apart); the
/// page's script rebuilds each SVG as `PictureStore.svg(_:)` does, when it is first shown.
struct PageData: Codable, Equatable {
    struct Scenario: Codable, Equatable {
        let name: String
        let title: String
        let summary: String
        let framesPerSecond: Int
        let axis: ScenarioRecording.Axis
        /// Per frame, the number of its picture in `pictures`.
        let frames: [Int]
        /// Per frame, the states, inset and offset in words.
        let statuses: [String]
        let events: [TimelineEvent]
        let expectedActivity: [String]
        /// Whether the recorded state changes and callbacks are the documented ones.
        let matchesExpectation: Bool
    }

    let title: String
    /// Every picture of every scenario.
    let pictures: PictureStore
    let scenarios: [Scenario]
}
