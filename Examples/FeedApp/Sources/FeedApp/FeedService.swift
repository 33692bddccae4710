import Foundation

/// One page of the feed.
public struct FeedPage: Sendable, Equatable {
    public var articles: [String]
    /// Whether a page follows this one.
    public var hasMore: Bool

    public init(articles: [String], hasMore: Bool) {
        self.articles = articles
        self.hasMore = hasMore
    }
}

/// Why a page did not come.
public enum FeedError: Error, Equatable {
    case offline
}

/// Where the feed comes from: the app's server, or a test's script.
@MainActor
public protocol FeedService: AnyObject {
    /// Page `page` (0 is the newest); throws when the request fails.
    func page(_ page: Int) async throws -> FeedPage
}
