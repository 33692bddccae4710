import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// MJRefresh's numeric and string constants, in one place so that the engine and the components size and animate
/// exactly like the original. The engine's: apps spell the ones MJRefresh declares with MJRefresh's global names
/// (`MJRefreshHeaderHeight`, `MJRefreshFastAnimationDuration`, …), which the components module defines from these.
@_spi(Engine) public enum MJRefreshConstants {
    /// Default header height in points (`MJRefreshHeaderHeight`).
    public static let headerHeight: CGFloat = 54
    /// Default footer height in points, auto and back (`MJRefreshFooterHeight`).
    public static let footerHeight: CGFloat = 44
    /// Default trailer width in points (`MJRefreshTrailWidth`).
    public static let trailerWidth: CGFloat = 60
    /// Duration of the inset animation when a refresh begins, in seconds.
    public static let fastAnimationDuration: TimeInterval = 0.25
    /// Duration of the inset animation when a refresh ends, in seconds.
    public static let slowAnimationDuration: TimeInterval = 0.4
    /// How long `endRefreshing(with:)` shows its result before collapsing, in seconds.
    public static let resultDisplayDuration: TimeInterval = 0.8
    /// Gap between the text and the arrow/spinner in state components (`MJRefreshLabelLeftInset`).
    public static let labelLeftInset: CGFloat = 25
    /// The same gap in the gif components, which MJRefresh sets to 20.
    public static let gifLabelLeftInset: CGFloat = 20
    /// Distance of the trailer arrow from the trailer's leading edge.
    public static let trailerArrowMargin: CGFloat = 5
    /// Default duration of one gif frame when no duration is given (`count × 0.1` s).
    public static let gifFrameDuration: TimeInterval = 0.1
    /// Point size of the bold system font used by state labels.
    public static let labelFontSize: CGFloat = 14
    /// Grey level (0…255) of the label text colour, RGB(90, 90, 90).
    public static let labelTextGrey: Int = 90
    /// Default key under which the header stores its last-updated date.
    public static let lastUpdatedTimeKey = "MJRefreshHeaderLastUpdatedTimeKey"
    /// Name of the notification posted when the refresh language changes.
    public static let languageDidChangeNotification = "MJRefreshDidChangeLanguageNotification"
    /// Smallest inset change (points) worth writing to the scroll view; smaller changes
    /// are skipped so repeated observations cannot loop (MJRefresh #1581).
    public static let insetWriteTolerance: CGFloat = 0.5
    /// Default `triggerAutomaticallyRefreshPercent` of the auto footer (fully visible).
    public static let autoFooterTriggerPercent: CGFloat = 1
    /// Default `autoTriggerTimes` of the auto footer: one drag-triggered load per drag.
    public static let autoTriggerTimes: Int = 1
}
