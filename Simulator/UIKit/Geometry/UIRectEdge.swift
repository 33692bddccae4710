/// The edges of a rectangle, as a set.
public struct UIRectEdge: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    /// A set of edges with the bits in `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static var top: UIRectEdge { UIRectEdge(rawValue: 1 << 0) }
    /// The left edge.
    public static var left: UIRectEdge { UIRectEdge(rawValue: 1 << 1) }
    /// The bottom edge.
    public static var bottom: UIRectEdge { UIRectEdge(rawValue: 1 << 2) }
    /// The right edge.
    public static var right: UIRectEdge { UIRectEdge(rawValue: 1 << 3) }
    /// All four edges.
    public static var all: UIRectEdge { [.top, .left, .bottom, .right] }
}

/// The edges of a rectangle, named by the reading direction, as a set.
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    /// A set of edges with the bits in `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static var top: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 0) }
    /// The leading edge.
    public static var leading: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 1) }
    /// The bottom edge.
    public static var bottom: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 2) }
    /// The trailing edge.
    public static var trailing: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 3) }
    /// All four edges.
    public static var all: NSDirectionalRectEdge { [.top, .leading, .bottom, .trailing] }
}
