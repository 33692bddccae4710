#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// An auto header that shows a spinner while it loads older items, and "No more data" once there are none.
@preconcurrency @MainActor
open class MJRefreshAutoNormalHeader: MJRefreshAutoHeader {
    /// Shows "No more data" in `.noMoreData`, nothing otherwise (the spinner says it is loading). Never nil.
    public final private(set) lazy var stateLabel: UILabel! = addStateLabel()

    /// The spinner shown while loading. Never nil.
    public final private(set) lazy var loadingView: UIActivityIndicatorView! = addLoadingView()

    private final let titles = MJRefreshTitles(noMoreData: .autoFooterNoMoreData)

    override var stateViews: MJRefreshStateViews {
        super.stateViews.titled(stateLabel, takingResult: false).spinning(loadingView)
    }

    /// Sets the title shown in `state` (`.noMoreData`, or a title of your own for `.idle`); `nil` is ignored.
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
        let label: UILabel = stateLabel
        let spinner: UIActivityIndicatorView = loadingView
        label.frame = bounds
        spinner.center = CGPoint(x: mj_w / 2, y: mj_h / 2)
        spinner.color = label.textColor
    }

    /// The spinner while loading; the state's title, if it has one, otherwise.
    private final func showState() {
        let isLoading = state == .refreshing
        setSpinner(loadingView, animating: isLoading)
        stateLabel.text = isLoading ? nil : titles.title(for: state)
        setNeedsLayout()
    }
}
