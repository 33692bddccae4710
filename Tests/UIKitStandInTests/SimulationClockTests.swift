import SimulationTesting
import Testing
import UIKit

/// The virtual clock: frames, the main queue, timers of animations, and the reset between tests.
@MainActor
@Suite(.uiSimulation)
struct SimulationClockTests {
    @Test func clockStartsAtZeroAndAdvancesByWholeFramesOnly() {
        #expect(UISimulation.now == 0)
        #expect(UISimulation.framesPerSecond == 120)
        let window = makeWindow()
        let view = LayoutCounter(frame: .zero)
        window.addSubview(view)
        UISimulation.advance(by: 0.004)
        #expect(abs(UISimulation.now - 0.004) <= 1e-12)
        #expect(view.layouts == 0, "no frame falls in the first 4 ms at 120 Hz")
        UISimulation.advance(by: 0.005)
        #expect(view.layouts == 1, "the frame at 8.33 ms lays out")
    }

    @Test func runUntilIdleStopsWhenNothingMovesOrAtTheTimeout() {
        let view = UIView()
        var finished = false
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(!UISimulation.runUntilIdle(timeout: 1), "a 2 s animation is still running after 1 s")
        #expect(abs(UISimulation.now - 1) <= 1.0 / 120)
        #expect(UISimulation.runUntilIdle())
        #expect(finished)
        #expect(abs(UISimulation.now - 2) <= 2.0 / 120)
    }

    @Test func frameRateIsAParameter() {
        UISimulation.framesPerSecond = 60
        let window = makeWindow()
        let view = LayoutCounter(frame: .zero)
        window.addSubview(view)
        UISimulation.advance(by: 0.01)
        #expect(view.layouts == 0, "the first 60 Hz frame is at 16.7 ms")
        UISimulation.advance(by: 0.01)
        #expect(view.layouts == 1)
        UISimulation.framesPerSecond = 0
        #expect(UISimulation.framesPerSecond == 1, "at least one frame per second")
    }

    @Test func resetClearsTheClockAnimationsAndWindows() {
        weak var weakWindow: UIWindow?
        do {
            let window = makeWindow()
            weakWindow = window
            UIView.animate(withDuration: 1) { window.alpha = 0.5 }
            UISimulation.framesPerSecond = 30
            UISimulation.advance(by: 0.5)
        }
        #expect(weakWindow != nil, "a visible window is kept by the simulated application")
        UISimulation.reset()
        #expect(weakWindow == nil, "reset hides and releases the windows")
        #expect(UISimulation.now == 0)
        #expect(UISimulation.framesPerSecond == 120)
        #expect(UISimulation.runUntilIdle(timeout: 0.1))
    }

    @Test func aLayoutRequestMadeDuringLayoutRunsAtTheNextFrame() {
        let window = makeWindow()
        let view = RelayoutOnce(frame: .zero)
        window.addSubview(view)
        UISimulation.advance(by: 1.0 / 120)
        #expect(view.layouts == 1)
        UISimulation.advance(by: 1.0 / 120)
        #expect(view.layouts == 2, "the request made inside the first pass is not lost")
        #expect(UISimulation.runUntilIdle())
        #expect(view.layouts == 2)
    }

    @Test func nonFiniteGeometryIsRefusedAndRecorded() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "the last valid geometry stays")
        #expect(UISimulation.invalidGeometryReports.count == 3)
        UISimulation.reset()
        #expect(UISimulation.invalidGeometryReports == [])
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
