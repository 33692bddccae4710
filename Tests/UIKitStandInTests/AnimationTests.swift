import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct AnimationTests {
    @Test func modelChangesAtOnceAndObserversHearTheFinalValueOnce() {
        let (_, view) = makeStage()
        let log = Log<CGPoint?>()
        let observation = view.observe(\.center, options: .new) { _, change in log.append(change.newValue) }
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: 100, y: 0)
        }
        #expect(view.center == CGPoint(x: 100, y: 0), "the model value changes at once")
        #expect(log.values == [CGPoint(x: 100, y: 0)])
        UISimulation.advance(by: 1.5)
        #expect(log.values.count == 1, "the animation itself reports nothing")
        withExtendedLifetime(observation) {}
    }

    @Test func presentationFollowsTheEaseInOutCurve() {
        let (root, view) = makeStage()
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 100, y: 0) }
        #expect(abs(presentedX(in: root) - 0) <= 0.01)
        UISimulation.advance(by: 0.25)
        #expect(abs(presentedX(in: root) - 100 * easeInOut(0.25)) <= 0.05)
        #expect(presentedX(in: root) < 25, "ease-in starts slower than linear")
        UISimulation.advance(by: 0.25)
        #expect(abs(presentedX(in: root) - 50) <= 0.05, "the curve is symmetric")
        UISimulation.advance(by: 0.5)
        #expect(abs(presentedX(in: root) - 100) <= 0.01)
    }

    @Test func completionRunsWithTrueAtTheEndOnTheClock() {
        let (_, view) = makeStage()
        let log = Log<(Bool, TimeInterval)>()
        UIView.animate(
            withDuration: 0.4, animations: { view.alpha = 0 },
            completion: {
                log.append(($0, UISimulation.now))
            })
        UISimulation.advance(by: 0.39)
        #expect(log.values.isEmpty)
        UISimulation.advance(by: 0.02)
        #expect(log.values.map(\.0) == [true])
        #expect(
            abs((log.values.first?.1 ?? 0) - 0.4) <= 1.0 / 120 + 1e-9,
            "completion comes on the first frame at or after the end")
    }

    @Test func aLaterAnimationOfTheSamePropertyTakesOverFromThePresentedValue() {
        let (root, view) = makeStage()
        let log = Log<String>()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 100, y: 0) },
            completion: { log.append("first \($0)") })
        UISimulation.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = .zero },
            completion: { log.append("second \($0)") })
        #expect(abs(presentedX(in: root) - 50) <= 0.01, "no jump when the second animation starts")
        UISimulation.advance(by: 1.0 / 120)
        #expect(log.values == ["first false"])
        UISimulation.advance(by: 0.5 - 1.0 / 120)
        #expect(abs(presentedX(in: root) - 25) <= 0.01, "half way from 50 to 0")
        UISimulation.advance(by: 0.6)
        #expect(log.values == ["first false", "second true"])
    }

    @Test func otherPropertiesDoNotInterruptEachOther() {
        let (_, view) = makeStage()
        let log = Log<Bool>()
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 0) },
            completion: { log.append($0) })
        UIView.animate(withDuration: 0.2) { view.alpha = 0.5 }
        UISimulation.advance(by: 1.1)
        #expect(log.values == [true])
    }

    @Test func nonPositiveDurationAppliesAtOnceAndCompletesOnTheNextFrame() {
        let (root, view) = makeStage()
        let log = Log<Bool>()
        UIView.animate(
            withDuration: 0, animations: { view.center = CGPoint(x: 80, y: 0) },
            completion: { log.append($0) })
        #expect(abs(presentedX(in: root) - 80) <= 1e-9)
        #expect(log.values.isEmpty, "UIKit calls the completion later, not inside animate")
        UISimulation.advance(by: 1.0 / 120)
        #expect(log.values == [true])
        UIView.animate(withDuration: -1) { view.center = CGPoint(x: 10, y: 0) }
        #expect(abs(presentedX(in: root) - 10) <= 1e-9)
    }

    @Test func delayHoldsThePresentationAtTheOldValue() {
        let (root, view) = makeStage()
        let log = Log<TimeInterval>()
        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center = CGPoint(x: 100, y: 0) },
            completion: { _ in log.append(UISimulation.now) })
        #expect(view.center.x == 100, "the model changes at once even with a delay")
        UISimulation.advance(by: 0.4)
        #expect(abs(presentedX(in: root) - 0) <= 1e-9)
        UISimulation.advance(by: 0.6)
        #expect(abs(presentedX(in: root) - 50) <= 0.01)
        UISimulation.advance(by: 0.6)
        #expect(abs((log.values.first ?? 0) - 1.5) <= 1.0 / 120 + 1e-9)
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideAnAnimationBlock() {
        let (root, view) = makeStage()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.center = CGPoint(x: 70, y: 0) }
        }
        #expect(abs(presentedX(in: root) - 70) <= 1e-9)
        #expect(UISimulation.runUntilIdle(timeout: 1))
    }
}

/// A 300 × 300 root holding one zero-size view centred at the origin, whose presented centre x the tests read
/// from the rendered picture (the only public window on the presentation).
@MainActor
private func makeStage() -> (root: UIView, view: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: .zero)
    root.addSubview(view)
    return (root, view)
}

@MainActor
private func presentedX(in root: UIView) -> CGFloat {
    let group = SVGDocument(root.renderSVG()).elements(named: "g").last
    return transformNumbers(group?.attributes["transform"]).first ?? .nan
}

/// Core Animation's ease-in-out, cubic Bézier (0.42, 0), (0.58, 1), solved for time fraction `x` by bisection.
private func easeInOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}
