/// The four kinds of refresh component. Each kind has its own transition graph and its
/// own scroll-view edge, so the engine needs to know which one it is working for.
@_spi(Engine) public enum MJRefreshComponentKind: Sendable, CaseIterable {
    /// Pull-down-to-refresh above the content (top inset).
    case header
    /// Load-more that fires by itself when the end of the content comes into view (bottom inset).
    case autoFooter
    /// Load-more that needs a pull past the end and a release, like the header (bottom inset).
    case backFooter
    /// Horizontal pull past the trailing end, for horizontally scrolling content (right inset).
    case trailer
}
