#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// What a component does for the user, as the parts that speak to the user ask it: a header refreshes, a footer
/// loads more, a trailer shows more. Each family of the class tree gives its value (`MJRefreshHeader`,
/// `MJRefreshFooter`, `MJRefreshTrailer`); a component built on `MJRefreshComponent` directly is `.custom`. The
/// geometry is the engine's role (`MJRefreshRole`), which only the concrete header, footers and trailer have.
enum MJRefreshPurpose {
    case refresh
    case loadMore
    case seeMore
    /// The leader's refresh at the start of a horizontal list: a refresh, shown sideways like the trailer.
    case leadingRefresh
    case custom

    /// The text key of the custom action VoiceOver users get on the list, `nil` for none: a horizontal "see more"
    /// and a custom component add none.
    var customActionKey: MJRefreshTextKey? {
        switch self {
        case .refresh, .leadingRefresh: return .accessibilityRefreshAction
        case .loadMore: return .accessibilityLoadMoreAction
        case .seeMore, .custom: return nil
        }
    }

    /// What VoiceOver hears as a refresh starts when the component shows no title.
    var refreshingAnnouncementKey: MJRefreshTextKey {
        self == .loadMore ? .autoFooterRefreshing : .headerRefreshing
    }

    /// Whether the start of a refresh is announced with the component's own title: the trailer's and the leader's
    /// columns of glyphs read badly, so they announce the plain text.
    var announcesTitleAsRefreshStarts: Bool { self != .seeMore && self != .leadingRefresh }

    /// What VoiceOver hears when a refresh ends without a result.
    var endAnnouncementKey: MJRefreshTextKey {
        self == .loadMore ? .accessibilityLoaded : .accessibilityRefreshed
    }

    /// Whether the component grows with large text: a trailer or a leader is as tall as its scroll view already.
    var growsWithText: Bool { self != .seeMore && self != .leadingRefresh }
}
