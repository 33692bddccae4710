#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A leader that shows its state as a column of text, one character per line ("Pull to refresh", "Release to
/// refresh"), and a spinner in its place while refreshing.
@preconcurrency @MainActor
open class MJRefreshNormalLeader: MJRefreshLeader {
    /// Shows the state's title, hidden while refreshing (the spinner shows it). Never nil.
    public final private(set) lazy var stateLabel: UILabel! = {
        let label = addStateLabel()
        label.numberOfLines = 0
        return label
    }()

    /// The spinner shown while refreshing. Never nil.
    public final private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    private let titles = MJRefreshTitles(idle: .leaderIdle, pulling: .headerPulling, refreshing: .headerRefreshing)

    override var stateViews: MJRefreshStateViews {
        var views = super.stateViews
        views.title = stateLabel
        views.resultTitle = stateLabel
        views.spinner = loadingView
        return views
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
        let width = (stateLabel.font?.pointSize ?? MJRefreshConstants.labelFontSize).rounded(.up)
        stateLabel.bounds.size = CGSize(width: width, height: mj_h)
        stateLabel.center = CGPoint(x: mj_w / 2, y: mj_h / 2)
        loadingView.center = stateLabel.center
        loadingView.color = stateLabel.textColor
    }

    /// The title of the state, or the spinner alone while refreshing.
    private func showState() {
        showTitle(of: titles, for: state, in: stateLabel)
        let isRefreshing = state == .refreshing
        stateLabel.isHidden = isRefreshing
        if isRefreshing { loadingView.startAnimating() } else { loadingView.stopAnimating() }
    }
}
