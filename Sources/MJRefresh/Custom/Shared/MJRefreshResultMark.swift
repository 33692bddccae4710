// The ✓ or ✗ the normal styles show in place of their spinner while `endRefreshing(with:)` shows a result.

/// A component with a spinner that a result's mark replaces.
@MainActor
protocol MJRefreshResultMarked: MJRefreshStateTitled {
    var loadingView: UIActivityIndicatorView! { get }
    var resultMarkView: UILabel! { get }
}

extension MJRefreshNormalHeader: MJRefreshResultMarked {}
extension MJRefreshBackNormalFooter: MJRefreshResultMarked {}
extension MJRefreshAutoNormalFooter: MJRefreshResultMarked {}

extension MJRefreshResultMarked {
    /// Stops the spinner and shows `result`'s mark: ✓ for success, ✗ for failure, none for "no more data" (its
    /// title says it all).
    func showMark(of result: MJRefreshResult) {
        loadingView.stopAnimating()
        switch result {
        case .success: resultMarkView.text = "✓"
        case .failure: resultMarkView.text = "✗"
        case .noMoreData: resultMarkView.text = nil
        }
        resultMarkView.isHidden = resultMarkView.text == nil
        resultMarkView.textColor = stateLabel.textColor
    }
}

extension MJRefreshComponent {
    /// Adds the hidden label that shows a result's mark.
    func addResultMark() -> UILabel {
        let label = addPart(UILabel())
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.isHidden = true
        label.bounds.size = CGSize(width: 24, height: 24)
        return label
    }

    /// Puts a visible result mark where the spinner is; called at every layout, after `placeSubviews()`.
    func placeResultMark() {
        guard let marked = self as? any MJRefreshResultMarked, marked.resultMarkView.isHidden == false else { return }
        marked.resultMarkView.center = marked.loadingView.center
    }
}
