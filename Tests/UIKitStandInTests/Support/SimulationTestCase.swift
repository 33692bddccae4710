import UIKit
import XCTest

/// The base of stand-in tests: resets the simulation before each test and runs test bodies on the main actor.
///
/// XCTest on Linux calls test methods on the main thread but cannot call `@MainActor` methods itself, so each
/// test wraps its body in `onMain { … }`, which asserts it is on the main thread and enters the main actor.
class SimulationTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { UISimulation.reset() }
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// A visible 390 × 844 window, the usual stage of a test.
@MainActor
func makeWindow(safeArea: UIEdgeInsets = .zero) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.simulatedSafeAreaInsets = safeArea
    window.makeKeyAndVisible()
    return window
}
