/// Something the paging container around a list does during a randomized session: the user swipes between pages,
/// or the app turns them, at any moment of a pull, a refresh or its end.
///
/// As with `SessionStep`, values are whole points and frames of 120 Hz, so a printed session is valid Swift.
enum PagingStep: Sendable, Equatable, CustomStringConvertible {
    /// A finger on the pager moves `points` sideways over `frames` frames (negative: towards the next page). One
    /// finger cannot page and pull at once: a finger on the list lifts first, without velocity.
    case swipe(points: Int, frames: Int)
    /// The pager's finger lifts at `velocity` points per second sideways: the pager springs to a page.
    case swipeEnded(velocity: Int)
    /// The app shows page `index` (0 to 2; the list is page 1): `setContentOffset(_:animated:)` on a paging scroll
    /// view, `setViewControllers(_:direction:animated:completion:)` on a page view controller.
    case turnPage(Int, animated: Bool)
    /// If a page beside the list is shown, the user pulls its list (300 pt over 24 frames) and lifts; half a second
    /// later the app ends the refresh it started, and half a second passes. Fingers elsewhere lift first.
    case refreshShownNeighbour

    var description: String {
        switch self {
        case let .swipe(points, frames): return ".swipe(points: \(points), frames: \(frames))"
        case let .swipeEnded(velocity): return ".swipeEnded(velocity: \(velocity))"
        case let .turnPage(index, animated): return ".turnPage(\(index), animated: \(animated))"
        case .refreshShownNeighbour: return ".refreshShownNeighbour"
        }
    }
}
