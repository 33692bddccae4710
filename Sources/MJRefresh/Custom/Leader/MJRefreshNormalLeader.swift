#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A leader that shows its state as a column of text, one character per line ("Pull to refresh", "Release to
/// refresh"), and a spinner in its place while refreshing.
@preconcurrency @MainActor
open class MJRefreshNormalLeader: MJRefreshLeader {
    /// Shows the state's title, hidden while refreshing (the spinner shows it). Never nil.
    public final private(set) lazy var stateLabel: UILabel! = addColumnLabel()

    /// The spinner shown while refreshing. Never nil.
    public final private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    private final let titles = MJRefreshTitles(
        idle: .leaderIdle, pulling: .headerPulling, refreshing: .headerRefreshing)

    override var stateViews: MJRefreshStateViews {
        super.stateViews.titled(stateLabel).spinning(loadingView)
    }

    /// Sets the title shown in `state`; `nil` is ignored.
    @discardableResult
    open func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
        setCustomTitle(title, for: state, in: titles, label: stateLabel)
        return self
    }

    override open func prepare() {
        super.prepare()
        showState()
    }

    override open func i18nDidChange() {
        showState()
        super.i18nDidChange()
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        showState()
    }

    override open func placeSubviews() {
        super.placeSubviews()
        // One glyph wide, so the text runs down the leader.
        let label: UILabel = stateLabel
        let spinner: UIActivityIndicatorView = loadingView
        let width = (label.font?.pointSize ?? MJRefreshConstants.labelFontSize).rounded(.up)
        label.bounds.size = CGSize(width: width, height: mj_h)
        label.center = CGPoint(x: mj_w / 2, y: mj_h / 2)
        spinner.center = label.center
        spinner.color = label.textColor
    }

    /// The title of the state, or the spinner alone while refreshing.
    private final func showState() {
        let label: UILabel = stateLabel
        showTitle(of: titles, for: state, in: label)
        let isRefreshing = state == .refreshing
        label.isHidden = isRefreshing
        setSpinner(loadingView, animating: isRefreshing)
    }
}
