import SimulationTesting
import Testing
import UIKit

/// UIKit's fixed named colours (their components as Apple's documentation gives them) and the system red and
/// orange, which differ between light and dark appearance.
@MainActor
@Suite(.uiSimulation)
struct UIColorNamedColorTests {
    private static func components(_ color: UIColor, _ style: UIUserInterfaceStyle = .light) -> [CGFloat] {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    @Test func fixedColoursHaveUIKitsComponents() {
        #expect(Self.components(.cyan) == [0, 1, 1, 1])
        #expect(Self.components(.yellow) == [1, 1, 0, 1])
        #expect(Self.components(.magenta) == [1, 0, 1, 1])
        #expect(Self.components(.orange) == [1, 0.5, 0, 1])
        #expect(Self.components(.purple) == [0.5, 0, 0.5, 1])
        #expect(Self.components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(Self.components(.orange, .dark) == [1, 0.5, 0, 1], "a fixed colour ignores the appearance")
    }

    @Test func systemRedAndOrangeFollowTheAppearance() {
        #expect(Self.components(.systemRed) == [1, 59 / 255, 48 / 255, 1])
        #expect(Self.components(.systemRed, .dark) == [1, 69 / 255, 58 / 255, 1])
        #expect(Self.components(.systemOrange) == [1, 149 / 255, 0, 1])
        #expect(Self.components(.systemOrange, .dark) == [1, 159 / 255, 10 / 255, 1])
    }

    /// A system colour read twice is the same colour, as UIKit hands out one instance per system colour: a view's
    /// default tint compares equal to `.systemBlue`, and a label's text colour set to `.label` reads back `==`.
    @Test func aSystemColourReadTwiceIsEqual() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue === UIColor.systemBlue)
        #expect(UIColor.label == UIColor.label && UIColor.separator == UIColor.separator)
        #expect(UIView().tintColor == .systemBlue)
        let label = UILabel()
        label.textColor = .secondaryLabel
        #expect(label.textColor == .secondaryLabel)
        #expect(UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.red == UIColor.red, "fixed colours compare by their components")
    }
}
