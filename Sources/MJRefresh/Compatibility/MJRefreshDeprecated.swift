// Members MJRefresh 3.7.9 still declares as deprecated. They work, and the compiler points to the current
// spelling (the rename hint is the fix-it).

/// MJRefresh's old name for the refreshing callback's type.
@available(*, deprecated, renamed: "MJRefreshComponentAction")
public typealias MJRefreshComponentRefreshingBlock = () -> Void
/// MJRefresh's old name for the type of `beginRefreshingCompletionBlock`.
@available(*, deprecated, renamed: "MJRefreshComponentAction")
public typealias MJRefreshComponentBeginRefreshingCompletionBlock = () -> Void
/// MJRefresh's old name for the type of `endRefreshingCompletionBlock`.
@available(*, deprecated, renamed: "MJRefreshComponentAction")
public typealias MJRefreshComponentEndRefreshingCompletionBlock = () -> Void

extension MJRefreshComponent {
    /// `isAutomaticallyChangeAlpha` under its old name.
    @available(*, deprecated, renamed: "isAutomaticallyChangeAlpha")
    public var isAutoChangeAlpha: Bool {
        get { isAutomaticallyChangeAlpha }
        set { isAutomaticallyChangeAlpha = newValue }
    }

    /// `endRefreshingAnimationBeginAction` under its old name: called as the end-of-refresh animation begins.
    @available(*, deprecated, renamed: "endRefreshingAnimationBeginAction")
    public var endRefreshingAnimateCompletionBlock: MJRefreshComponentAction? {
        get { endRefreshingAnimationBeginAction }
        set { endRefreshingAnimationBeginAction = newValue }
    }
}

extension MJRefreshFooter {
    /// `endRefreshingWithNoMoreData()` under its old name.
    @available(*, deprecated, renamed: "endRefreshingWithNoMoreData()")
    public func noticeNoMoreData() {
        endRefreshingWithNoMoreData()
    }

    /// MJRefresh stores this flag and does nothing with it ("show or hide the footer yourself"); so does this
    /// library: it reads back what was set and never hides the footer.
    @available(*, deprecated, message: "Show and hide the footer yourself with isHidden")
    public var isAutomaticallyHidden: Bool {
        get { automaticallyHiddenFlag }
        set { automaticallyHiddenFlag = newValue }
    }
}

extension MJRefreshAutoFooter {
    /// `triggerAutomaticallyRefreshPercent` under its old name.
    @available(*, deprecated, renamed: "triggerAutomaticallyRefreshPercent")
    public var appearencePercentTriggerAutoRefresh: CGFloat {
        get { triggerAutomaticallyRefreshPercent }
        set { triggerAutomaticallyRefreshPercent = newValue }
    }
}

extension UIScrollView {
    /// `mj_header` under its old name.
    @available(*, deprecated, renamed: "mj_header")
    public var header: MJRefreshHeader? {
        get { mj_header }
        set { mj_header = newValue }
    }

    /// `mj_footer` under its old name.
    @available(*, deprecated, renamed: "mj_footer")
    public var footer: MJRefreshFooter? {
        get { mj_footer }
        set { mj_footer = newValue }
    }
}

/// The spinner style of the normal components, which now is the spinner's own `style`.
@preconcurrency @MainActor
public protocol MJRefreshLoadingViewStyling: AnyObject {
    /// The spinner shown while refreshing.
    var loadingView: UIActivityIndicatorView! { get }
}

extension MJRefreshLoadingViewStyling {
    /// `loadingView.style`.
    @available(*, deprecated, message: "Use loadingView.style")
    public var activityIndicatorViewStyle: UIActivityIndicatorView.Style {
        get { loadingView.style }
        set { loadingView.style = newValue }
    }
}

extension MJRefreshNormalHeader: MJRefreshLoadingViewStyling {}
extension MJRefreshAutoNormalFooter: MJRefreshLoadingViewStyling {}
extension MJRefreshBackNormalFooter: MJRefreshLoadingViewStyling {}
