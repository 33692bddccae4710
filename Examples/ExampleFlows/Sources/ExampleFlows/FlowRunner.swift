import Foundation
import MJRefresh

/// Plays an app's screens on the UIKit stand-in and prints one line per check (`ok  ` or `FAIL`, the flow's name,
/// what was checked); `finish()` prints the count and exits with status 1 when a check failed. Each flow starts
/// from a fresh simulation (clock at 0) on a 390 × 844 pt phone whose status area and home indicator take
/// `safeAreaInsets`.
@MainActor
public final class FlowRunner {
    public private(set) var failures = 0
    public private(set) var checks = 0
    private var flowName = ""
    private let safeAreaInsets: UIEdgeInsets

    public init(safeAreaInsets: UIEdgeInsets = .zero) {
        self.safeAreaInsets = safeAreaInsets
    }

    public func flow(_ name: String, _ body: () -> Void) {
        flowName = name
        UISimulation.reset()
        body()
    }

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

    /// A visible phone window with `view` filling it; the clock does not run.
    @discardableResult
    public func place(_ view: UIView) -> UIWindow {
        let window = visibleWindow()
        view.frame = window.bounds
        window.addSubview(view)
        return window
    }

    private func visibleWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = safeAreaInsets
        window.makeKeyAndVisible()
        return window
    }
}
