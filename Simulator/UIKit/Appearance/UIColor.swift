/// A colour, fixed or resolved against a trait collection (light and dark appearance).
///
/// Sendable, as Apple's is (`NS_SWIFT_SENDABLE`). Colours are stored as sRGB components in 0...1.
open class UIColor: NSObject, @unchecked Sendable {
    private enum Storage {
        case rgba(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    /// A grey: `white` for each of red, green and blue. Components are stored as given, not clamped.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .rgba(red: white, green: white, blue: white, alpha: alpha)
        super.init()
    }

    /// A fixed sRGB colour. Components are stored as given, not clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// The colour of a Core Graphics colour; missing components count as opaque black.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        func component(_ index: Int, _ fallback: CGFloat) -> CGFloat {
            index < components.count ? components[index] : fallback
        }
        self.init(red: component(0, 0), green: component(1, 0), blue: component(2, 0), alpha: component(3, 1))
    }

    /// The colour as Core Graphics stores it, resolved in `UITraitCollection.current`.
    open var cgColor: CGColor {
        let rgba = rgba(in: .current)
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// A colour that asks `dynamicProvider` for its value in each trait collection.
    ///
    /// The provider is not `@Sendable` in Apple's declaration (iOS 17.4 SDK) and so not here: the colour is
    /// Sendable by Apple's promise (`@unchecked`), and UIKit calls the provider wherever the colour is resolved.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        super.init()
    }

    /// The fixed colour this colour is in `traitCollection`.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .rgba: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Writes the sRGB components of the colour resolved in `UITraitCollection.current`.
    /// - Returns: `true`, as every stand-in colour is RGB-compatible.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = rgba(in: .current)
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// The same colour with opacity `alpha`; a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .rgba(let red, let green, let blue, _):
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .dynamic(let provider):
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// The components this colour resolves to in `traits`; for the renderer and animations.
    func rgba(in traits: UITraitCollection) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch resolvedColor(with: traits).storage {
        case .rgba(let red, let green, let blue, let alpha): return (red, green, blue, alpha)
        case .dynamic: return (0, 0, 0, 1)
        }
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        guard case .rgba = storage, case .rgba = other.storage else { return false }
        return rgba(in: .current) == other.rgba(in: .current)
    }

    override open var hash: Int {
        let c = rgba(in: .current)
        // Non-finite components (a colour made from NaN) hash as 0 instead of trapping in `Int(_:)`.
        func byte(_ value: CGFloat) -> Int { (value * 255).isFinite ? Int((value * 255).rounded()) & 0xFF : 0 }
        return byte(c.red) << 24 | byte(c.green) << 16 | byte(c.blue) << 8 | byte(c.alpha)
    }

    /// Black (white 0).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: white 1/3, as UIKit's.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light grey: white 2/3, as UIKit's.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White (white 1).
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey: white 0.5, as UIKit's.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure sRGB red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure sRGB green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure sRGB blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Fully transparent (black at alpha 0).
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Cyan: red 0, green 1, blue 1, as UIKit's.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: red 1, green 1, blue 0, as UIKit's.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: red 1, green 0, blue 1, as UIKit's.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: red 1, green 0.5, blue 0, as UIKit's.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: red 0.5, green 0, blue 0.5, as UIKit's.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: red 0.6, green 0.4, blue 0.2, as UIKit's.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// Text: black in light appearance, white in dark.
    open class var label: UIColor { SystemColors.label }

    /// Secondary text: grey at 60 % in light appearance, light grey at 60 % in dark (Apple's values).
    open class var secondaryLabel: UIColor { SystemColors.secondaryLabel }

    /// Backgrounds: white in light appearance, black in dark.
    open class var systemBackground: UIColor { SystemColors.systemBackground }

    /// Backgrounds layered on `systemBackground`: (242, 242, 247) in light appearance, (28, 28, 30) in dark
    /// (Apple's values).
    open class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }

    /// Thin separator lines: (60, 60, 67) at 29 % in light appearance, (84, 84, 88) at 60 % in dark
    /// (Apple's values).
    open class var separator: UIColor { SystemColors.separator }

    /// The default tint: (0, 122, 255) in light appearance, (10, 132, 255) in dark (Apple's values).
    open class var systemBlue: UIColor { SystemColors.systemBlue }

    /// Errors and destructive actions: (255, 59, 48) in light appearance, (255, 69, 58) in dark (Apple's values).
    open class var systemRed: UIColor { SystemColors.systemRed }

    /// (255, 149, 0) in light appearance, (255, 159, 10) in dark (Apple's values).
    open class var systemOrange: UIColor { SystemColors.systemOrange }

    /// Mid grey (142, 142, 147) in both appearances, as Apple's.
    open class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }

    fileprivate static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
}

/// The dynamic system colours, made once: UIKit hands out one instance per system colour, so two reads of
/// `.systemBlue` are the same colour and `==` (a test's `#expect(view.tintColor == .systemBlue)` holds as on a
/// device). The fixed colours compare equal by their components, made anew or not.
private enum SystemColors {
    static let label = UIColor.dynamic(light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    static let secondaryLabel = UIColor.dynamic(
        light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    static let systemBackground = UIColor.dynamic(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1))
    static let secondarySystemBackground = UIColor.dynamic(
        light: UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1),
        dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    static let separator = UIColor.dynamic(
        light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        dark: UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
    static let systemBlue = UIColor.dynamic(
        light: UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
        dark: UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
    static let systemRed = UIColor.dynamic(
        light: UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1),
        dark: UIColor(red: 1, green: 69 / 255, blue: 58 / 255, alpha: 1))
    static let systemOrange = UIColor.dynamic(
        light: UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1),
        dark: UIColor(red: 1, green: 159 / 255, blue: 10 / 255, alpha: 1))
}
