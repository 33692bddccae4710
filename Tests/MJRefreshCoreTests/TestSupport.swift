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

/// The decision a fresh pull engine makes for `role` on one offset change, as the component asks it: the gate
/// open unless said (a closed gate stays closed while the metrics' finger is down).
func pullOutcome(
    _ role: MJRefreshRole, extent: CGFloat? = nil, state: MJRefreshState, metrics: MJRefreshScrollMetrics,
    gateOpen: Bool = true
) -> MJRefreshPullOutcome {
    var engine = MJRefreshPullEngine()
    // A refresh that ends under the finger is what closes the gate.
    if !gateOpen { _ = engine.stateDidChange(from: .refreshing, to: .idle, isTracking: true) }
    return engine.offsetDidChange(MJRefreshPullInput(role: role, extent: extent, state: state, metrics: metrics))
}

/// Whether an armed pull of `role` fires when its pan ends: the engine's release, at the layout pass after the
/// lift.
func firesOnRelease(_ role: MJRefreshRole) -> Bool {
    var engine = MJRefreshPullEngine()
    guard engine.panDidChange(.ended, state: .pulling).needsLayout else { return false }
    return engine.layoutDidPass(state: .pulling).beginsRefreshing
}
