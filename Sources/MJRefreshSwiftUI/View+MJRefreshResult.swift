@_spi(SwiftUI) import MJRefresh
import SwiftUI

// The modifiers' two other forms: an action that says how the refresh went (a ✓ or ✗ and its title on screen, as
// `endRefreshing(with:)` shows them), and the app's own loading flag shown without running the action
// (`showsRefreshing`).

@available(iOS 13.0, *)
extension View {
    /// Adds MJRefresh's pull-down header, whose action returns how the refresh went: the header shows the
    /// result's title (and a ✓ or ✗) for a moment before it collapses; `.quiet` ends at once.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .mj_header(resultAction: { await model.reload() ? .quiet : .failure(message: "Offline") })
    /// ```
    ///
    /// - Parameters:
    ///   - style: the header to show (default: `MJRefreshNormalHeader`).
    ///   - isRefreshing: optional; as in `mj_header(_:isRefreshing:action:)`: `true` starts a refresh (the action
    ///     runs), `false` ends it and cancels the action's task.
    ///   - resultAction: runs on the main actor each time a refresh starts; the refresh ends with its result.
    public func mj_header(
        _ style: MJRefreshHeaderStyle = .normal, isRefreshing: Binding<Bool>? = nil,
        resultAction: @escaping @MainActor () async -> MJRefreshResult
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isRefreshing, hasNoMoreData: nil,
                action: resultAction))
    }

    /// Adds MJRefresh's load-more footer, whose action returns how the load went: "Loading failed: <message>"
    /// and a ✗, say, for a moment; `.noMoreData` shows "No more data" and then stops loading; `.quiet` ends at
    /// once.
    ///
    /// - Parameters:
    ///   - style: the footer to show (default: `MJRefreshAutoNormalFooter`).
    ///   - isRefreshing: optional; `true` starts a load, `false` ends it and cancels the action's task.
    ///   - hasNoMoreData: optional; `true` shows "No more data" and stops loading until it is `false` again.
    ///   - resultAction: runs on the main actor each time a load starts; the load ends with its result.
    public func mj_footer(
        _ style: MJRefreshFooterStyle = .autoNormal, isRefreshing: Binding<Bool>? = nil,
        hasNoMoreData: Binding<Bool>? = nil, resultAction: @escaping @MainActor () async -> MJRefreshResult
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: isRefreshing, hasNoMoreData: hasNoMoreData,
                action: resultAction))
    }

    /// Adds MJRefresh's pull-down header that also shows a load the app started itself: while `showsRefreshing`
    /// is `true` the header shows its refreshing state without running `action` (bind your view model's own
    /// `isLoading` here, not to `isRefreshing`, which would start a second load). A pull still runs `action`.
    ///
    /// ```swift
    /// List(model.items) { ItemRow(item: $0) }
    ///     .mj_header(showsRefreshing: model.isLoading) { await model.reload() }
    /// ```
    public func mj_header(
        _ style: MJRefreshHeaderStyle = .normal, showsRefreshing: Bool,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: nil, hasNoMoreData: nil, action: action,
                showsRefreshing: showsRefreshing))
    }

    /// Adds MJRefresh's load-more footer that also shows a load the app started itself (`showsRefreshing`, as in
    /// `mj_header(_:showsRefreshing:action:)`).
    public func mj_footer(
        _ style: MJRefreshFooterStyle = .autoNormal, showsRefreshing: Bool, hasNoMoreData: Binding<Bool>? = nil,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        background(
            MJRefreshProbe(
                makeComponent: style.makeComponent, isRefreshing: nil, hasNoMoreData: hasNoMoreData, action: action,
                showsRefreshing: showsRefreshing))
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
