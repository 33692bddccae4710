import ExampleFlows
import MJRefresh

/// The user scrolling to the end of a list: quick flicks up, one after the other (at most `flicks`), until the list
/// asks `loader` for a page.
@MainActor
func scrollToEnd(_ list: UIScrollView, until loader: ManualFeedLoader, flicks: Int = 30) {
    var gestures = 0
    while loader.requests.isEmpty, gestures < flicks {
        swipe(list, by: CGPoint(x: 0, y: -500), duration: 0.3, velocity: CGPoint(x: 0, y: -600))
        gestures += 1
    }
}
