import ClassicApp
import MJRefresh

/// Runs the app's screens on the UIKit stand-in and prints one line per check; exits with status 1 when one
/// fails. Each flow starts from a fresh simulation (clock at 0, a visible 390 × 844 window).
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

/// A finger on a scroll view: down, moved by `distance` over `duration`, lifted still; then the clock runs until
/// everything rests.
@MainActor
func pull(_ scrollView: UIScrollView, by distance: CGPoint, duration: TimeInterval = 0.4) {
    scrollView.simulateTouchDown()
    scrollView.simulateDrag(by: distance, duration: duration)
    scrollView.simulateTouchUp(velocity: .zero)
    UISimulation.runUntilIdle()
}

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
