import MJRefresh

/// One thing a user, the host app or the system does to a list during a randomized session.
///
/// Distances, velocities and insets are whole points and durations whole frames of 120 Hz, so a printed
/// session (`description`) is valid Swift that a regression test can paste as it is.
enum SessionStep: Sendable, Equatable, CustomStringConvertible {
    /// Which component of the session a call is made on.
    enum Role: String, Sendable, CaseIterable {
        case header, footer, trailer, leader, autoHeader
    }

    /// Where a thread-safe call (`endRefreshing` and friends) is made from.
    enum Caller: String, Sendable {
        case main, background
    }

    /// Puts a finger on the scroll view (a fling or bounce in progress stops).
    case touchDown
    /// Moves the finger along the session's axis by `points` over `frames` frames of 120 Hz: positive pulls the
    /// content towards its start (down, or right for the trailer), negative pushes it towards its end.
    case drag(points: Int, frames: Int)
    /// Lifts the finger moving at `velocity` points per second along the axis (positive: towards the start).
    case touchUp(velocity: Int)
    /// `beginRefreshing()` on the role's current component.
    case begin(Role)
    /// `endRefreshing()` on the role's current component.
    case end(Role, from: Caller)
    /// `endRefreshing(with: .failure())` on the role's current component (a footer then waits for a retry).
    case endWithFailure(Role, from: Caller)
    /// A tap on the role's current component, as a finger would (a footer loads, or retries, on it).
    case tap(Role)
    /// `endRefreshingWithNoMoreData()` on the footer.
    case endWithNoMoreData(from: Caller)
    /// `resetNoMoreData()` on the footer.
    case resetNoMoreData(from: Caller)
    /// The data source now has `rows` rows (columns of 100 pt for the trailer's content) and reloads.
    case reload(rows: Int)
    /// The host assigns a whole `contentInset`.
    case hostInset(top: Int, left: Int, bottom: Int, right: Int)
    /// The host changes one edge the usual way, `scrollView.contentInset.top = value` (read, modify, write).
    case hostInsetTop(Int)
    /// As `hostInsetTop`, on the bottom edge.
    case hostInsetBottom(Int)
    /// The device rotates: the window and the full-screen scroll view swap width and height.
    case rotate
    /// The device's safe area changes (rotation, a call bar).
    case safeArea(top: Int, left: Int, bottom: Int, right: Int)
    /// `footer.isHidden = hidden`.
    case hideFooter(Bool)
    /// Assigns a new component to the role (`mj_header = …`), removing the current one.
    case attachNew(Role)
    /// Assigns the role's current component again after it was removed.
    case reattach(Role)
    /// Removes the role's component (`mj_header = nil`); it stays alive for later calls.
    case remove(Role)
    /// Takes the scroll view out of its window (another tab, a pushed controller).
    case leaveWindow
    /// Puts the scroll view back into its window.
    case returnToWindow
    /// Lets `frames` frames of 120 Hz pass.
    case wait(frames: Int)
    /// Runs until nothing moves, animates or waits.
    case settle
    /// The host pushes back: an inset policy, or a completion handed to a call (see `PushBack`).
    case pushBack(PushBack)
    /// The app lets go of everything now, whatever is happening (a controller popped mid-pull or mid-refresh);
    /// the session ends here.
    case deallocate
    /// A host that pushes back acts (paging, snapping, scrolling by itself, a keyboard, rows settling, a banner).
    case host(HostStep)
    /// The containers around the list act (container scenes): navigation, tabs, bars.
    case container(ContainerStep)
    /// The stand-in plays another reading of an order UIKit leaves open, from now on.
    case reading(SimulationReading)
    /// The paging container around the list acts (paging scenes): page swipes and turns.
    case paging(PagingStep)
    /// The session plays iOS 26's bars (`UISimulation.systemVersion`): drawn as the session's first step, before
    /// the screen is built; it does nothing anywhere else.
    case iOS26

    var description: String {
        switch self {
        case .touchDown: return ".touchDown"
        case let .drag(points, frames): return ".drag(points: \(points), frames: \(frames))"
        case let .touchUp(velocity): return ".touchUp(velocity: \(velocity))"
        case let .begin(role): return ".begin(.\(role))"
        case let .end(role, caller): return ".end(.\(role), from: .\(caller))"
        case let .endWithFailure(role, caller): return ".endWithFailure(.\(role), from: .\(caller))"
        case let .tap(role): return ".tap(.\(role))"
        case let .endWithNoMoreData(caller): return ".endWithNoMoreData(from: .\(caller))"
        case let .resetNoMoreData(caller): return ".resetNoMoreData(from: .\(caller))"
        case let .reload(rows): return ".reload(rows: \(rows))"
        case let .hostInset(top, left, bottom, right):
            return ".hostInset(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
        case let .hostInsetTop(value): return ".hostInsetTop(\(value))"
        case let .hostInsetBottom(value): return ".hostInsetBottom(\(value))"
        case .rotate: return ".rotate"
        case let .safeArea(top, left, bottom, right):
            return ".safeArea(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
        case let .hideFooter(hidden): return ".hideFooter(\(hidden))"
        case let .attachNew(role): return ".attachNew(.\(role))"
        case let .reattach(role): return ".reattach(.\(role))"
        case let .remove(role): return ".remove(.\(role))"
        case .leaveWindow: return ".leaveWindow"
        case .returnToWindow: return ".returnToWindow"
        case let .wait(frames): return ".wait(frames: \(frames))"
        case .settle: return ".settle"
        case let .pushBack(step): return ".pushBack(\(step))"
        case .deallocate: return ".deallocate"
        case let .host(step): return ".host(\(step))"
        case let .container(step): return ".container(\(step))"
        case let .reading(reading): return ".reading(\(reading))"
        case let .paging(step): return ".paging(\(step))"
        case .iOS26: return ".iOS26"
        }
    }
}
