import ListScreens
import MJRefresh

/// A loader the flows answer by hand: it keeps each request until `answer` is called.
@MainActor
final class ManualFeedLoader: FeedLoader {
    private var pending: [(feed: String, page: Int, completion: ([Entry]) -> Void)] = []

    var requests: [String] { pending.map { "\($0.feed) \($0.page)" } }

    func load(feed: String, page: Int, completion: @escaping @MainActor ([Entry]) -> Void) {
        pending.append((feed, page, completion))
    }

    /// Answers the oldest request for `feed` (any feed when nil) with `count` entries of one to five lines.
    func answer(_ feed: String? = nil, count: Int = 15) {
        guard let index = pending.firstIndex(where: { feed == nil || $0.feed == feed }) else { return }
        let request = pending.remove(at: index)
        request.completion(
            (0..<count).map { Entry(title: "\(request.feed) \(request.page * 15 + $0 + 1)", lines: 1 + ($0 * 3) % 5) })
        UISimulation.runUntilIdle()
    }

    func answerAll() {
        while !pending.isEmpty { answer() }
    }
}
