/// An element of a menu: the base of `UIAction`.
///
/// The stand-in has no menus to show; it declares the element for its title and image, which `UIAction` inherits.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var elementTitle: String
    var elementImage: UIImage?

    init(title: String, image: UIImage?) {
        elementTitle = title
        elementImage = image
        super.init()
    }

    /// The element's title.
    open var title: String { elementTitle }

    /// The element's image.
    open var image: UIImage? { elementImage }

    /// A secondary line under the title.
    @available(iOS 15.0, *)
    open var subtitle: String?
}

@available(iOS 13.0, *)
extension UIMenuElement {
    /// How an element appears and behaves in a menu.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown, and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed state.
        case mixed = 2
    }
}
