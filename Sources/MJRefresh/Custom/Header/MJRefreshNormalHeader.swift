/// The classic header: an arrow that turns over at the threshold, a spinner while refreshing, and the texts.
@preconcurrency @MainActor
open class MJRefreshNormalHeader: MJRefreshStateHeader {
    /// The arrow; it points down while idle and up once releasing would refresh. Tinted like `stateLabel`.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`arrowView?.…`) compiles too.
    public final private(set) lazy var arrowView: UIImageView! = addPart(UIImageView(image: Bundle.mj_arrowImage()))

    /// The spinner shown while refreshing.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`loadingView?.…`) compiles too.
    public final private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    /// The ✓ or ✗ shown in place of the spinner while `endRefreshing(with:)` shows a result; hidden otherwise.
    /// Never nil; implicitly unwrapped like the other parts.
    public final private(set) lazy var resultMarkView: UILabel! = addResultMark()

    override var stateViews: MJRefreshStateViews {
        super.stateViews.spinning(loadingView, mark: resultMarkView)
    }

    override open func prepare() {
        super.prepare()
        prepareArrow(arrowView, spinner: loadingView, restingTurnedOver: false)
    }

    override open func placeSubviews() {
        super.placeSubviews()
        placeArrow(
            arrowView, spinner: loadingView, besideTextOf: stateLabel, width: visibleTextWidth, inset: labelLeftInset)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        showArrow(arrowView, spinner: loadingView, restingTurnedOver: false, for: state, from: oldState)
    }
}
