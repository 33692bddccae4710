import ClassicApp
import MJRefresh

/// A loader the flows answer by hand: it keeps each request until `answer` is called.
@MainActor
final class ManualPageLoader: PageLoader {
    private var pending: [(page: Int, completion: ([String], Bool) -> Void)] = []

    var requestedPages: [Int] { pending.map(\.page) }

    func load(page: Int, completion: @escaping @MainActor ([String], Bool) -> Void) {
        pending.append((page, completion))
    }

    /// Answers the oldest request with `count` rows; returns whether there was one.
    @discardableResult
    func answer(rows count: Int, hasMore: Bool) -> Bool {
        guard !pending.isEmpty else { return false }
        let request = pending.removeFirst()
        request.completion((0..<count).map { "Row \(request.page)-\($0)" }, hasMore)
        UISimulation.runUntilIdle()
        return true
    }
}
