/// Calls `body` on the current thread, main-actor isolated as it is: what Objective-C code, Swift 5 code and
/// Swift 6 code with a pre-concurrency warning do when they call UIKit-style methods from a background thread.
/// The tests of the calls documented as safe from any thread (`endRefreshing()`, `endRefreshingWithNoMoreData()`,
/// `resetNoMoreData()`) make them this way. Nothing checks the isolation: `body` must do only such calls.
public func callIgnoringIsolation(_ body: @escaping @MainActor () -> Void) {
    unsafeBitCast(body, to: (() -> Void).self)()
}
