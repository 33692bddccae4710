// iOS 17's SDK declares `UIAccessibility.Notification.announcement` as a mutable C global, which Swift 6 refuses
// to read without this.
@preconcurrency import UIKit

#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// What a VoiceOver user perceives of a component: it is one element reading its current title, and it announces
// when a refresh starts, when it ends and when there is no more data.
//
// Announcements are posted whether VoiceOver runs or not: UIKit drops them when nothing listens, and checking
// `UIAccessibility.isVoiceOverRunning` first would only add a state that can disagree with VoiceOver's (it can
// be turned on in the middle of a refresh).

/// A component's accessibility bookkeeping, kept on the component, with the observations of the settings that
/// change what it shows and says: the user's text size and `MJRefreshConfig`'s language. One stored property of the
/// component for all of them: each stored property takes room in the metadata of every component class.
struct MJRefreshAccessibility {
    /// The action this component added to its scroll view's custom actions, to take out exactly that one.
    var customAction: UIAccessibilityCustomAction?
    /// Lays the component out again when the user changes the text size.
    var contentSizeObservation: NotificationObservation?
    /// Re-lays out the component's texts, shown and read, when `MJRefreshConfig` changes language; for the
    /// component's whole life.
    var languageObservation: NotificationObservation?
    /// The height the component had before it grew to fit large text, and the height it grew to (see
    /// `fitHeightToText()`).
    var heightWithoutTextFit: CGFloat?
    var fittedHeight: CGFloat?
}

extension MJRefreshComponent {
    /// Called after every state change: updates what VoiceOver reads and announces what the user must hear.
    func accessibilityStateDidChange(from oldState: MJRefreshState) {
        updateAccessibilityElement()
        guard !isHidden, let text = announcement(from: oldState) else { return }
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Called at every layout, before the component places its parts: a text change (a custom title, the time
    /// of the last update) lays the component out, so what VoiceOver reads and the height large text needs are
    /// brought up to date here.
    func accessibilityWillLayOut() {
        fitHeightToText()
        updateAccessibilityElement()
    }

    /// Makes the component one element reading its state title (and, for a header, the last update as its
    /// value); a component without a title exposes nothing. Hidden components and components faded out by
    /// `isAutomaticallyChangeAlpha` are skipped by VoiceOver as any hidden or transparent view is.
    func updateAccessibilityElement() {
        let views = stateViews
        let title = views.titleText
        isAccessibilityElement = title != nil
        accessibilityLabel = title
        if let detail = views.detail { accessibilityValue = detail.isHidden ? nil : detail.text }
        accessibility.customAction?.name = customActionName ?? ""
    }

    /// What to announce for the change from `oldState`: the loading title when a refresh starts, the
    /// "no more data" title when the list ends, a short end text when a refresh ends. Nothing while the user is
    /// merely pulling, nothing when a refresh waits for a window (`.willRefresh`): a refresh is announced once,
    /// when it starts.
    private func announcement(from oldState: MJRefreshState) -> String? {
        let localizer = MJRefreshConfig.default.localizer
        switch (oldState, state) {
        case (_, .refreshing):
            let fallback = localizer.string(for: purpose.refreshingAnnouncementKey)
            return purpose.announcesTitleAsRefreshStarts ? stateViews.titleText ?? fallback : fallback
        case (_, .noMoreData):
            return stateViews.titleText ?? localizer.string(for: .autoFooterNoMoreData)
        case (.refreshing, .idle):
            return endAnnouncementWhileWaiting ?? refreshEndAnnouncement
        default:
            return nil
        }
    }

    /// What ends a refresh for the ear: the result's title when it ended with one ("Refresh failed: Offline"),
    /// else "Loaded" for footers, "Refreshed" otherwise.
    private var refreshEndAnnouncement: String {
        resultEndAnnouncement ?? MJRefreshConfig.default.localizer.string(for: purpose.endAnnouncementKey)
    }
}
