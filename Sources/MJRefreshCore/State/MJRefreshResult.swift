import Foundation

/// How a refresh ended, for `endRefreshing(with:)`: the component shows the result's title for a moment before
/// it collapses, so the user sees whether the refresh worked instead of a spinner that merely vanishes.
public enum MJRefreshResult: Sendable, Equatable {
    /// The refresh got its data: "Refresh succeeded".
    case success
    /// The refresh failed: "Refresh failed", or "Refresh failed: <message>" with a non-empty `message`.
    case failure(message: String? = nil)
    /// There is nothing more to load: "No more data". A footer ends in `.noMoreData` after the moment; a header
    /// or trailer ends as usual.
    case noMoreData

    /// The title the component shows during the result's moment, in `localizer`'s language.
    @_spi(Engine) public func title(localizer: MJRefreshLocalizer) -> String {
        switch self {
        case .success:
            return localizer.string(for: .resultSuccess)
        case .failure(let message?) where !message.isEmpty:
            return localizer.string(for: .resultFailureWithMessage).replacingOccurrences(of: "%@", with: message)
        case .failure:
            return localizer.string(for: .resultFailure)
        case .noMoreData:
            return localizer.string(for: .autoFooterNoMoreData)
        }
    }
}
