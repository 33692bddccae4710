import Foundation
import MJRefresh

/// Plays an app's screens on the UIKit stand-in and prints one line per check (`ok  ` or `FAIL`, the flow's name,
/// what was checked); `finish()` prints the count and exits with status 1 when a check failed. Each flow starts
/// from a fresh simulation (clock at 0) on a 390 × 844 pt phone whose status area and home indicator take
/// `safeAreaInsets`.
@MainActor
public final class FlowRunner {
    private var failures = 0
    private var checks = 0
    private var flowName = ""
    private let safeAreaInsets: UIEdgeInsets

    public init(safeAreaInsets: UIEdgeInsets = .zero) {
        self.safeAreaInsets = safeAreaInsets
    }

    /// Plays `body` as the flow called `name` (the prefix of its check lines), from a fresh simulation.
    public func flow(_ name: String, _ body: () -> Void) {
        flowName = name
        UISimulation.reset()
        body()
    }

    /// Counts a check and prints its line; a false `condition` fails it.
    public func check(_ condition: Bool, _ what: String) {
        checks += 1
        if !condition { failures += 1 }
        print("\(condition ? "ok  " : "FAIL") \(flowName): \(what)")
    }

    /// Prints how many checks passed; exits with status 1 when one failed.
    public func finish() {
        print("\(checks - failures) of \(checks) checks passed")
        if failures > 0 { exit(1) }
    }

    /// Shows `controller` in a visible phone window and lets it come to rest; returns it. (The simulated
    /// application keeps the window, as UIKit's keeps its visible windows, until the next flow's fresh simulation.)
    @discardableResult
    public func show<Controller: UIViewController>(_ controller: Controller) -> Controller {
        let window = visibleWindow()
        window.rootViewController = controller
        UISimulation.runUntilIdle()
        return controller
    }

    /// Puts `view` in a visible phone window, filling it; the clock does not run.
    public func place(_ view: UIView) {
        let window = visibleWindow()
        view.frame = window.bounds
        window.addSubview(view)
    }

    private func visibleWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = safeAreaInsets
        window.makeKeyAndVisible()
        return window
    }
}
