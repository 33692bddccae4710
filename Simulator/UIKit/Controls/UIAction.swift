/// What a `UIAction` runs: the action itself is passed in, its `sender` set to the control that sent it.
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title: what a control sends on its events (`addAction(_:for:)`, `init(frame:primaryAction:)`)
/// and what a bar button item runs (`primaryAction`).
///
/// Swift on Linux has no Objective-C selectors, so `addTarget(_:action:for:)` and the bar button item's
/// `target`/`action` do not exist in the stand-in; `UIAction` is how a screen written for both platforms wires its
/// controls.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// A unique name: a control keeps one action per identifier.
    open private(set) var identifier: UIAction.Identifier

    /// A title for the keyboard shortcut overlay.
    open var discoverabilityTitle: String?

    /// How the action appears in a menu.
    open var attributes: UIMenuElement.Attributes

    /// Whether the action shows a checkmark in a menu.
    open var state: UIMenuElement.State

    /// The control or bar button item sending the action, while its handler runs; `nil` otherwise.
    @available(iOS 14.0, *)
    open internal(set) var sender: Any?

    /// The action's title.
    override open var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }

    /// The action's image.
    override open var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }

    /// An action running `handler`. Without an `identifier` the action gets a unique one.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            storedTitle: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    init(
        storedTitle: String, image: UIImage?, identifier: UIAction.Identifier, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: storedTitle, image: image)
    }

    /// Runs the handler with `sender` set to `sender` for its duration.
    func perform(from sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}

@available(iOS 13.0, *)
extension UIAction {
    /// The name of an action.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
