/// The base of the load-more controls below the content.
@MainActor
open class MJRefreshFooter: MJRefreshComponent {
    /// Extra distance between the end of the content and the footer, for content that ends with its own inset.
    open var ignoredScrollViewContentInsetBottom: CGFloat = 0

    override open func prepare() {
        super.prepare()
        mj_h = MJRefreshConstants.footerHeight
    }

    @discardableResult
    override open func link(to scrollView: UIScrollView) -> Self {
        scrollView.mj_footer = self
        return self
    }

    /// Ends loading and shows that there is nothing more (`.noMoreData`): no load starts, by scrolling or
    /// tapping, until `resetNoMoreData()`. Safe from any thread, like `endRefreshing()`.
    nonisolated public func endRefreshingWithNoMoreData() {
        Self.performOnMain { [weak self] in self?.state = .noMoreData }
    }

    /// Leaves `.noMoreData` (or ends loading) for `.idle`, so loads can start again. Safe from any thread.
    nonisolated public func resetNoMoreData() {
        Self.performOnMain { [weak self] in self?.state = .idle }
    }

    /// Whether another component of the scroll view is refreshing; user gestures then start no load, so that
    /// the header and a footer never refresh at the same time.
    var isOtherComponentRefreshing: Bool {
        guard let scrollView else { return false }
        return scrollView.mj_header?.isRefreshing == true || scrollView.mj_trailer?.isRefreshing == true
    }
}
