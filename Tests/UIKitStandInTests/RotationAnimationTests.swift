import SimulationTesting
import Testing
import UIKit

/// `UIView.animate` of `transform` turns a view through its angles, as Core Animation does, instead of blending the
/// matrices number by number (which shrinks a half-turning arrow to a dot and grows it back mirrored).
@MainActor
@Suite(.uiSimulation)
struct RotationAnimationTests {
    @Test func aHalfTurnJustUnderMinusPiTurnsAnticlockwiseAtFullSize() {
        let (root, view) = makeRotatingStage()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(rotationAngle: 0.000001 - .pi)
            })
        UISimulation.advance(by: 0.5)
        let matrix = presentedMatrix(of: root)
        #expect(abs(angle(matrix) - -.pi / 2) <= 0.01, "half way through the turn: a quarter turn anticlockwise")
        #expect(abs(scale(matrix) - 1) <= 0.001, "the arrow keeps its size while it turns")
        UISimulation.advance(by: 0.25)
        #expect(abs(angle(presentedMatrix(of: root)) - -3 * .pi / 4) <= 0.01)
    }

    @Test func turningBackGoesTheWayItCame() {
        let (root, view) = makeRotatingStage()
        view.transform = CGAffineTransform(rotationAngle: 0.000001 - .pi)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .identity })
        UISimulation.advance(by: 0.5)
        let matrix = presentedMatrix(of: root)
        #expect(abs(angle(matrix) - -.pi / 2) <= 0.01, "back through the quarter turn anticlockwise")
        #expect(abs(scale(matrix) - 1) <= 0.001)
    }

    @Test func aHalfTurnOfExactlyPiTurnsClockwise() {
        let (root, view) = makeRotatingStage()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(rotationAngle: .pi)
            })
        UISimulation.advance(by: 0.5)
        #expect(abs(angle(presentedMatrix(of: root)) - .pi / 2) <= 0.01)
    }

    @Test func aTurnTakesTheShorterWayAcrossPi() {
        let (root, view) = makeRotatingStage()
        view.transform = CGAffineTransform(rotationAngle: 0.9 * .pi)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(rotationAngle: -0.9 * .pi)
            })
        UISimulation.advance(by: 0.5)
        #expect(abs(abs(angle(presentedMatrix(of: root))) - .pi) <= 0.01, "through π, not through 0")
    }

    @Test func scaleAndTranslationMoveInAStraightLineWhileTurning() {
        let (root, view) = makeRotatingStage()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(scaleX: 3, y: 3).rotated(by: .pi / 2)
            })
        UISimulation.advance(by: 0.5)
        let matrix = presentedMatrix(of: root)
        #expect(abs(angle(matrix) - .pi / 4) <= 0.01)
        #expect(abs(scale(matrix) - 2) <= 0.01, "half way from 1 to 3")
    }
}

@MainActor
private func makeRotatingStage() -> (root: UIView, view: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.addSubview(view)
    return (root, view)
}

/// The `matrix(a b c d e f)` the picture draws the view with.
@MainActor
private func presentedMatrix(of root: UIView) -> [CGFloat] {
    let numbers = transformNumbers(SVGDocument(root.renderSVG()).elements(named: "g").last?.attributes["transform"])
    return numbers.count == 6 ? numbers : [1, 0, 0, 1, 0, 0]
}

private func angle(_ matrix: [CGFloat]) -> CGFloat { atan2(matrix[1], matrix[0]) }
private func scale(_ matrix: [CGFloat]) -> CGFloat { (matrix[0] * matrix[0] + matrix[1] * matrix[1]).squareRoot() }
