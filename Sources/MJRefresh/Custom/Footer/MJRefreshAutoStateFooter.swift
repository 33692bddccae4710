#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// An auto footer that shows its state as text, and loads when tapped while idle.
@preconcurrency @MainActor
open class MJRefreshAutoStateFooter: MJRefreshAutoFooter {
    /// Shows the state's title ("Tap or pull up to load more", "Loading more...", "No more data").
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`stateLabel?.…`) compiles too.
    public final private(set) lazy var stateLabel: UILabel! = addStateLabel()

    /// Space between the text and the spinner or image beside it; 25 pt.
    public final var labelLeftInset: CGFloat = MJRefreshConstants.labelLeftInset

    /// Hides the text while loading (the spinner or images alone show it).
    public final var isRefreshingTitleHidden = false {
        didSet { showTitle() }
    }

    private final let titles = MJRefreshTitles(
        idle: .autoFooterIdle, refreshing: .autoFooterRefreshing, noMoreData: .autoFooterNoMoreData)

    override var stateViews: MJRefreshStateViews {
        super.stateViews.titled(stateLabel, takingResult: !isRefreshingTitleHidden)
    }

    /// Sets the title shown in `state`; `nil` is ignored.
    @discardableResult
    open func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
        setCustomTitle(title, for: state, in: titles, label: stateLabel)
        showTitle()  // the loading title may be hidden
        return self
    }

    /// Sets the title shown while the footer waits for a retry after a failed load (`isWaitingForRetry`);
    /// `nil` is ignored. It wins over the localized "Loading failed. Tap to retry" from now on.
    @discardableResult
    public final func setRetryTitle(_ title: String?) -> Self {
        guard let title else { return self }
        titles.customRetryTitle = title
        showTitle()
        return self
    }

    override func retryWaitDidChange() {
        showTitle()
        super.retryWaitDidChange()
    }

    override open func prepare() {
        super.prepare()
        showTitle()
    }

    override open func i18nDidChange() {
        showTitle()
        super.i18nDidChange()
    }

    override open func placeSubviews() {
        super.placeSubviews()
        stateLabel.frame = bounds
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        showTitle()
    }

    /// A tap on the idle footer loads, whatever the drag history (MJRefresh's tap-to-load) and after a failed load
    /// too (the retry), unless another component of the scroll view is refreshing.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if state == .idle && !isAnotherComponentRefreshing {
            beginRefreshing()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    /// Shows the current state's title, or none while loading with `isRefreshingTitleHidden`; the footer is laid
    /// out again, as the spinner or images beside the text follow its width.
    private final func showTitle() {
        let label: UILabel = stateLabel
        if isRefreshingTitleHidden && state == .refreshing {
            label.text = nil
        } else {
            showTitle(of: titles, in: label)
        }
        setNeedsLayout()
    }
}
