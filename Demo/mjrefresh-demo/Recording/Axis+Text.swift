import Foundation

extension ScenarioRecording.Axis {
    /// The insets that matter on this axis, named in full ("l" would read as "1"): "top 91 bottom 34" (vertical) or
    /// "left 0 right 60" (horizontal).
    /// - Parameter inset: top, left, bottom, right.
    func insetText(_ inset: [Double]) -> String {
        guard inset.count == 4 else { return "" }
        switch self {
        case .vertical: return "top \(inset[0].demoText) bottom \(inset[2].demoText)"
        case .horizontal: return "left \(inset[1].demoText) right \(inset[3].demoText)"
        }
    }

    /// The offset along this axis: "y -145" or "x 846.5".
    /// - Parameter offset: x, y.
    func offsetText(_ offset: [Double]) -> String {
        guard offset.count == 2 else { return "" }
        switch self {
        case .vertical: return "y \(offset[1].demoText)"
        case .horizontal: return "x \(offset[0].demoText)"
        }
    }
}

extension Double {
    /// The value to a tenth, without a trailing ".0": "91", "-209.2".
    var demoText: String {
        let tenths = (self * 10).rounded() / 10 + 0  // + 0 turns -0 into 0
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }
}
