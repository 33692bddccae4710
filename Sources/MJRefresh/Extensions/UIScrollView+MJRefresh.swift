extension UIScrollView {
    /// The pull-down header. Assigning a new one removes the old one (restoring the insets it added);
    /// assigning `nil` removes it. The scroll view keeps the header as its subview, so no extra storage
    /// (and no Objective-C associated object) is needed.
    public var mj_header: MJRefreshHeader? {
        get { firstSubview(of: MJRefreshHeader.self) }
        set { replaceComponent(mj_header, with: newValue) }
    }

    /// The load-more footer (auto or back). Assigning replaces and removes the old one; `nil` removes it.
    public var mj_footer: MJRefreshFooter? {
        get { firstSubview(of: MJRefreshFooter.self) }
        set { replaceComponent(mj_footer, with: newValue) }
    }

    /// The control at the trailing end of a horizontal scroll view. Assigning replaces and removes the old one.
    public var mj_trailer: MJRefreshTrailer? {
        get { firstSubview(of: MJRefreshTrailer.self) }
        set { replaceComponent(mj_trailer, with: newValue) }
    }

    /// The number of rows of a table view or items of a collection view, over all sections; 0 otherwise.
    @discardableResult
    public func mj_totalDataCount() -> Int {
        var count = 0
        if let tableView = self as? UITableView {
            for section in 0..<tableView.numberOfSections { count += tableView.numberOfRows(inSection: section) }
        } else if let collectionView = self as? UICollectionView {
            for section in 0..<collectionView.numberOfSections {
                count += collectionView.numberOfItems(inSection: section)
            }
        }
        return count
    }

    /// The first subview of type `T`. A plain loop: the components read these on every offset change, and a
    /// `lazy.compactMap` closure there costs a main-actor isolation check per subview.
    func firstSubview<T>(of _: T.Type) -> T? {
        for case let view as T in subviews { return view }
        return nil
    }

    func replaceComponent(_ old: MJRefreshComponent?, with new: MJRefreshComponent?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
    }
}

extension UIScrollView {
    /// The control at the start of a horizontal scroll view (`MJRefreshLeader`). Assigning replaces and removes
    /// the old one; `nil` removes it.
    public var mj_leader: MJRefreshLeader? {
        get { firstSubview(of: MJRefreshLeader.self) }
        set { replaceComponent(mj_leader, with: newValue) }
    }
}

extension UIScrollView {
    /// The control above the content that loads older items when the top comes into view (`MJRefreshAutoHeader`).
    /// Assigning replaces and removes the old one; `nil` removes it.
    public var mj_autoHeader: MJRefreshAutoHeader? {
        get { firstSubview(of: MJRefreshAutoHeader.self) }
        set { replaceComponent(mj_autoHeader, with: newValue) }
    }
}
