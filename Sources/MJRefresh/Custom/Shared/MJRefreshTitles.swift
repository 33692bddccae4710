/// The titles a state component shows: the app's own, set with `setTitle(_:for:)`, else the localised default
/// of the state. Custom titles survive language changes; defaults follow `MJRefreshConfig.default`.
struct MJRefreshTitles {
    private let defaultKeys: [MJRefreshState: MJRefreshTextKey]
    private var customTitles: [MJRefreshState: String] = [:]

    init(defaults: [MJRefreshState: MJRefreshTextKey]) {
        defaultKeys = defaults
    }

    mutating func setCustomTitle(_ title: String, for state: MJRefreshState) {
        customTitles[state] = title
    }

    /// The title for `state`, or `nil` for a state without one.
    @MainActor
    func title(for state: MJRefreshState) -> String? {
        if let custom = customTitles[state] { return custom }
        return defaultKeys[state].map { MJRefreshConfig.default.localizer.string(for: $0) }
    }
}

extension MJRefreshComponent {
    /// `setTitle(_:for:)` of the state components: keeps a non-nil `title` for `state` in `titles` and, when
    /// `state` is the current state, shows it in `label` at once and lays the component out again, as the arrow
    /// or image beside the text follows its width (UIKit does not lay a superview out for a text change).
    func setCustomTitle(_ title: String?, for state: MJRefreshState, in titles: inout MJRefreshTitles,
                        label: UILabel) {
        guard let title else { return }
        titles.setCustomTitle(title, for: state)
        guard state == self.state else { return }
        label.text = title
        setNeedsLayout()
    }

    /// Shows `state`'s title in `label`; a state without a title leaves the label as it was.
    func showTitle(of titles: MJRefreshTitles, for state: MJRefreshState, in label: UILabel) {
        if let title = titles.title(for: state) { label.text = title }
    }

    /// Adds an MJRefresh-styled label as a subview.
    func addStateLabel() -> UILabel {
        let label = UILabel.mj_label()
        addSubview(label)
        return label
    }
}
