#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// MJRefresh's constants as Swift sees them in MJRefresh (`MJRefreshConst.h`): global names, so code written
// against MJRefresh compiles unchanged, and the only public spelling of each. The values are the ones the engine
// and the components use (`MJRefreshConstants`). The types are those of the Objective-C declarations
// (`const CGFloat` for the sizes and the durations, `NSString *const` for the keys).

/// The gap between a state component's text and the arrow, spinner or images beside it: 25 pt.
public let MJRefreshLabelLeftInset: CGFloat = MJRefreshConstants.labelLeftInset
/// A header's height: 54 pt.
public let MJRefreshHeaderHeight: CGFloat = MJRefreshConstants.headerHeight
/// A footer's height, auto or back: 44 pt.
public let MJRefreshFooterHeight: CGFloat = MJRefreshConstants.footerHeight
/// A trailer's width: 60 pt.
public let MJRefreshTrailWidth: CGFloat = MJRefreshConstants.trailerWidth
/// The reveal animation when a refresh starts: 0.25 s.
public let MJRefreshFastAnimationDuration: CGFloat = CGFloat(MJRefreshConstants.fastAnimationDuration)
/// The collapse animation when a refresh ends: 0.4 s.
public let MJRefreshSlowAnimationDuration: CGFloat = CGFloat(MJRefreshConstants.slowAnimationDuration)

/// The key path the components observe for the scroll view's offset.
public let MJRefreshKeyPathContentOffset = "contentOffset"
/// The key path the components observe for the scroll view's content size.
public let MJRefreshKeyPathContentSize = "contentSize"
/// The key path the components observe for the scroll view's inset.
public let MJRefreshKeyPathContentInset = "contentInset"
/// The key path the components observe on the scroll view's pan gesture recognizer.
public let MJRefreshKeyPathPanState = "state"

/// The default `lastUpdatedTimeKey` of headers, under which `UserDefaults` keeps the last refresh's date.
public let MJRefreshHeaderLastUpdatedTimeKey = MJRefreshConstants.lastUpdatedTimeKey

// The text keys: each constant's value is its own name, the key of the built-in strings tables and of an
// app's own `Localizable.strings` overrides. Read the text with `Bundle.mj_localizedString(forKey:)`.

/// Header, idle: "Pull down to refresh".
public let MJRefreshHeaderIdleText = MJRefreshTextKey.headerIdle.rawValue
/// Header, armed: "Release to refresh".
public let MJRefreshHeaderPullingText = MJRefreshTextKey.headerPulling.rawValue
/// Header, refreshing: "Loading...".
public let MJRefreshHeaderRefreshingText = MJRefreshTextKey.headerRefreshing.rawValue
/// Trailer, idle.
public let MJRefreshTrailerIdleText = MJRefreshTextKey.trailerIdle.rawValue
/// Trailer, armed and refreshing.
public let MJRefreshTrailerPullingText = MJRefreshTextKey.trailerPulling.rawValue
/// Auto footer, idle: "Tap or pull up to load more".
public let MJRefreshAutoFooterIdleText = MJRefreshTextKey.autoFooterIdle.rawValue
/// Auto footer, loading: "Loading...".
public let MJRefreshAutoFooterRefreshingText = MJRefreshTextKey.autoFooterRefreshing.rawValue
/// Auto footer, no more data: "No more data".
public let MJRefreshAutoFooterNoMoreDataText = MJRefreshTextKey.autoFooterNoMoreData.rawValue
/// Back footer, idle: "Pull up to load more".
public let MJRefreshBackFooterIdleText = MJRefreshTextKey.backFooterIdle.rawValue
/// Back footer, armed: "Release to load more".
public let MJRefreshBackFooterPullingText = MJRefreshTextKey.backFooterPulling.rawValue
/// Back footer, loading: "Loading...".
public let MJRefreshBackFooterRefreshingText = MJRefreshTextKey.backFooterRefreshing.rawValue
/// Back footer, no more data: "No more data".
public let MJRefreshBackFooterNoMoreDataText = MJRefreshTextKey.backFooterNoMoreData.rawValue
/// The prefix of the last-updated line: "Last update: ".
public let MJRefreshHeaderLastTimeText = MJRefreshTextKey.headerLastTime.rawValue
/// The word for a date on the current day: "Today".
public let MJRefreshHeaderDateTodayText = MJRefreshTextKey.headerDateToday.rawValue
/// Shown when no refresh has been recorded: "No record".
public let MJRefreshHeaderNoneLastDateText = MJRefreshTextKey.headerNoneLastDate.rawValue

extension Notification.Name {
    /// Posted after `MJRefreshConfig.default` changed the language or the strings source. The name Swift gives
    /// MJRefresh's `MJRefreshDidChangeLanguageNotification`.
    public static let MJRefreshDidChangeLanguage = Notification.Name(MJRefreshConstants.languageDidChangeNotification)
}

/// MJRefresh's Objective-C name of the notification; Swift code spells it as below, in MJRefresh too.
@available(*, unavailable, renamed: "Notification.Name.MJRefreshDidChangeLanguage")
public let MJRefreshDidChangeLanguageNotification = MJRefreshConstants.languageDidChangeNotification
