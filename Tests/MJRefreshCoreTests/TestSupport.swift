import Foundation

@_spi(Engine) @testable import MJRefreshCore

/// A deterministic pseudo-random generator (SplitMix64) so random-sequence tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Vertical-scroll metrics shorthand.
func vMetrics(
    offsetY: CGFloat, contentHeight: CGFloat = 1000, viewHeight: CGFloat = 600,
    inset: MJRefreshInsets = .zero, baseline: MJRefreshInsets? = nil, dragging: Bool = false
) -> MJRefreshScrollMetrics {
    MJRefreshScrollMetrics(
        contentOffset: CGPoint(x: 0, y: offsetY), contentSize: CGSize(width: 320, height: contentHeight),
        boundsSize: CGSize(width: 320, height: viewHeight), adjustedInset: inset, baselineInset: baseline,
        isDragging: dragging, isTracking: dragging)
}

/// Horizontal-scroll metrics shorthand.
func hMetrics(
    offsetX: CGFloat, contentWidth: CGFloat = 1000, viewWidth: CGFloat = 320,
    inset: MJRefreshInsets = .zero, dragging: Bool = false
) -> MJRefreshScrollMetrics {
    MJRefreshScrollMetrics(
        contentOffset: CGPoint(x: offsetX, y: 0), contentSize: CGSize(width: contentWidth, height: 200),
        boundsSize: CGSize(width: viewWidth, height: 200), adjustedInset: inset,
        isDragging: dragging, isTracking: dragging)
}
