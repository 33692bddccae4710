/// Everything one scenario left behind: its pictures, a status line per picture, and its timeline.
struct ScenarioRecording {
    /// The direction the followed scroll view scrolls; it decides which insets and offset the timeline shows.
    enum Axis: String, Codable {
        case vertical
        case horizontal
    }

    let name: String
    let title: String
    let summary: String
    let framesPerSecond: Int
    var axis = Axis.vertical
    /// Picture numbers in the tour's `PictureStore`, one per frame, frame i at i / framesPerSecond seconds.
    var frames: [Int] = []
    /// Per frame: the components' states and pull percentages, the inset and the offset.
    var statuses: [String] = []
    var events: [TimelineEvent] = []
    /// Virtual seconds from the start to the end of the script; the last frame is taken at or before it.
    var duration: Double = 0

    /// The state changes, callbacks and haptic impacts, in order, as "header: idle → pulling", "header: refreshingBlock".
    var componentActivity: [String] {
        events.filter { $0.kind == .state || $0.kind == .callback || $0.kind == .haptic }.map(\.summary)
    }
}
