import MJRefresh

/// One line of a scenario's timeline: what happened, when, and where the scroll view stood.
struct TimelineEvent: Codable, Equatable {
    /// What kind of thing happened.
    enum Kind: String, Codable {
        /// The simulated finger touched, moved, lifted or tapped.
        case finger
        /// The app did something (set up a screen, loaded data, ended a refresh, switched the language).
        case app
        /// A component changed state.
        case state
        /// A component called one of its callbacks.
        case callback
        /// `contentInset` changed.
        case inset
        /// The phone gave a haptic impact (`UIImpactFeedbackGenerator`).
        case haptic
        /// VoiceOver spoke an announcement (recorded while VoiceOver runs).
        case announcement
    }

    /// Virtual seconds since the scenario started.
    let time: Double
    /// The first recorded frame that shows the effect of the event.
    let frame: Int
    let kind: Kind
    /// Who acted: "finger", "app", or the watched component's name ("header", "footer", …).
    let actor: String
    let text: String
    /// The scroll view's `contentInset` after the event: top, left, bottom, right.
    let contentInset: [Double]
    /// The scroll view's `contentOffset` after the event: x, y.
    let contentOffset: [Double]

    /// The event as the checks compare it: "header: idle → pulling", "footer: refreshingBlock".
    var summary: String { "\(actor): \(text)" }
}

extension MJRefreshState {
    /// The state's name as MJRefresh's documentation spells it.
    var demoName: String {
        switch self {
        case .idle: "idle"
        case .pulling: "pulling"
        case .refreshing: "refreshing"
        case .willRefresh: "willRefresh"
        case .noMoreData: "noMoreData"
        }
    }
}
