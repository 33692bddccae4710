/// The classic auto footer: a spinner beside the text while loading.
@preconcurrency @MainActor
open class MJRefreshAutoNormalFooter: MJRefreshAutoStateFooter {
    /// The spinner shown while loading.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`loadingView?.…`) compiles too.
    public final private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    /// The ✓ or ✗ shown in place of the spinner while `endRefreshing(with:)` shows a result; hidden otherwise.
    /// Never nil; implicitly unwrapped like the other parts.
    public final private(set) lazy var resultMarkView: UILabel! = addResultMark()

    override var stateViews: MJRefreshStateViews {
        super.stateViews.spinning(loadingView, mark: resultMarkView)
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let textWidth = isRefreshingTitleHidden ? nil : stateLabel.mj_textWidth()
        place(loadingView, besideTextOfWidth: textWidth, inset: labelLeftInset)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        setSpinner(loadingView, animating: state == .refreshing)
    }
}
