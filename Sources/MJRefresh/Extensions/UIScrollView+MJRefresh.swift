extension UIScrollView {
    /// The pull-down header. Assigning a new one removes the old one (restoring the insets it added);
    /// assigning `nil` removes it. The scroll view keeps the header as its subview, so no extra storage
    /// (and no Objective-C associated object) is needed.
    public var mj_header: MJRefreshHeader? {
        get { subviews.lazy.compactMap { $0 as? MJRefreshHeader }.first }
        set { replaceComponent(mj_header, with: newValue) }
    }

    /// The load-more footer (auto or back). Assigning replaces and removes the old one; `nil` removes it.
    public var mj_footer: MJRefreshFooter? {
        get { subviews.lazy.compactMap { $0 as? MJRefreshFooter }.first }
        set { replaceComponent(mj_footer, with: newValue) }
    }

    /// The control at the trailing end of a horizontal scroll view. Assigning replaces and removes the old one.
    public var mj_trailer: MJRefreshTrailer? {
        get { subviews.lazy.compactMap { $0 as? MJRefreshTrailer }.first }
        set { replaceComponent(mj_trailer, with: newValue) }
    }

    /// The number of rows of a table view or items of a collection view, over all sections; 0 otherwise.
    public func mj_totalDataCount() -> Int {
        if let tableView = self as? UITableView {
            return (0..<tableView.numberOfSections).reduce(0) { $0 + tableView.numberOfRows(inSection: $1) }
        }
        if let collectionView = self as? UICollectionView {
            return (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
        }
        return 0
    }

    private func replaceComponent(_ old: MJRefreshComponent?, with new: MJRefreshComponent?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
    }
}
