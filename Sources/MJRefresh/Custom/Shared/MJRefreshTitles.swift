#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The titles a state component shows: the app's own, set with `setTitle(_:for:)`, else the localised default
/// of the state. Custom titles survive language changes; defaults follow `MJRefreshConfig.default`.
///
/// A class, held by its component: the component's methods change it in place, with no copy of the titles.
/// The titles are kept in slots by state (`MJRefreshState` has five cases), not in dictionaries, which would each
/// bring their own copy of the hashing code.
@MainActor
final class MJRefreshTitles {
    /// Each state's localised default and the app's own title.
    private var slots: [(defaultKey: MJRefreshTextKey?, custom: String?)]
    /// A footer's own title for its wait for a retry (`setRetryTitle(_:)`), `nil` for the localized default.
    var customRetryTitle: String?

    /// The localised default title of each state; a state without one (`nil`) shows no title of its own.
    init(
        idle: MJRefreshTextKey? = nil, pulling: MJRefreshTextKey? = nil, refreshing: MJRefreshTextKey? = nil,
        noMoreData: MJRefreshTextKey? = nil
    ) {
        // In slot order (raw values 1 to 5): idle, pulling, refreshing, willRefresh (no default), noMoreData.
        slots = [(idle, nil), (pulling, nil), (refreshing, nil), (nil, nil), (noMoreData, nil)]
    }

    func setCustomTitle(_ title: String, for state: MJRefreshState) {
        slots[state.slot].custom = title
    }

    /// The title for `state`, or `nil` for a state without one.
    func title(for state: MJRefreshState) -> String? {
        let slot = slots[state.slot]
        return slot.custom ?? slot.defaultKey.map { MJRefreshConfig.default.localizer.string(for: $0) }
    }
}
