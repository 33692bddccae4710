/// The system's pull-to-refresh control: pulled far enough, it begins refreshing and sends `.valueChanged`.
///
/// Set it as a scroll view's `refreshControl` (or add it as a subview, as before iOS 10). As in UIKit: a pull
/// past the trigger distance begins the refresh while the finger is still down and sends `.valueChanged` once;
/// when the finger lifts, the list comes to rest with the control in view until `endRefreshing()`.
/// `beginRefreshing()` shows the refreshing state and sends nothing, and does not scroll the control into view.
///
/// Apple documents no distances. Stand-in choices: the control is 60 pt tall and sits right above the content;
/// a pull 120 pt past the resting top triggers it; while refreshing it adds its height to the top of
/// `contentInset` (UIKit changes the inset too), and `endRefreshing()` takes exactly that out, in a 0.25 s
/// animation that brings the content back to the top if it rested there.
@available(iOS 6.0, *)
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    static let height: CGFloat = 60
    static let triggerDistance: CGFloat = 120

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false

    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// The top inset this control added to its scroll view, 0 when none.
    private var insetShare: CGFloat = 0
    private var offsetObservation: NSKeyValueObservation?
    /// The scroll view this control was set on as its `refreshControl`.
    weak var owningScrollView: UIScrollView?

    /// A control that is not refreshing.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the refreshing state for a refresh the app started; sends no `.valueChanged` and leaves the list
    /// where it is.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        if let scrollView = superview as? UIScrollView { addInsetShare(to: scrollView) }
    }

    /// Ends the refresh: the control's share of the inset goes, and content resting at the top follows.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView = superview as? UIScrollView, insetShare != 0 else { return }
        let share = insetShare
        insetShare = 0
        UIView.animate(withDuration: 0.25) {
            scrollView.contentInset.top -= share
            let top = -scrollView.adjustedContentInset.top
            if scrollView.contentOffset.y < top { scrollView.contentOffset.y = top }
        }
    }

    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        offsetObservation?.invalidate()
        offsetObservation = nil
        guard let scrollView = superview as? UIScrollView else { return }
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        offsetObservation = scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
            MainActor.assumeIsolated { self?.scrollViewDidScroll(scrollView) }
        }
    }

    override open func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if let scrollView = superview as? UIScrollView, insetShare != 0 {
            scrollView.contentInset.top -= insetShare
            insetShare = 0
        }
    }

    /// Triggers on a deep enough pull, and brings a refresh into view once the finger has lifted.
    private func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let restingTop = -scrollView.adjustedContentInset.top
        if !isRefreshing, scrollView.isDragging, restingTop - scrollView.contentOffset.y >= Self.triggerDistance {
            isRefreshing = true
            sendActions(for: .valueChanged)
        }
        guard isRefreshing, insetShare == 0, !scrollView.isDragging, isEnabled else { return }
        addInsetShare(to: scrollView)
        let top = -scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y < top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    private func addInsetShare(to scrollView: UIScrollView) {
        insetShare = Self.height
        scrollView.contentInset.top += insetShare
    }
}
