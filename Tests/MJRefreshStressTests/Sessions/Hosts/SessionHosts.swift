import MJRefresh

/// The host side of a session that pushes back: the snapping delegate, the keyboard and banner shown, the app's
/// own wish for the footer's `isHidden`, and the lift being watched (see `SessionInvariants.refreshStaysInView`).
@MainActor
final class SessionHosts {
    private(set) var snapper: OffsetSnapper?
    private(set) var keyboardHeight: CGFloat = 0
    /// What the app last set `isHidden` to on the footer it holds.
    private(set) var footerHiddenByApp = false
    /// The roles that were armed (`.pulling`) when the finger last lifted, while only time has passed since.
    private(set) var armedAtLift: Set<SessionStep.Role> = []

    /// Keeps the model in step with what `step` is about to do.
    func willPerform(_ step: SessionStep, in rig: SessionRig) {
        switch step {
        case .touchUp:
            armedAtLift = Set(rig.setup.roles.filter { rig.attached($0)?.state == .pulling })
        case .wait, .settle:
            break
        default:
            armedAtLift = []
        }
        switch step {
        case let .hideFooter(hidden): footerHiddenByApp = hidden
        case .attachNew(.footer): footerHiddenByApp = false
        default: break
        }
    }

    func perform(_ step: HostStep, in rig: SessionRig) {
        guard let scrollView = rig.scrollView else { return }
        let axis = rig.setup.isHorizontal ? \CGPoint.x : \CGPoint.y
        switch step {
        case let .paging(on):
            scrollView.isPagingEnabled = on
        case let .snapping(every):
            snapper = every > 0 ? OffsetSnapper(interval: CGFloat(every), axis: axis) : nil
            scrollView.delegate = snapper
        case let .scroll(percent, animated):
            let range = Self.validRange(of: scrollView, horizontal: rig.setup.isHorizontal)
            var offset = scrollView.contentOffset
            offset[keyPath: axis] = range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(percent) / 100
            scrollView.setContentOffset(offset, animated: animated)
        case let .scrollToRow(row, animated):
            guard let table = scrollView as? UITableView else { return }
            let rows = table.numberOfRows(inSection: 0)
            guard rows > 0 else { return }
            table.scrollToRow(at: IndexPath(row: min(row, rows - 1), section: 0), at: .bottom, animated: animated)
        case let .keyboard(height):
            let growth = CGFloat(height) - keyboardHeight
            keyboardHeight = CGFloat(height)
            UIView.animate(withDuration: 0.25) {
                rig.writeHostInsetBottom(CGFloat(height))
                // UIKit scrolls a focused field into view, never past the end.
                let maximum = Self.validRange(of: scrollView, horizontal: false).upperBound
                let raised = min(scrollView.contentOffset.y + growth, maximum)
                if growth > 0, raised > scrollView.contentOffset.y { scrollView.contentOffset.y = raised }
            }
        case let .rowsSettle(height):
            (scrollView as? UITableView)?.rowHeight = CGFloat(height)
        case let .banner(height):
            let bounds = rig.window.bounds
            scrollView.frame = CGRect(
                x: 0, y: CGFloat(height), width: bounds.width,
                height: max(0, bounds.height - CGFloat(height)))
        }
    }

    /// The offsets a resting scroll view may show along the session's axis.
    static func validRange(of scrollView: UIScrollView, horizontal: Bool) -> ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        let (leading, trailing, content, view) =
            horizontal
            ? (inset.left, inset.right, scrollView.contentSize.width, scrollView.bounds.width)
            : (inset.top, inset.bottom, scrollView.contentSize.height, scrollView.bounds.height)
        let minimum = -leading
        return minimum...max(minimum, max(0, content) + trailing - view)
    }
}

/// A delegate that snaps where the content comes to rest to multiples of `interval` along one axis, as
/// row-aligned lists and card carousels do.
@MainActor
final class OffsetSnapper: NSObject, UITableViewDelegate {
    let interval: CGFloat
    let axis: WritableKeyPath<CGPoint, CGFloat>

    init(interval: CGFloat, axis: WritableKeyPath<CGPoint, CGFloat>) {
        self.interval = interval
        self.axis = axis
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let target = targetContentOffset.pointee[keyPath: axis]
        targetContentOffset.pointee[keyPath: axis] = (target / interval).rounded() * interval
    }
}
