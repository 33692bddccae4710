/// A component attached on behalf of a declarative front end (the `MJRefreshSwiftUI` modifiers): it finds its
/// scroll view from a probe view, follows it when the front end rebuilds the list, and keeps two flags the front
/// end binds — refreshing and no more data — in step with the component's state, without feedback loops.
///
/// The rules:
/// - A flag the front end sets is applied with the component's own API, under the same rules as an app's:
///   refreshing is the component's settable `isRefreshing` (`true` begins, callbacks included; `false` ends);
///   for a footer, no-more-data `true` is `endRefreshingWithNoMoreData()` and `false` is `resetNoMoreData()`.
/// - A change the component makes by itself (the user pulls, the action returns, the footer ends) is reported
///   through `refreshingDidChange` and `noMoreDataDidChange`, once per change of the flag's value. Changes caused
///   by applying the front end's own values are not reported back, except where the component refused them (a
///   footer cannot load on an empty list): then its real value is reported on the next turn of the main queue, so
///   a binding is never written while the front end is updating its views.
/// - The action is the component's `refreshingResultTask`: it runs once per refresh, the refresh ends when it
///   returns, with the result it returned (an action without one ends `.quiet`), and a new action given by a later
///   update (a re-render) is used by the next refresh, not the running one: a re-render neither cancels nor
///   restarts it. An explicit end (the flag set to `false`, the modifier removed) cancels it, as in UIKit.
/// - A shown-refreshing value (an app's own "is loading") is applied with `showsRefreshing` when it changes from
///   the last value applied, so the action does not run for it and a re-render with the same value does nothing.
@_spi(SwiftUI)
@MainActor
public final class MJRefreshHostedComponent {
    /// The component, attached to the scroll view once one is found.
    public let component: MJRefreshComponent
    /// The scroll view it is attached to.
    public var scrollView: UIScrollView? { component.superview as? UIScrollView }
    /// Told when the component starts or stops refreshing by itself.
    public var refreshingDidChange: ((Bool) -> Void)?
    /// Told when a footer enters or leaves "no more data" by itself.
    public var noMoreDataDidChange: ((Bool) -> Void)?

    private var action: (@MainActor () async -> MJRefreshResult)?
    private var appliedShowsRefreshing: Bool?
    private var isApplyingUpdate = false
    private var reportedRefreshing: Bool
    private var reportedNoMoreData: Bool

    public init(component: MJRefreshComponent) {
        self.component = component
        reportedRefreshing = component.isRefreshing
        reportedNoMoreData = component.state == .noMoreData
        component.refreshingResultTask = { [weak self] in await self?.action?() ?? .quiet }
        component.cycle.stateListeners.add { [weak self] _, _ in self?.componentStateDidChange() }
    }

    /// The front end's current values: the action to run on the next refresh and, where bound, the flags.
    public func update(action: @escaping @MainActor () async -> Void, isRefreshing: Bool?, hasNoMoreData: Bool?) {
        update(
            resultAction: {
                await action()
                return .quiet
            }, isRefreshing: isRefreshing, hasNoMoreData: hasNoMoreData)
    }

    /// The front end's current values, with an action that says how the refresh went and, where given, the app's
    /// own loading flag to show (`showsRefreshing`).
    public func update(
        resultAction: @escaping @MainActor () async -> MJRefreshResult, isRefreshing: Bool?, hasNoMoreData: Bool?,
        showsRefreshing: Bool? = nil
    ) {
        self.action = resultAction
        isApplyingUpdate = true
        if let hasNoMoreData, let footer = component as? MJRefreshFooter, hasNoMoreData != isNoMoreData {
            hasNoMoreData ? footer.endRefreshingWithNoMoreData() : footer.resetNoMoreData()
        }
        if let isRefreshing { component.isRefreshing = isRefreshing }
        if let showsRefreshing, showsRefreshing != appliedShowsRefreshing {
            appliedShowsRefreshing = showsRefreshing
            component.showsRefreshing = showsRefreshing
        }
        isApplyingUpdate = false
        // The front end now believes its own values; where the component refused one, it hears the truth on the
        // next turn of the main queue, outside its view update.
        reportedRefreshing = isRefreshing ?? reportedRefreshing
        reportedNoMoreData = hasNoMoreData ?? reportedNoMoreData
        if component.isRefreshing != reportedRefreshing
            || (component is MJRefreshFooter && isNoMoreData != reportedNoMoreData)
        {
            DispatchQueue.main.async { [weak self] in self?.componentStateDidChange() }
        }
    }

    /// Attaches the component to the scroll view around `probe`, or moves it there when the front end rebuilt
    /// the list. Nothing happens while the probe is off screen or no scroll view is around it yet.
    public func attach(near probe: UIView) {
        guard probe.window != nil, let found = HostedScrollViewFinder.scrollView(near: probe),
            found !== scrollView
        else { return }
        switch component {
        case let header as MJRefreshHeader: found.mj_header = header
        case let footer as MJRefreshFooter: found.mj_footer = footer
        case let trailer as MJRefreshTrailer: found.mj_trailer = trailer
        default: found.insertSubview(component, at: 0)
        }
    }

    /// Takes the component off its scroll view (the front end removed the modifier), restoring the insets.
    public func detach() {
        component.removeFromSuperview()
    }

    private var isNoMoreData: Bool { component.state == .noMoreData }

    private func componentStateDidChange() {
        guard !isApplyingUpdate else { return }
        if component.isRefreshing != reportedRefreshing {
            reportedRefreshing = component.isRefreshing
            refreshingDidChange?(reportedRefreshing)
        }
        if component is MJRefreshFooter, isNoMoreData != reportedNoMoreData {
            reportedNoMoreData = isNoMoreData
            noMoreDataDidChange?(reportedNoMoreData)
        }
    }
}
