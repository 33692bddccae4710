#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The titles a state component shows: the app's own, set with `setTitle(_:for:)`, else the localised default
/// of the state. Custom titles survive language changes; defaults follow `MJRefreshConfig.default`.
struct MJRefreshTitles {
    private let defaultKeys: [MJRefreshState: MJRefreshTextKey]
    private var customTitles: [MJRefreshState: String] = [:]
    /// A footer's own title for its wait for a retry (`setRetryTitle(_:)`), `nil` for the localized default.
    var customRetryTitle: String?

    init(defaults: [MJRefreshState: MJRefreshTextKey]) {
        defaultKeys = defaults
    }

    mutating func setCustomTitle(_ title: String, for state: MJRefreshState) {
        customTitles[state] = title
    }

    /// The title for `state`, or `nil` for a state without one.
    @MainActor
    func title(for state: MJRefreshState) -> String? {
        if let custom = customTitles[state] { return custom }
        return defaultKeys[state].map { MJRefreshConfig.default.localizer.string(for: $0) }
    }
}
