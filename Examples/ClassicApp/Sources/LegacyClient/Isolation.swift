import Dispatch
import MJRefresh
import UIKit

// Code from apps that use MJRefresh, reaching the components from code that is not main-actor isolated:
// helpers, factories, callbacks of other threads, reactive bindings. Against MJRefresh this compiles without a
// warning in Swift 5 mode and with warnings in Swift 6 mode (UIKit's isolation is pre-concurrency), and so it
// does here. Each line that warns in Swift 6 says so.

/// A house style that helpers apply to every header, from plain code.
public func applyHouseStyle(to header: MJRefreshStateHeader) {
    header.lastUpdatedTimeLabel?.isHidden = true  // MJRefresh warns too in Swift 6
    header.stateLabel?.font = UIFont.boldSystemFont(ofSize: 13)  // MJRefresh warns too in Swift 6
    header.setTitle("Pull to refresh", for: .idle)  // MJRefresh warns too in Swift 6
}

/// A factory that keeps the refreshing action as an ordinary closure.
public enum RefreshFactory {
    /// A normal header for `action`, styled by the house style.
    @MainActor
    public static func header(onRefresh action: @escaping () -> Void) -> MJRefreshNormalHeader {
        let header = MJRefreshNormalHeader(refreshingBlock: action)
        header.refreshingBlock = action
        applyHouseStyle(to: header)
        return header
    }

    /// The same from nonisolated code. (With a plain `() -> Void` here, Swift 6 reports sending `action` to the
    /// main actor as a data race, against MJRefresh as here.)
    public static func footer(onLoad action: @escaping @Sendable () -> Void) -> MJRefreshAutoNormalFooter {
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: action)  // MJRefresh warns too in Swift 6
        return footer
    }
}

/// A network callback on another thread ends the refresh, as MJRefresh allows.
public func finishLoad(on header: MJRefreshHeader, then done: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async {
        // Linux's Dispatch declares this closure plainly `@Sendable`, so there Swift 5 warns as well.
        header.endRefreshing()  // MJRefresh warns too in Swift 6
        done()
    }
}

/// A minimal reactive value, as RxSwift's relays and Combine's subjects are used with MJRefresh.
public final class Binding<Value>: @unchecked Sendable {
    private var observers: [@Sendable (Value) -> Void] = []

    public init() {}

    public func subscribe(_ observer: @escaping @Sendable (Value) -> Void) {
        observers.append(observer)
    }

    public func send(_ value: Value) {
        observers.forEach { $0(value) }
    }
}

/// Binds "has more pages" to a footer: hidden when there is nothing to load, and a fresh refreshing block.
public func bind(_ hasMore: Binding<Bool>, to footer: MJRefreshFooter, load: @escaping @Sendable () -> Void) {
    hasMore.subscribe { value in
        footer.isHidden = !value  // MJRefresh warns too, in Swift 5 as well
        footer.refreshingBlock = load  // MJRefresh warns too, in Swift 5 as well
    }
}
