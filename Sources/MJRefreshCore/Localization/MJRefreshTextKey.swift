/// The localisation keys of MJRefresh, one per text its components show. Each raw value equals
/// MJRefresh's constant name, so apps' existing `Localizable.strings` overrides keep working.
public enum MJRefreshTextKey: String, Sendable, CaseIterable {
    /// Header, idle: "Pull down to refresh".
    case headerIdle = "MJRefreshHeaderIdleText"
    /// Header, pulling: "Release to refresh".
    case headerPulling = "MJRefreshHeaderPullingText"
    /// Header, refreshing: "Loading...".
    case headerRefreshing = "MJRefreshHeaderRefreshingText"
    /// Auto footer, idle: "Tap or pull up to load more".
    case autoFooterIdle = "MJRefreshAutoFooterIdleText"
    /// Auto footer, refreshing: "Loading...".
    case autoFooterRefreshing = "MJRefreshAutoFooterRefreshingText"
    /// Auto footer, no more data: "No more data".
    case autoFooterNoMoreData = "MJRefreshAutoFooterNoMoreDataText"
    /// Back footer, idle: "Pull up to load more".
    case backFooterIdle = "MJRefreshBackFooterIdleText"
    /// Back footer, pulling: "Release to load more".
    case backFooterPulling = "MJRefreshBackFooterPullingText"
    /// Back footer, refreshing: "Loading...".
    case backFooterRefreshing = "MJRefreshBackFooterRefreshingText"
    /// Back footer, no more data: "No more data".
    case backFooterNoMoreData = "MJRefreshBackFooterNoMoreDataText"
    /// Prefix of the last-updated line: "Last update: " (with trailing space).
    case headerLastTime = "MJRefreshHeaderLastTimeText"
    /// The word inserted for a date on the current day: "Today".
    case headerDateToday = "MJRefreshHeaderDateTodayText"
    /// Shown after the prefix when there is no stored date: "No record".
    case headerNoneLastDate = "MJRefreshHeaderNoneLastDateText"
    /// Trailer, idle. MJRefresh ships it only in Chinese; this package has it in every language.
    case trailerIdle = "MJRefreshTrailerIdleText"
    /// Trailer, pulling and refreshing (MJRefresh uses the same text for both).
    case trailerPulling = "MJRefreshTrailerPullingText"
    /// VoiceOver's custom action on the scroll view that starts the header's refresh: "Refresh".
    case accessibilityRefreshAction = "MJRefreshAccessibilityRefreshActionText"
    /// VoiceOver's custom action on the scroll view that starts the footer's load: "Load more".
    case accessibilityLoadMoreAction = "MJRefreshAccessibilityLoadMoreActionText"
    /// Announced when a header or trailer refresh ends: "Refreshed".
    case accessibilityRefreshed = "MJRefreshAccessibilityRefreshedText"
    /// Announced when a footer load ends with more to come: "Loaded".
    case accessibilityLoaded = "MJRefreshAccessibilityLoadedText"
    /// Shown for a moment when a refresh ends with `.success`: "Refresh succeeded".
    case resultSuccess = "MJRefreshResultSuccessText"
    /// Shown for a moment when a refresh ends with `.failure` and no message: "Refresh failed".
    case resultFailure = "MJRefreshResultFailureText"
    /// Shown for a moment when a refresh ends with `.failure(message:)`; `%@` stands for the message:
    /// "Refresh failed: %@".
    case resultFailureWithMessage = "MJRefreshResultFailureWithMessageText"
    /// Shown for a moment when a footer's load ends with `.success`: "Loading succeeded".
    case footerResultSuccess = "MJRefreshFooterResultSuccessText"
    /// Shown for a moment when a footer's load ends with `.failure` and no message: "Loading failed".
    case footerResultFailure = "MJRefreshFooterResultFailureText"
    /// Shown for a moment when a footer's load ends with `.failure(message:)`; `%@` stands for the message:
    /// "Loading failed: %@".
    case footerResultFailureWithMessage = "MJRefreshFooterResultFailureWithMessageText"
    /// The title of a footer whose last load ended with `.failure`: it waits for a tap, a pull or a call before it
    /// loads again: "Loading failed. Tap to retry".
    case footerFailed = "MJRefreshFooterFailedText"
    /// Leader (the start of a horizontal list), idle: "Pull to refresh". Pulling and refreshing use the header's
    /// "Release to refresh" and "Loading...".
    case leaderIdle = "MJRefreshLeaderIdleText"
    /// Two-level header, pulled past the second floor's threshold: "Release to open".
    case secondFloorPulling = "MJRefreshSecondFloorPullingText"
    /// VoiceOver's custom action that opens a two-level header's page: "Open second floor".
    case accessibilityOpenSecondFloorAction = "MJRefreshAccessibilityOpenSecondFloorActionText"
    /// VoiceOver's custom action that closes a two-level header's page: "Close second floor".
    case accessibilityCloseSecondFloorAction = "MJRefreshAccessibilityCloseSecondFloorActionText"
}
