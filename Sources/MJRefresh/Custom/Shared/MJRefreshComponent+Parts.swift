// The parts the state, normal and GIF components add to themselves: titles, labels, arrows, spinners.

extension MJRefreshComponent {
    /// `setTitle(_:for:)` of the state components: keeps a non-nil `title` for `state` in `titles` and, when
    /// `state` is the current state, shows it in `label` at once and lays the component out again, as the arrow
    /// or image beside the text follows its width (UIKit does not lay a superview out for a text change).
    func setCustomTitle(
        _ title: String?, for state: MJRefreshState, in titles: MJRefreshTitles,
        label: UILabel
    ) {
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

    /// Adds `view` as a subview and returns it, for the components' lazily created parts.
    func addPart<View: UIView>(_ view: View) -> View {
        addSubview(view)
        return view
    }

    /// Adds the spinner shown while refreshing; it hides itself when stopped.
    func addLoadingView() -> UIActivityIndicatorView {
        let view = addPart(UIActivityIndicatorView(style: .medium))
        view.hidesWhenStopped = true
        return view
    }

    /// Adds an MJRefresh-styled label as a subview.
    func addStateLabel() -> UILabel {
        addPart(UILabel.mj_label())
    }

    /// Adds an MJRefresh-styled label for a text that runs down a narrow column: as many lines as the text needs
    /// (the leader's and the trailer's one character per line).
    func addColumnLabel() -> UILabel {
        let label = addStateLabel()
        label.numberOfLines = 0
        return label
    }

    /// Starts `spinner` animating when `isOn`, stops it otherwise.
    func setSpinner(_ spinner: UIActivityIndicatorView, animating isOn: Bool) {
        if isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
}
