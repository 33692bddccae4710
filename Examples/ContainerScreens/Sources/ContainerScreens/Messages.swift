import UIKit

/// Where the screens get their rows. An app asks its server; `container-screens-flows` answers by hand, so it
/// decides when each load finishes.
@MainActor
public protocol MessageSource: AnyObject {
    /// Loads `page` (0 is the first) and calls `completion` on the main thread with its rows and whether more
    /// pages follow.
    func load(page: Int, completion: @escaping @MainActor (_ rows: [String], _ hasMore: Bool) -> Void)
}

/// The app's own source: a fake server that answers after a second with three pages of twenty rows.
public final class DelayedMessageSource: MessageSource {
    nonisolated public init() {}

    public func load(page: Int, completion: @escaping @MainActor (_ rows: [String], _ hasMore: Bool) -> Void) {
        let rows = (1...20).map { "Message \(page * 20 + $0)" }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            completion(rows, page < 2)
        }
    }
}
