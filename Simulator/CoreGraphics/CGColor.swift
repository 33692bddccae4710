/// A colour as Core Graphics stores it: components in a colour space. The stand-in has one space, sRGB, so a
/// colour is red, green, blue and alpha in 0...1.
public final class CGColor: @unchecked Sendable, Equatable {
    /// Red, green, blue and alpha, in that order.
    public let components: [CGFloat]?

    /// A colour in the sRGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey: `gray` for each of red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The opacity, the last component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// How many components the colour has: three colour components and alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Equal when the components are equal (Core Graphics also compares the colour space; there is one here).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }
}
