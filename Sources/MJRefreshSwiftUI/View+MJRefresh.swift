@_spi(SwiftUI) import MJRefresh
import SwiftUI

@available(iOS 13.0, *)
extension View {
    /// Adds MJRefresh's pull-down header to this `List` or `ScrollView`.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .mj_header { await model.reload() }
    /// ```
    ///
    /// - Parameters:
    ///   - style: the header to show (default: `MJRefreshNormalHeader`).
    ///   - isRefreshing: optional; `true` while the header refreshes. Setting it to `true` starts a refresh
    ///     (the action runs, as after a pull); setting it to `false` ends the refresh.
    ///   - action: runs on the main actor each time a refresh starts; the refresh ends when it returns. A
    ///     re-render during the refresh does not cancel or restart it.
    public func mj_header(
        _ style: MJRefreshHeaderStyle = .normal, isRefreshing: Binding<Bool>? = nil,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isRefreshing,
                hasNoMoreData: nil, action: action))
    }

    /// Adds MJRefresh's load-more footer to this `List` or `ScrollView`.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .mj_footer(hasNoMoreData: $model.isComplete) { await model.loadMore() }
    /// ```
    ///
    /// - Parameters:
    ///   - style: the footer to show (default: `MJRefreshAutoNormalFooter`).
    ///   - isRefreshing: optional; `true` while the footer loads; `true` starts a load, `false` ends it.
    ///   - hasNoMoreData: optional; `true` shows "No more data" and stops loading until it is `false` again.
    ///   - action: runs on the main actor each time a load starts; the load ends when it returns.
    public func mj_footer(
        _ style: MJRefreshFooterStyle = .autoNormal, isRefreshing: Binding<Bool>? = nil,
        hasNoMoreData: Binding<Bool>? = nil, action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isRefreshing,
                hasNoMoreData: hasNoMoreData, action: action))
    }
}
