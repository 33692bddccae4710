#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// The views that show a component's state, as the parts that speak for the component ask them: a result's
/// title and mark (`MJRefreshComponent+Result`), what VoiceOver reads (`MJRefreshAccessibility`). Each style gives
/// the views it has (`stateViews`); a bare component has none.
@MainActor
struct MJRefreshStateViews {
    /// The label showing the state's title.
    var title: UILabel?
    /// The label a result's title goes to: the title label, unless the style hides its loading title.
    var resultTitle: UILabel?
    /// A second line VoiceOver reads as the value (the header's last update), when visible.
    var detail: UILabel?
    /// The spinner, and the ✓ or ✗ that replaces it while a result shows (the normal styles).
    var spinner: UIActivityIndicatorView?
    var mark: UILabel?

    /// The text the title label shows now, `nil` when there is none (no label, or a hidden loading title).
    var titleText: String? {
        guard let text = title?.text, !text.isEmpty else { return nil }
        return text
    }

    /// Puts `result` on screen: its title in the result's label, and its mark where the spinner was: ✓ for success,
    /// ✗ for failure, none for "no more data" (its title says it all).
    func show(_ result: MJRefreshResult, text: String) {
        resultTitle?.text = text
        guard let mark else { return }
        spinner?.stopAnimating()
        switch result {
        case .success: mark.text = "✓"
        case .failure: mark.text = "✗"
        case .noMoreData, .quiet: mark.text = nil
        }
        mark.isHidden = mark.text == nil
        mark.textColor = title?.textColor
    }

    /// Puts a visible mark where the spinner is; called at every layout, after the style placed its parts.
    func placeMark() {
        guard let mark, !mark.isHidden, let spinner else { return }
        mark.center = spinner.center
    }
}
