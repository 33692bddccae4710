// The ✓ or ✗ the normal styles show in place of their spinner while `endRefreshing(with:)` shows a result.

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
}
