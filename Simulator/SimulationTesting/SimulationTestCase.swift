import UIKit
public import XCTest

/// The base of every test that drives the stand-in: resets the simulation before each test and runs test bodies on the main actor.
///
/// XCTest on Linux calls test methods on the main thread but cannot call `@MainActor` methods itself, so each
/// test wraps its body in `onMain { … }`, which asserts it is on the main thread and enters the main actor.
open class SimulationTestCase: XCTestCase {
    override open func setUp() {
        super.setUp()
        MainActor.assumeIsolated { UISimulation.reset() }
    }

    public func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}
