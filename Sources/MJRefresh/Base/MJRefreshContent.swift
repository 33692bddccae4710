#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

/// A view that shows what a component does: any `UIView` adopting it can be a header's, footer's, trailer's or
/// leader's `contentView`, without subclassing the component (a Lottie-style animation, say). The component keeps
/// doing everything else (attaching, triggering, insets, callbacks) and tells the view what happens; every
/// method has an empty default.
@preconcurrency @MainActor
public protocol MJRefreshContent: AnyObject {
    /// The component went from `oldState` to its `state`. Also sent when the view is installed, from the
    /// component's state to itself, so that the view starts out showing it.
    func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState)
    /// The pull moved: 0 at rest, 1 at the threshold, more beyond it.
    func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat)
    /// The refresh ends with `result` (`endRefreshing(with:)`): the ending state, which the component shows for
    /// its `resultDisplayDuration` (the minimum time the ending state is shown) before it collapses. Not sent when
    /// that duration is 0, which ends at once.
    func refreshComponent(_ component: MJRefreshComponent, didShow result: MJRefreshResult)
    /// `MJRefreshConfig.default` changed the language: read the texts again.
    func refreshComponentDidChangeLanguage(_ component: MJRefreshComponent)
}

extension MJRefreshContent {
    /// Does nothing.
    public func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState) {}
    /// Does nothing.
    public func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat) {}
    /// Does nothing.
    public func refreshComponent(_ component: MJRefreshComponent, didShow result: MJRefreshResult) {}
    /// Does nothing.
    public func refreshComponentDidChangeLanguage(_ component: MJRefreshComponent) {}
}

/// The content a component shows: the view (a subview, which the component keeps), and who hears about the
/// component: the view itself, or an adapter a front end puts in between, kept here.
struct MJRefreshContentSlot {
    weak var view: UIView?
    var receiver: (any MJRefreshContent)?
    /// The view's extent along the component's axis; `nil`: the component's own.
    var extent: CGFloat?
}

extension MJRefreshComponent {
    /// The view that shows the component's state, installed over it and told what happens (see
    /// `MJRefreshContent`); `nil` shows none. It is the component's subview, so the component keeps it. Its
    /// height is `contentHeight`; the component's own height (`mj_h`, a trailer's or leader's width) stays the
    /// trigger distance and what a refresh keeps in view.
    public var contentView: (any UIView & MJRefreshContent)? {
        get { contentSlot.view as? any UIView & MJRefreshContent }
        set { installContent(newValue, receiver: newValue) }
    }

    /// Sets `contentView`.
    @discardableResult
    public func showingContent(_ view: (any UIView & MJRefreshContent)?) -> Self {
        contentView = view
        return self
    }

    /// The height of `contentView` (its width on a trailer or leader), apart from the component's own height,
    /// the trigger distance. It is drawn from the component's edge next to the content outwards: a header's
    /// content taller than the header reaches above it, a footer's below it, so a longer pull shows more of it.
    /// `nil` (the default), negative or non-finite: the component's own height.
    public var contentHeight: CGFloat? {
        get { contentSlot.extent }
        set {
            contentSlot.extent = newValue
            setNeedsLayout()
        }
    }

    /// Puts `view` over the component in place of the current content and tells `receiver` the current state and
    /// pull. A view that belongs to another component is moved here, as `addSubview` moves it.
    func installContent(_ view: UIView?, receiver: (any MJRefreshContent)?) {
        if let old = contentSlot.view, old !== view, old.superview === self { old.removeFromSuperview() }
        contentSlot.view = view
        contentSlot.receiver = receiver
        guard let view else { return }
        addSubview(view)
        placeContent()
        receiver?.refreshComponent(self, didChangeStateFrom: state)
        receiver?.refreshComponent(self, didChangePullingPercent: pullingPercent)
    }

    /// Lays the content out from the component's edge next to the scroll view's content, `contentHeight` long.
    func placeContent() {
        guard let view = contentSlot.view else { return }
        let extent = contentSlot.extent.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        var frame = bounds
        let own = self.frame.size
        switch role?.edge {
        case .top?:
            frame.size.height = extent ?? own.height
            frame.origin.y = own.height - frame.height
        case .bottom?, nil:
            frame.size.height = extent ?? own.height
        case .right?:
            frame.size.width = extent ?? own.width
        case .left?:
            frame.size.width = extent ?? own.width
            frame.origin.x = own.width - frame.width
        }
        if view.frame != frame { view.frame = frame }
    }
}
