import SimulationTesting
import Testing
import UIKit

/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`: the
/// model changes at once, the presentation follows a damped spring, and the completion comes at the end.
@MainActor
@Suite(.uiSimulation)
struct SpringAnimationTests {
    /// A view 100 pt wide in a window, whose width a spring animates to 200 pt over one second.
    private static func animatedWidths(
        damping: CGFloat, velocity: CGFloat = 0, completion: ((Bool) -> Void)? = nil
    ) -> (view: UIView, widths: [CGFloat], window: UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(view)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
            options: [], animations: { view.bounds.size.width = 200 }, completion: completion)
        #expect(view.bounds.width == 200, "the model value changes at once")
        var widths: [CGFloat] = []
        for _ in 0..<66 {
            UISimulation.advance(by: 1.0 / 60)
            widths.append(view.simulatedPresentationBounds.width)
        }
        return (view, widths, window)
    }

    @Test func anUnderdampedSpringOvershootsAndSettlesAtTheEnd() {
        let (_, widths, window) = Self.animatedWidths(damping: 0.3)
        defer { withExtendedLifetime(window) {} }
        #expect(widths.contains { $0 > 210 }, "it swings past the new width")
        #expect(widths.contains { $0 < 200 && $0 > 100 }, "on its way")
        #expect(widths.last == 200, "and rests there once the duration is up")
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() {
        let (_, widths, window) = Self.animatedWidths(damping: 1)
        defer { withExtendedLifetime(window) {} }
        #expect(widths.allSatisfy { $0 <= 200 })
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 }, "it only ever grows")
        #expect(widths.last == 200)
    }

    @Test func theInitialVelocityStartsItFaster() {
        let (_, still, stillWindow) = Self.animatedWidths(damping: 1)
        let (_, pushed, pushedWindow) = Self.animatedWidths(damping: 1, velocity: 5)
        defer { withExtendedLifetime((stillWindow, pushedWindow)) {} }
        #expect(pushed[0] > still[0] + 3, "5 distances a second is 500 pt/s at the start: about 8 pt a frame")
    }

    @Test func theCompletionRunsOnceWithTrueWhenTheDurationIsUp() {
        let log = Log<(Bool, TimeInterval)>()
        let start = UISimulation.now
        let (_, _, window) = Self.animatedWidths(damping: 0.5) { log.append(($0, UISimulation.now)) }
        defer { withExtendedLifetime(window) {} }
        #expect(log.values.map(\.0) == [true])
        #expect(abs((log.values.first?.1 ?? 0) - start - 1) <= 1.0 / 60 + 1e-9)
    }

    @Test func badDampingAndVelocityStillEndAtTheNewValue() {
        for (damping, velocity) in [(CGFloat.nan, CGFloat.infinity), (0, 0), (-1, -3)] {
            let (_, widths, window) = Self.animatedWidths(damping: damping, velocity: velocity)
            #expect(widths.allSatisfy { $0.isFinite })
            #expect(widths.last == 200)
            withExtendedLifetime(window) {}
        }
    }
}
