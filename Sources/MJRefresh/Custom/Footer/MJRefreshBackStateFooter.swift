#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A back footer that shows its state as text.
@preconcurrency @MainActor
open class MJRefreshBackStateFooter: MJRefreshBackFooter {
    /// Shows the state's title ("Pull up to load more", "Release to load more", …).
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`stateLabel?.…`) compiles too.
    public final private(set) lazy var stateLabel: UILabel! = addStateLabel()

    /// Space between the text and the arrow or image beside it; 25 pt.
    public final var labelLeftInset: CGFloat = MJRefreshConstants.labelLeftInset

    private final let titles = MJRefreshTitles(
        idle: .backFooterIdle, pulling: .backFooterPulling, refreshing: .backFooterRefreshing,
        noMoreData: .backFooterNoMoreData)

    override var stateViews: MJRefreshStateViews {
        super.stateViews.titled(stateLabel)
    }

    /// Sets the title shown in `state`; `nil` is ignored.
    @discardableResult
    open func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
        setCustomTitle(title, for: state, in: titles, label: stateLabel)
        return self
    }

    /// Sets the title shown while the footer waits for a retry after a failed load (`isWaitingForRetry`);
    /// `nil` is ignored. It wins over the localized "Loading failed. Tap to retry" from now on.
    @discardableResult
    public final func setRetryTitle(_ title: String?) -> Self {
        guard let title else { return self }
        titles.customRetryTitle = title
        showTitle()
        setNeedsLayout()
        return self
    }

    override func retryWaitDidChange() {
        showTitle()
        super.retryWaitDidChange()
    }

    /// The title shown in `state` (custom or localised); empty for a state without one (`.willRefresh`), as
    /// MJRefresh's non-optional `String` reads there.
    @discardableResult
    public final func title(for state: MJRefreshState) -> String {
        titles.title(for: state) ?? ""
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

    /// Shows the current state's title, or the retry title while the footer waits for a retry.
    private final func showTitle() {
        showTitle(of: titles, in: stateLabel)
    }
}
