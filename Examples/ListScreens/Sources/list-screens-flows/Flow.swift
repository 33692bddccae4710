import ListScreens
import MJRefresh

/// Runs the screens on the UIKit stand-in and prints one line per check; exits with status 1 when one fails.
/// Each flow starts from a fresh simulation (clock at 0) with a visible 390 × 844 window.
@MainActor
final class FlowRunner {
    private(set) var failures = 0
    private(set) var checks = 0
    private var flowName = ""

    func flow(_ name: String, _ body: () -> Void) {
        flowName = name
        UISimulation.reset()
        body()
    }

    func check(_ condition: Bool, _ what: String) {
        checks += 1
        if !condition { failures += 1 }
        print("\(condition ? "ok  " : "FAIL") \(flowName): \(what)")
    }

    /// A visible phone-sized window showing `controller`.
    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        window.rootViewController = controller
        UISimulation.runUntilIdle()
        return window
    }
}

/// A finger on a scroll view: down, moved by `distance` over `duration`, lifted at `velocity` (points per
/// second); then the clock runs until everything rests.
@MainActor
func swipe(_ scrollView: UIScrollView, by distance: CGPoint, duration: TimeInterval = 0.4, velocity: CGPoint = .zero) {
    scrollView.simulateTouchDown()
    scrollView.simulateDrag(by: distance, duration: duration)
    scrollView.simulateTouchUp(velocity: velocity)
    UISimulation.runUntilIdle()
}

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
