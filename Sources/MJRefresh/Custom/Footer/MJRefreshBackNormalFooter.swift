/// The classic back footer: an arrow that turns at the threshold and a spinner while loading.
@preconcurrency @MainActor
open class MJRefreshBackNormalFooter: MJRefreshBackStateFooter {
    /// The arrow: up while idle ("pull up"), down once releasing would load. Tinted like `stateLabel`.
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`arrowView?.…`) compiles too.
    public final private(set) lazy var arrowView: UIImageView! = addPart(UIImageView(image: Bundle.mj_arrowImage()))

    /// The spinner shown while loading.
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
        prepareArrow(arrowView, spinner: loadingView, restingTurnedOver: true)
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let label: UILabel = stateLabel
        placeArrow(
            arrowView, spinner: loadingView, besideTextOf: label, width: label.mj_textWidth(), inset: labelLeftInset)
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        let arrow: UIImageView = arrowView
        let spinner: UIActivityIndicatorView = loadingView
        showArrow(arrow, spinner: spinner, restingTurnedOver: true, for: state, from: oldState)
        if state == .noMoreData {
            arrow.isHidden = true
            spinner.stopAnimating()
        }
    }
}
