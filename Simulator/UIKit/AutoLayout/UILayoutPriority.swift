/// How strongly a layout constraint (or a view's content hugging and compression resistance) asks to be met:
/// 1000 is required, anything lower gives way to higher priorities.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: Float

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }
}

extension UILayoutPriority {
    /// Must be met.
    @available(iOS 6.0, *)
    public static var required: UILayoutPriority { UILayoutPriority(1000) }

    /// A button's content compression resistance.
    @available(iOS 6.0, *)
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }

    /// The priority of a split view divider being dragged so that the scene resizes.
    public static var dragThatCanResizeScene: UILayoutPriority { UILayoutPriority(510) }

    /// The priority at which a scene keeps its size.
    public static var sceneSizeStayPut: UILayoutPriority { UILayoutPriority(500) }

    /// The priority of a split view divider being dragged without resizing the scene.
    public static var dragThatCannotResizeScene: UILayoutPriority { UILayoutPriority(490) }

    /// A button's content hugging.
    @available(iOS 6.0, *)
    public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }

    /// The priority at which `systemLayoutSizeFitting(_:)` asks for its target size.
    @available(iOS 6.0, *)
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}
