#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A header that shows its state as text, and when it last refreshed.
///
/// Texts come from `MJRefreshConfig.default` in the configured language; a title set with `setTitle(_:for:)`
/// wins and survives language changes.
@preconcurrency @MainActor
open class MJRefreshStateHeader: MJRefreshHeader {
    /// Shows the state's title ("Pull down to refresh", …).
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`stateLabel?.…`) compiles too.
    public final private(set) lazy var stateLabel: UILabel! = addStateLabel()

    /// Shows when the header last refreshed ("Last update: Today 14:05").
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`lastUpdatedTimeLabel?.…`) compiles too.
    public final private(set) lazy var lastUpdatedTimeLabel: UILabel! = addStateLabel()

    /// Makes the text of `lastUpdatedTimeLabel` from the date of the last refresh (`nil` if never);
    /// `nil` uses the localised default format. Setting it updates the label at once.
    public final var lastUpdatedTimeText: ((Date?) -> String)? {
        didSet { updateLastUpdatedTimeLabel() }
    }

    /// Space between the texts and the arrow or image beside them; 25 pt.
    public final var labelLeftInset: CGFloat = MJRefreshConstants.labelLeftInset

    private final let titles = MJRefreshTitles(
        idle: .headerIdle, pulling: .headerPulling, refreshing: .headerRefreshing)

    override open var lastUpdatedTimeKey: String {
        didSet { updateLastUpdatedTimeLabel() }
    }

    override var stateViews: MJRefreshStateViews {
        var views = super.stateViews.titled(stateLabel)
        views.detail = lastUpdatedTimeLabel
        return views
    }

    /// Sets the title shown in `state`; `nil` is ignored. It wins over the localised default from now on.
    @discardableResult
    open func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
        setCustomTitle(title, for: state, in: titles, label: stateLabel)
        return self
    }

    /// Sets `lastUpdatedTimeText`.
    @discardableResult
    public final func modifyLastUpdatedTimeText(_ handler: @escaping (Date?) -> String) -> Self {
        lastUpdatedTimeText = handler
        return self
    }

    override open func prepare() {
        super.prepare()
        showTexts()
    }

    override open func i18nDidChange() {
        showTexts()
        super.i18nDidChange()
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        showTexts()
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let label: UILabel = stateLabel
        let timeLabel: UILabel = lastUpdatedTimeLabel
        guard !label.isHidden else { return }
        if timeLabel.isHidden {
            label.frame = bounds
        } else {
            let half = mj_h / 2
            label.frame = CGRect(x: 0, y: 0, width: mj_w, height: half)
            timeLabel.frame = CGRect(x: 0, y: half, width: mj_w, height: mj_h - half)
        }
    }

    /// The width of the widest visible text, for placing an arrow or image beside the texts.
    final var visibleTextWidth: CGFloat {
        let label: UILabel = stateLabel
        let timeLabel: UILabel = lastUpdatedTimeLabel
        guard !label.isHidden else { return 0 }
        return max(label.mj_textWidth(), timeLabel.isHidden ? 0 : timeLabel.mj_textWidth())
    }

    /// Shows the state's title and the date of the last refresh.
    private final func showTexts() {
        showTitle(of: titles, for: state, in: stateLabel)
        updateLastUpdatedTimeLabel()
    }

    /// Shows the date of the last refresh; the header is laid out again, as the text's width places the arrow.
    private final func updateLastUpdatedTimeLabel() {
        let timeLabel: UILabel = lastUpdatedTimeLabel
        guard !timeLabel.isHidden else { return }
        let date = lastUpdatedTime
        timeLabel.text =
            lastUpdatedTimeText?(date)
            ?? MJRefreshLastUpdatedTextFormatter()
            .text(for: date, now: Self.lastUpdatedTimeStore.now, localizer: MJRefreshConfig.default.localizer)
        setNeedsLayout()
    }
}
