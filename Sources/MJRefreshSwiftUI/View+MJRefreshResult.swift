@_spi(SwiftUI) import MJRefresh
import SwiftUI

// The modifiers' two other forms: an action that says how the refresh went (a ✓ or ✗ and its title on screen, as
// `endRefreshing(with:)` shows them), and the app's own loading flag shown without running the action
// (`showsRefreshing`).

@available(iOS 13.0, *)
extension View {
    /// Adds a pull-to-refresh header whose action returns how the refresh went: the header shows the result's
    /// title (and a ✓ or ✗) for a moment before it collapses; `.quiet` ends at once.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .refreshHeader(resultAction: { await model.reload() ? .quiet : .failure(message: "Offline") })
    /// ```
    ///
    /// - Parameters:
    ///   - style: the header to show (default: `MJRefreshNormalHeader`).
    ///   - isRefreshing: optional; as in `refreshHeader(_:isRefreshing:action:)`: `true` starts a refresh (the
    ///     action runs), `false` ends it and cancels the action's task.
    ///   - resultAction: runs on the main actor each time a refresh starts; the refresh ends with its result.
    public func refreshHeader(
        _ style: MJRefreshHeaderStyle = .normal, isRefreshing: Binding<Bool>? = nil,
        resultAction: @escaping @MainActor () async -> MJRefreshResult
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isRefreshing, hasNoMoreData: nil,
                action: resultAction))
    }

    /// Adds a load-more footer whose action returns how the load went: "Loading failed: <message>" and a ✗,
    /// say, for a moment; `.noMoreData` shows "No more data" and then stops loading; `.quiet` ends at once.
    ///
    /// - Parameters:
    ///   - style: the footer to show (default: `MJRefreshAutoNormalFooter`).
    ///   - isLoading: optional; `true` starts a load, `false` ends it and cancels the action's task.
    ///   - hasNoMoreData: optional; `true` shows "No more data" and stops loading until it is `false` again.
    ///   - resultAction: runs on the main actor each time a load starts; the load ends with its result.
    public func loadMoreFooter(
        _ style: MJRefreshFooterStyle = .autoNormal, isLoading: Binding<Bool>? = nil,
        hasNoMoreData: Binding<Bool>? = nil, resultAction: @escaping @MainActor () async -> MJRefreshResult
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isLoading, hasNoMoreData: hasNoMoreData,
                action: resultAction))
    }

    /// Adds a pull-to-refresh header that also shows a load the app started itself: while `showsRefreshing` is
    /// `true` the header shows its refreshing state without running `action` (bind your view model's own
    /// `isLoading` here, not to `isRefreshing`, which would start a second load). A pull still runs `action`.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .refreshHeader(showsRefreshing: model.isLoading) { await model.reload() }
    /// ```
    public func refreshHeader(
        _ style: MJRefreshHeaderStyle = .normal, showsRefreshing: Bool,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: nil, hasNoMoreData: nil, action: action,
                showsRefreshing: showsRefreshing))
    }

    /// Adds a load-more footer that also shows a load the app started itself (`showsLoading`, as
    /// `showsRefreshing` in `refreshHeader(_:showsRefreshing:action:)`).
    public func loadMoreFooter(
        _ style: MJRefreshFooterStyle = .autoNormal, showsLoading: Bool, hasNoMoreData: Binding<Bool>? = nil,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: nil, hasNoMoreData: hasNoMoreData, action: action,
                showsRefreshing: showsLoading))
    }

    /// `refreshHeader(_:isRefreshing:resultAction:)` under MJRefresh's `mj_` spelling.
    public func mj_header(
        _ style: MJRefreshHeaderStyle = .normal, isRefreshing: Binding<Bool>? = nil,
        resultAction: @escaping @MainActor () async -> MJRefreshResult
    ) -> some View {
        refreshHeader(style, isRefreshing: isRefreshing, resultAction: resultAction)
    }

    /// `loadMoreFooter(_:isLoading:hasNoMoreData:resultAction:)` under MJRefresh's `mj_` spelling.
    public func mj_footer(
        _ style: MJRefreshFooterStyle = .autoNormal, isRefreshing: Binding<Bool>? = nil,
        hasNoMoreData: Binding<Bool>? = nil, resultAction: @escaping @MainActor () async -> MJRefreshResult
    ) -> some View {
        loadMoreFooter(style, isLoading: isRefreshing, hasNoMoreData: hasNoMoreData, resultAction: resultAction)
    }

    /// `refreshHeader(_:showsRefreshing:action:)` under MJRefresh's `mj_` spelling.
    public func mj_header(
        _ style: MJRefreshHeaderStyle = .normal, showsRefreshing: Bool,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        refreshHeader(style, showsRefreshing: showsRefreshing, action: action)
    }

    /// `loadMoreFooter(_:showsLoading:hasNoMoreData:action:)` under MJRefresh's `mj_` spelling.
    public func mj_footer(
        _ style: MJRefreshFooterStyle = .autoNormal, showsRefreshing: Bool, hasNoMoreData: Binding<Bool>? = nil,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        loadMoreFooter(style, showsLoading: showsRefreshing, hasNoMoreData: hasNoMoreData, action: action)
    }
}

@available(iOS 13.0, *)
extension MJRefreshProbe {
    /// A probe whose action says nothing about how it went: its refresh ends `.quiet`, as `endRefreshing()` does.
    init(
        makeComponent: @escaping @MainActor () -> MJRefreshComponent, isRefreshing: Binding<Bool>?,
        hasNoMoreData: Binding<Bool>?, action: @escaping @MainActor () async -> Void, showsRefreshing: Bool? = nil
    ) {
        self.init(
            makeComponent: makeComponent, isRefreshing: isRefreshing, hasNoMoreData: hasNoMoreData,
            action: {
                await action()
                return .quiet
            }, showsRefreshing: showsRefreshing)
    }
}
