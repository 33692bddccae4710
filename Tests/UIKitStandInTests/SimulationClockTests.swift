import SimulationTesting
import UIKit
import XCTest

/// The virtual clock: frames, the main queue, timers of animations, and the reset between tests.
final class SimulationClockTests: SimulationTestCase {
    func testClockStartsAtZeroAndAdvancesByWholeFramesOnly() {
        onMain {
            XCTAssertEqual(UISimulation.now, 0)
            XCTAssertEqual(UISimulation.framesPerSecond, 120)
            let window = makeWindow()
            let view = LayoutCounter(frame: .zero)
            window.addSubview(view)
            UISimulation.advance(by: 0.004)
            XCTAssertEqual(UISimulation.now, 0.004, accuracy: 1e-12)
            XCTAssertEqual(view.layouts, 0, "no frame falls in the first 4 ms at 120 Hz")
            UISimulation.advance(by: 0.005)
            XCTAssertEqual(view.layouts, 1, "the frame at 8.33 ms lays out")
        }
    }

    func testMainQueueAndMainActorWorkRunAsTheClockAdvancesInOrder() {
        onMain {
            let log = Log<String>()
            DispatchQueue.main.async { log.append("queue") }
            Task { @MainActor in log.append("task") }
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                DispatchQueue.main.async { log.append("from background") }
                sent.signal()
            }
            sent.wait()
            XCTAssertEqual(log.values, [], "nothing runs until time passes")
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(log.values, ["queue", "task", "from background"])
        }
    }

    func testRunUntilIdleStopsWhenNothingMovesOrAtTheTimeout() {
        onMain {
            let view = UIView()
            var finished = false
            UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { finished = $0 })
            XCTAssertFalse(UISimulation.runUntilIdle(timeout: 1), "a 2 s animation is still running after 1 s")
            XCTAssertEqual(UISimulation.now, 1, accuracy: 1.0 / 120)
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertTrue(finished)
            XCTAssertEqual(UISimulation.now, 2, accuracy: 2.0 / 120)
        }
    }

    func testFrameRateIsAParameter() {
        onMain {
            UISimulation.framesPerSecond = 60
            let window = makeWindow()
            let view = LayoutCounter(frame: .zero)
            window.addSubview(view)
            UISimulation.advance(by: 0.01)
            XCTAssertEqual(view.layouts, 0, "the first 60 Hz frame is at 16.7 ms")
            UISimulation.advance(by: 0.01)
            XCTAssertEqual(view.layouts, 1)
            UISimulation.framesPerSecond = 0
            XCTAssertEqual(UISimulation.framesPerSecond, 1, "at least one frame per second")
        }
    }

    func testResetClearsTheClockAnimationsAndWindows() {
        onMain {
            weak var weakWindow: UIWindow?
            do {
                let window = makeWindow()
                weakWindow = window
                UIView.animate(withDuration: 1) { window.alpha = 0.5 }
                UISimulation.framesPerSecond = 30
                UISimulation.advance(by: 0.5)
            }
            XCTAssertNotNil(weakWindow, "a visible window is kept by the simulated application")
            UISimulation.reset()
            XCTAssertNil(weakWindow, "reset hides and releases the windows")
            XCTAssertEqual(UISimulation.now, 0)
            XCTAssertEqual(UISimulation.framesPerSecond, 120)
            XCTAssertTrue(UISimulation.runUntilIdle(timeout: 0.1))
        }
    }

    func testALayoutRequestMadeDuringLayoutRunsAtTheNextFrame() {
        onMain {
            let window = makeWindow()
            let view = RelayoutOnce(frame: .zero)
            window.addSubview(view)
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(view.layouts, 1)
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(view.layouts, 2, "the request made inside the first pass is not lost")
            XCTAssertTrue(UISimulation.runUntilIdle())
            XCTAssertEqual(view.layouts, 2)
        }
    }

    func testNonFiniteGeometryIsRefusedAndRecorded() {
        onMain {
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            view.center = CGPoint(x: CGFloat.infinity, y: 0)
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "the last valid geometry stays")
            XCTAssertEqual(UISimulation.invalidGeometryReports.count, 3)
            UISimulation.reset()
            XCTAssertEqual(UISimulation.invalidGeometryReports, [])
        }
    }
}

/// Counts its layout passes.
private final class LayoutCounter: UIView {
    private(set) var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Asks for layout again during its first layout pass.
private final class RelayoutOnce: UIView {
    private(set) var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        if layouts == 1 { setNeedsLayout() }
    }
}
