import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Edge insets in points, a platform-free stand-in for `UIEdgeInsets` so the engine can
/// run on Linux. The UIKit layer converts field by field.
@_spi(Engine) public struct MJRefreshInsets: Sendable, Equatable, Hashable {
    /// Inset at the top edge.
    public var top: CGFloat
    /// Inset at the left edge.
    public var left: CGFloat
    /// Inset at the bottom edge.
    public var bottom: CGFloat
    /// Inset at the right edge.
    public var right: CGFloat

    /// Creates insets; every edge defaults to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All edges 0.
    public static let zero = MJRefreshInsets()

    /// The value at one edge; used by the inset ledger, which works edge by edge.
    public subscript(edge: MJRefreshEdge) -> CGFloat {
        get {
            switch edge {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    /// The same insets with every non-finite edge replaced by 0 (negative insets are kept:
    /// scroll views can legitimately report them).
    var mjFinite: MJRefreshInsets {
        MJRefreshInsets(top: top.mjFinite, left: left.mjFinite, bottom: bottom.mjFinite, right: right.mjFinite)
    }
}

/// One edge of a scroll view. Each component owns exactly one edge.
@_spi(Engine) public enum MJRefreshEdge: Sendable, CaseIterable {
    /// The top edge (header).
    case top
    /// The left edge (the right-to-left trailer).
    case left
    /// The bottom edge (auto and back footers).
    case bottom
    /// The right edge (trailer).
    case right
}
