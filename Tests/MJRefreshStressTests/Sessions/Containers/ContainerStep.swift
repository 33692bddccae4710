/// Something the containers around a list do during a randomized session: navigation, tabs and bars, at any moment
/// of a gesture or an animation (the finger stays where it is unless the list leaves the window).
///
/// As with `SessionStep`, values are whole points and frames of 120 Hz, so a printed session is valid Swift.
enum ContainerStep: Sendable, Equatable, CustomStringConvertible {
    /// A plain screen is pushed over the top of the navigation stack (the list leaves the window).
    case push(animated: Bool)
    /// The top screen is popped: the one over the list (the list comes back), or the list itself (it leaves).
    case pop(animated: Bool)
    /// A finger starts a swipe back from the leading edge (`simulateEdgeSwipeBegan`).
    case swipeBackBegan
    /// The swiping finger moves `points` towards the trailing edge over `frames` frames.
    case swipeBack(points: Int, frames: Int)
    /// The swiping finger lifts at `velocity` points per second: the pop finishes or is cancelled.
    case swipeBackEnded(velocity: Int)
    /// The system takes the swipe away: the top screen stays.
    case swipeBackCancelled
    /// The tab bar controller selects tab `index` (0 holds the list).
    case selectTab(Int)
    /// `setNavigationBarHidden(_:animated:)`.
    case hideNavigationBar(Bool, animated: Bool)
    /// `navigationBar.prefersLargeTitles`: the list's large title appears or goes.
    case largeTitles(Bool)
    /// The list's screen is shown again: its tab selected, the screens over it popped, or it pushed again if it
    /// was popped (a swipe back under way ends first).
    case showList

    var description: String {
        switch self {
        case let .push(animated): return ".push(animated: \(animated))"
        case let .pop(animated): return ".pop(animated: \(animated))"
        case .swipeBackBegan: return ".swipeBackBegan"
        case let .swipeBack(points, frames): return ".swipeBack(points: \(points), frames: \(frames))"
        case let .swipeBackEnded(velocity): return ".swipeBackEnded(velocity: \(velocity))"
        case .swipeBackCancelled: return ".swipeBackCancelled"
        case let .selectTab(index): return ".selectTab(\(index))"
        case let .hideNavigationBar(hidden, animated): return ".hideNavigationBar(\(hidden), animated: \(animated))"
        case let .largeTitles(on): return ".largeTitles(\(on))"
        case .showList: return ".showList"
        }
    }
}
