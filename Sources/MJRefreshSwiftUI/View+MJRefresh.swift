@_spi(SwiftUI) import MJRefresh
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Adds a pull-to-refresh header to this `List` or `ScrollView`: MJRefresh's header, on iOS 13 and later.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .refreshHeader { await model.reload() }
    /// ```
    ///
    /// Use it instead of `.refreshable`, not with it: both would refresh on the same pull. `.loadMoreFooter` goes
    /// with either.
    ///
    /// - Parameters:
    ///   - style: the header to show (default: `MJRefreshNormalHeader`).
    ///   - isRefreshing: optional; `true` while the header refreshes. Setting it to `true` starts a refresh
    ///     (the action runs, as after a pull); setting it to `false` ends the refresh.
    ///   - action: runs on the main actor each time a refresh starts; the refresh ends when it returns. A
    ///     re-render during the refresh does not cancel or restart it.
    public func refreshHeader(
        _ style: MJRefreshHeaderStyle = .normal, isRefreshing: Binding<Bool>? = nil,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isRefreshing,
                hasNoMoreData: nil, action: action))
    }

    /// Adds a load-more footer to this `List` or `ScrollView`: it loads the next page when the user reaches the
    /// end (an auto footer) or pulls past it (a back footer).
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .loadMoreFooter(hasNoMoreData: $model.isComplete) { await model.loadMore() }
    /// ```
    ///
    /// It replaces a load-more row that calls the model from `onAppear`, and goes with `.refreshable` or
    /// `.refreshHeader` on the same list.
    ///
    /// - Parameters:
    ///   - style: the footer to show (default: `MJRefreshAutoNormalFooter`).
    ///   - isLoading: optional; `true` while the footer loads; `true` starts a load, `false` ends it.
    ///   - hasNoMoreData: optional; `true` shows "No more data" and stops loading until it is `false` again.
    ///   - action: runs on the main actor each time a load starts; the load ends when it returns.
    public func loadMoreFooter(
        _ style: MJRefreshFooterStyle = .autoNormal, isLoading: Binding<Bool>? = nil,
        hasNoMoreData: Binding<Bool>? = nil, action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isLoading,
                hasNoMoreData: hasNoMoreData, action: action))
    }

    /// `refreshHeader(_:isRefreshing:action:)` under MJRefresh's `mj_` spelling, for code that already uses it.
    public func mj_header(
        _ style: MJRefreshHeaderStyle = .normal, isRefreshing: Binding<Bool>? = nil,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        refreshHeader(style, isRefreshing: isRefreshing, action: action)
    }

    /// `loadMoreFooter(_:isLoading:hasNoMoreData:action:)` under MJRefresh's `mj_` spelling, for code that
    /// already uses it.
    public func mj_footer(
        _ style: MJRefreshFooterStyle = .autoNormal, isRefreshing: Binding<Bool>? = nil,
        hasNoMoreData: Binding<Bool>? = nil, action: @escaping @MainActor () async -> Void
    ) -> some View {
        loadMoreFooter(style, isLoading: isRefreshing, hasNoMoreData: hasNoMoreData, action: action)
    }
}
