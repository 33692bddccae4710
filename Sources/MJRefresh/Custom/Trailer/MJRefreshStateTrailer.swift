#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A trailer that shows its state as text standing in a column: CJK characters one under the other, any other
/// script on one line turned a quarter turn (see `stateLabel`).
@preconcurrency @MainActor
open class MJRefreshStateTrailer: MJRefreshTrailer {
    /// Shows the state's title ("Swipe to view details", "Release to view details").
    /// Never nil; implicitly unwrapped so that MJRefresh's optional spelling (`stateLabel?.…`) compiles too.
    ///
    /// Each layout stands it in the trailer's column by the script of its text, centred on the trailer (in
    /// `MJRefreshNormalTrailer`, beside the arrow):
    /// - A title in Chinese, Japanese or Korean (no letter of another script) is a column one glyph wide, one
    ///   character per line, as MJRefresh's: `bounds` `ceil(font.pointSize)` wide and as tall as the trailer,
    ///   `numberOfLines` 0, `transform` `.identity`.
    /// - Any other title is one line turned a quarter turn: `bounds` as long as the trailer is tall and
    ///   `ceil(font.lineHeight)` thick, `numberOfLines` 1 (a title longer than the trailer ends in an ellipsis),
    ///   `transform` a rotation by π/2, so that the line reads top to bottom like the CJK column and its glyphs
    ///   face the trailer's outer edge; right to left it is mirrored, −π/2, so that a right-to-left title also
    ///   starts at the top. Like the arrow, the turn follows the layout direction, not the text: an Arabic title
    ///   in a left-to-right layout reads bottom to top. Its `frame` is then `ceil(font.lineHeight)` wide and as
    ///   tall as the trailer.
    /// A text set on the label directly takes its place at the next layout.
    public final private(set) lazy var stateLabel: UILabel! = {
        let label = addColumnLabel()
        // Sized by every layout; resizing a turned label by its frame would be undefined.
        label.autoresizingMask = []
        return label
    }()

    private final let titles = MJRefreshTitles(
        idle: .trailerIdle, pulling: .trailerPulling, refreshing: .trailerPulling)

    override var stateViews: MJRefreshStateViews {
        super.stateViews.titled(stateLabel)
    }

    /// Sets the title shown in `state`; `nil` is ignored.
    @discardableResult
    open func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
        setCustomTitle(title, for: state, in: titles, label: stateLabel)
        return self
    }

    override open func prepare() {
        super.prepare()
        showTitle()
    }

    override open func i18nDidChange() {
        showTitle()
        super.i18nDidChange()
    }

    override open func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        showTitle()
    }

    override open func placeSubviews() {
        super.placeSubviews()
        let label: UILabel = stateLabel
        let font = label.font ?? .boldSystemFont(ofSize: MJRefreshConstants.labelFontSize)
        // The label's untransformed size, its lines and its turn.
        switch MJRefreshTrailerTitleLayout(title: label.text) {
        case .stacked:
            label.numberOfLines = 0
            label.transform = .identity
            label.bounds.size = CGSize(width: font.pointSize.rounded(.up), height: mj_h)
        case .turned:
            label.numberOfLines = 1
            label.transform = layoutRotation(.pi / 2)
            label.bounds.size = CGSize(width: mj_h, height: font.lineHeight.rounded(.up))
        }
        label.center = CGPoint(x: mj_w / 2, y: mj_h / 2)
    }

    /// Shows the current state's title.
    private final func showTitle() {
        showTitle(of: titles, for: state, in: stateLabel)
    }
}
