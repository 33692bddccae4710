import Testing
import UIKit

/// Gives each test the simulated device to itself: `@Suite(.uiSimulation)` or `@Test(.uiSimulation)`.
///
/// The simulator has one clock, one animation engine and one set of visible windows per process, while Swift
/// Testing runs tests in parallel: async tests on the main actor interleave wherever they `await`, so one test's
/// `UISimulation.reset()` or frames would land in the middle of another's. Tests with this trait run one at a
/// time, in the order they ask, each starting from `UISimulation.reset()` with the main-actor work queued before
/// it done. Tests without it are not held back. Applied to a suite, it covers every test in it.
public struct UISimulationTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await SimulationLease.shared.acquire()
        do {
            await UISimulation.reset()
            try await function()
        } catch {
            await SimulationLease.shared.release()
            throw error
        }
        await SimulationLease.shared.release()
    }
}

extension Trait where Self == UISimulationTrait {
    /// The simulated device to this test alone, from a clean slate (see `UISimulationTrait`).
    public static var uiSimulation: Self { Self() }
}

/// One test at a time, first come first served.
private actor SimulationLease {
    static let shared = SimulationLease()

    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
