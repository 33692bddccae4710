/// The state of a refresh component (header, footer or trailer).
///
/// The raw values match MJRefresh's `MJRefreshState` (1…5) so that code ported from
/// Objective-C, persisted values and logs keep their meaning.
public enum MJRefreshState: Int, Sendable, CaseIterable {
    /// Nothing is happening; the component waits for a pull or a programmatic begin.
    case idle = 1
    /// The user dragged past the threshold; lifting the finger now starts a refresh.
    case pulling = 2
    /// The refresh action is running and the component is shown at its refreshing position.
    case refreshing = 3
    /// A refresh was requested while the component was not on screen; it starts once it is.
    case willRefresh = 4
    /// Footers only: all data is loaded, so automatic and pull triggers are disabled.
    case noMoreData = 5

    /// Whether the component counts as refreshing (`refreshing` or `willRefresh`), as
    /// MJRefresh's `isRefreshing` does, so that a pending refresh is not started twice.
    public var isRefreshing: Bool {
        self == .refreshing || self == .willRefresh
    }
}
