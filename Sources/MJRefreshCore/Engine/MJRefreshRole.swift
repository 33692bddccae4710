import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// What a refresh component is to its scroll view: which edge it pulls past (or loads at), which inset edge it
/// writes, and which state graph it follows. The engine decides everything from it.
///
/// The right-to-left trailer is a role of its own because it writes another inset edge (the left one) and reads
/// the x axis mirrored; its state graph is the trailer's.
@_spi(Engine) public enum MJRefreshRole: Sendable, CaseIterable, Hashable {
    /// Pull-down-to-refresh above the content; writes the top inset while refreshing.
    case header
    /// Load-more that fires by itself when the end of the content comes into view; its height stays in the
    /// bottom inset while it is attached and visible.
    case autoFooter
    /// Load-more that needs a pull past the end and a release, like the header; writes the bottom inset.
    case backFooter
    /// Horizontal pull past the right end of the content; writes the right inset.
    case trailer
    /// The trailer of a right-to-left layout, whose content ends on its left: writes the left inset. The leader of
    /// a left-to-right layout pulls past the same edge and plays this role (and the trailer's, right to left).
    case rightToLeftTrailer
    /// Loads older items by itself when the top of the content comes into view; its height stays in the top inset
    /// while it is attached and visible.
    case autoHeader

    /// The inset edge this role writes.
    public var edge: MJRefreshEdge {
        switch self {
        case .header, .autoHeader: return .top
        case .autoFooter, .backFooter: return .bottom
        case .trailer: return .right
        case .rightToLeftTrailer: return .left
        }
    }

    /// Whether a finger pulls this role past its edge and a release fires it (all but the auto footer).
    public var isPull: Bool { pullEdge != nil }

    /// Whether the component sits against the visible area: right after the content's end, or at the end of the
    /// visible area when the content is shorter (the back footer, the trailer). It then follows every change of
    /// that area: the content size, the insets, the safe area and resizes of the scroll view.
    public var sitsAgainstVisibleArea: Bool { self == .backFooter || self == .trailer || self == .rightToLeftTrailer }

    /// Whether a footer may start a load now, by any means (a pull, a scroll into view, a tap, a call): only
    /// while visible, out of `.noMoreData`, and below some content (a finite height above 0). The one place this
    /// rule is written; headers and trailers may always refresh.
    public static func footerMayLoad(state: MJRefreshState, isHidden: Bool, contentHeight: CGFloat) -> Bool {
        !isHidden && state != .noMoreData && contentHeight.isFinite && contentHeight > 0
    }
}
