import Foundation

/// How a refresh ended, for `endRefreshing(with:)`: the component shows the result's title for a moment before
/// it collapses, so the user sees whether the refresh worked instead of a spinner that merely vanishes. A footer
/// words it as loading more ("Loading failed: …"), a header or trailer as refreshing ("Refresh failed: …").
public enum MJRefreshResult: Sendable, Equatable {
    /// The refresh got its data: "Refresh succeeded" (a footer: "Loading succeeded").
    case success
    /// The refresh failed: "Refresh failed", or "Refresh failed: <message>" with a non-empty `message` (a footer:
    /// "Loading failed", "Loading failed: <message>").
    case failure(message: String? = nil)
    /// There is nothing more to load: "No more data". A footer ends in `.noMoreData` after the moment; a header
    /// or trailer ends as usual.
    case noMoreData
    /// The refresh ended and there is nothing to say: no moment, no title; the component ends at once, as
    /// `endRefreshing()` does. For a `refreshingResultTask` whose success needs no message.
    case quiet

    /// The title the component shows during the result's moment, in `localizer`'s language, worded for a load of
    /// more data when `loadsMore` (a footer). Empty for `.quiet`, which shows no moment.
    @_spi(Engine) public func title(localizer: MJRefreshLocalizer, loadsMore: Bool = false) -> String {
        switch self {
        case .success:
            return localizer.string(for: loadsMore ? .footerResultSuccess : .resultSuccess)
        case .failure(let message?) where !message.isEmpty:
            let format = localizer.string(for: loadsMore ? .footerResultFailureWithMessage : .resultFailureWithMessage)
            return format.replacingOccurrences(of: "%@", with: message)
        case .failure:
            return localizer.string(for: loadsMore ? .footerResultFailure : .resultFailure)
        case .noMoreData:
            return localizer.string(for: .autoFooterNoMoreData)
        case .quiet:
            return ""
        }
    }
}
