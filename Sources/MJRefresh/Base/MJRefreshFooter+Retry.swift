#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// A failed load waits for the user. A footer whose load ends with `endRefreshing(with: .failure…)` goes back to
// `.idle` with `isWaitingForRetry` set: the state footers show "Loading failed. Tap to retry", and the footer loads
// again only when the user asks:
// - a tap on it (the back footers too, which otherwise load only from a pull);
// - a new pull: the back footer's pull and release as always; for the auto footer, a release with the content
//   pulled its height past its end (`MJRefreshAutoFooterTrigger.releaseRetries`). Scrolling to the end, a fling
//   into it or a release with the end merely in view load nothing, so an offline app does not send a request at
//   every nudge of the list;
// - a call (`beginRefreshing()`, `isRefreshing = true`) or VoiceOver's "Load more" action.
// VoiceOver hears the retry title as the failed load ends, and reads it as the footer's label.

extension MJRefreshFooter {
    /// Keeps `isWaitingForRetry` in step with the state change the footer is making: set when a load ends with a
    /// failure, cleared when a load starts or the list has no more data. A pull armed and let go keeps it.
    func followRetryWait(from oldState: MJRefreshState) {
        switch state {
        case .idle where oldState == .refreshing: isWaitingForRetry = refreshIsEndingWithFailure
        case .refreshing, .willRefresh, .noMoreData: isWaitingForRetry = false
        case .idle, .pulling: break
        }
    }

    /// The title `titles` gives for the current state, or its retry title while the footer waits for a retry.
    func showTitle(of titles: MJRefreshTitles, in label: UILabel) {
        if isWaitingForRetry && state == .idle {
            label.text = titles.retryTitle
        } else {
            showTitle(of: titles, for: state, in: label)
        }
    }
}

extension MJRefreshTitles {
    /// The title shown while a footer waits for a retry: the app's own, else the localized default.
    @MainActor
    var retryTitle: String {
        customRetryTitle ?? MJRefreshConfig.default.localizer.string(for: .footerFailed)
    }
}
