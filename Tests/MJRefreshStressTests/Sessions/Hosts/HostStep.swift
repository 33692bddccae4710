import MJRefresh

/// Something a host that pushes back does to its list: it pages or snaps the resting offset, scrolls by itself,
/// shows a keyboard, lets self-sizing rows settle, or shows a banner that shrinks the list.
///
/// As with `SessionStep`, values are whole points and percentages, so a printed session is valid Swift.
enum HostStep: Sendable, Equatable, CustomStringConvertible {
    /// `isPagingEnabled`: the content comes to rest on pages of the view's size.
    case paging(Bool)
    /// A delegate that moves `targetContentOffset` in `scrollViewWillEndDragging` to a multiple of `every`
    /// points along the axis; 0 removes it.
    case snapping(every: Int)
    /// `setContentOffset(_:animated:)` to `percent` % of the valid range along the axis.
    case scroll(percent: Int, animated: Bool)
    /// `scrollToRow(at:at:animated:)` with the row at the bottom (tables; clamped to the last row, none when empty).
    case scrollToRow(Int, animated: Bool)
    /// A keyboard of `height` points shows (0: it hides): the host sets its bottom inset to the height and, as
    /// UIKit does to keep the focused field in view, the offset moves down by the growth (not past the end), in
    /// the keyboard's animation.
    case keyboard(height: Int)
    /// Self-sizing rows settle at `height` points each (their estimates replaced by real heights): the content
    /// height changes without a reload. Columns of the trailer's content do not change.
    case rowsSettle(height: Int)
    /// A banner of `height` points above the list shrinks it (0: the banner goes away): only the scroll view's
    /// frame, and with it the safe area it overlaps, changes.
    case banner(height: Int)

    var description: String {
        switch self {
        case let .paging(on): return ".paging(\(on))"
        case let .snapping(every): return ".snapping(every: \(every))"
        case let .scroll(percent, animated): return ".scroll(percent: \(percent), animated: \(animated))"
        case let .scrollToRow(row, animated): return ".scrollToRow(\(row), animated: \(animated))"
        case let .keyboard(height): return ".keyboard(height: \(height))"
        case let .rowsSettle(height): return ".rowsSettle(height: \(height))"
        case let .banner(height): return ".banner(height: \(height))"
        }
    }

    /// Whether the step can move the top baseline the header measures from without scrolling (the banner moves
    /// the list out from under the top safe area).
    var movesBaseline: Bool {
        if case .banner = self { return true }
        return false
    }
}
