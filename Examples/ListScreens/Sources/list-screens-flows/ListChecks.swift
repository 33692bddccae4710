import ExampleFlows
import MJRefresh

/// The checks the list screens' flows make on every list: a pull refreshes it, the refresh ends, scrolling to the
/// end loads the next page.
extension FlowRunner {
    /// A pull down on `list` far enough to refresh, released still: its header refreshes and, when `request` is
    /// given, `loader` has that request alone.
    func checkPullRefreshes(_ list: UIScrollView, loader: ManualFeedLoader, request: String? = nil, _ what: String) {
        swipe(list, by: CGPoint(x: 0, y: 250))
        check(list.mj_header?.state == .refreshing && request.map { loader.requests == [$0] } ?? true, what)
    }

    /// The refresh ended: the header is idle and gave the list's inset back.
    func checkRefreshEnded(_ list: UIScrollView, _ what: String = "the refresh ends") {
        check(list.mj_header?.state == .idle && list.contentInset.top == 0, what)
    }

    /// The user scrolling to the end of `list`: quick flicks up, one after the other (at most `flicks`), until the
    /// list asks `loader` for a page; that page is `request`, asked once.
    func checkScrollingToEndLoads(
        _ list: UIScrollView, loader: ManualFeedLoader, request: String, flicks: Int = 30, _ what: String
    ) {
        var gestures = 0
        while loader.requests.isEmpty, gestures < flicks {
            swipe(list, by: CGPoint(x: 0, y: -500), duration: 0.3, velocity: CGPoint(x: 0, y: -600))
            gestures += 1
        }
        check(loader.requests == [request], what)
    }
}
