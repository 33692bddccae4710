/// A menu: a titled group of actions. The stand-in keeps its children; it shows no menus.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's actions and submenus.
    open private(set) var children: [UIMenuElement]

    /// A menu of `children`.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(storedTitle: title, image: image, children: children)
    }

    init(storedTitle: String, image: UIImage?, children: [UIMenuElement]) {
        self.children = children
        super.init(title: storedTitle, image: image)
    }
}

@available(iOS 13.0, *)
extension UIMenu {
    /// The name of a menu.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown inline in its parent.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// A destructive menu.
        public static let destructive = Options(rawValue: 1 << 1)
    }
}
