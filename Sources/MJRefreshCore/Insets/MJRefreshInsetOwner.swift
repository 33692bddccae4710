/// A component that adds to the scroll view's `contentInset`. Each owner has one edge.
@_spi(Engine) public enum MJRefreshInsetOwner: Sendable, CaseIterable, Hashable {
    /// The header adds to the top while refreshing.
    case header
    /// The auto footer adds its height to the bottom while it is attached and visible.
    case autoFooter
    /// The back footer adds to the bottom while refreshing.
    case backFooter
    /// The trailer adds to the right while refreshing.
    case trailer
    /// The trailer of a right-to-left layout, which ends the content on its left, adds to the left.
    case rightToLeftTrailer

    /// The edge this owner writes.
    public var edge: MJRefreshEdge {
        switch self {
        case .header: return .top
        case .autoFooter, .backFooter: return .bottom
        case .trailer: return .right
        case .rightToLeftTrailer: return .left
        }
    }
}
