import UIKit

/// One item of a list: a title and a body of some lines, so rows differ in height.
public struct Entry: Sendable, Hashable {
    public var title: String
    public var lines: Int

    public init(title: String, lines: Int) {
        self.title = title
        self.lines = lines
    }
}

/// Where the screens get their entries. An app asks its server; `list-screens-flows` answers by hand, so it
/// decides when each load finishes.
@MainActor
public protocol FeedLoader: AnyObject {
    /// Loads `page` (0 is the first) of the list called `feed` and calls `completion` on the main thread with its
    /// entries.
    func load(feed: String, page: Int, completion: @escaping @MainActor (_ entries: [Entry]) -> Void)
}

/// The app's own loader: a fake server that answers after a second with fifteen entries of one to five lines.
public final class DelayedFeedLoader: FeedLoader {
    nonisolated public init() {}

    public func load(feed: String, page: Int, completion: @escaping @MainActor (_ entries: [Entry]) -> Void) {
        let entries = (0..<15).map { Entry(title: "\(feed) \(page * 15 + $0 + 1)", lines: 1 + ($0 * 7) % 5) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            completion(entries)
        }
    }
}
