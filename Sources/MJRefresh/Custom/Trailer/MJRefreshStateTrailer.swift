#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A trailer that shows its state as a column of text, one character per line.
@preconcurrency @MainActor
open class MJRefreshStateTrailer: MJRefreshTrailer {
    /// Shows the state's title ("Swipe to view details", "Release to view details").
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`stateLabel?.…`) compiles too.
    open private(set) lazy var stateLabel: UILabel! = {
        let label = addStateLabel()
        label.numberOfLines = 0
        return label
    }()

    private var titles = MJRefreshTitles(defaults: [
        .idle: .trailerIdle, .pulling: .trailerPulling, .refreshing: .trailerPulling,
    ])

    override var stateViews: MJRefreshStateViews {
        var views = super.stateViews
        views.title = stateLabel
        views.resultTitle = stateLabel
        return views
    }

    /// Sets the title shown in `state`; `nil` is ignored.
    @discardableResult
    open func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
        setCustomTitle(title, for: state, in: &titles, label: stateLabel)
        return self
    }

    override open func prepare() {
        super.prepare()
        showTitle(of: titles, for: state, in: stateLabel)
    }

    override open func i18nDidChange() {
        showTitle(of: titles, for: state, in: stateLabel)
        super.i18nDidChange()
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        showTitle(of: titles, for: state, in: stateLabel)
    }

    override open func placeSubviews() {
        super.placeSubviews()
        // One glyph wide, so the text runs down the trailer.
        let width = (stateLabel.font?.pointSize ?? MJRefreshConstants.labelFontSize).rounded(.up)
        stateLabel.bounds.size = CGSize(width: width, height: mj_h)
        stateLabel.center = CGPoint(x: mj_w / 2, y: mj_h / 2)
    }
}
