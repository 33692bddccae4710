import Foundation
#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Bookkeeping of what the refresh components added to the host's `contentInset`, kept as
/// per-component *deltas* rather than absolute snapshots (field reports A1, A2, A9, A10).
///
/// - `baseline` is the host's own `contentInset` (its last write), never containing deltas.
/// - Each owner records the delta it added on its edge; the inset the scroll view should
///   carry is always `baseline + Σ deltas`, recomputed from scratch, so removing every delta
///   returns *exactly* to the baseline whatever begin/end sequence came before.
/// - A host write observed while a component is refreshing becomes the new baseline of that
///   edge and the delta is re-applied on top, so end() restores the host's latest value.
/// - Deltas are edge differences, so they are the same in `contentInset` and
///   `adjustedContentInset` space: the UIKit layer reads adjusted insets for geometry and
///   writes ``expectedContentInset`` to `contentInset`.
/// - Writes are suggested only when an edge moves by more than ``tolerance`` (0.5 pt), which
///   stops observation loops; removing a delta always writes, to restore the baseline exactly.
public struct MJRefreshInsetLedger: Sendable, Equatable {
    /// The host's own `contentInset`, without any component's delta.
    public private(set) var baseline: MJRefreshInsets
    /// Smallest edge change worth writing, in points.
    public var tolerance: CGFloat
    private var deltas: [MJRefreshInsetOwner: CGFloat] = [:]

    /// Starts from the host's current `contentInset` (read while no component has added anything).
    public init(hostContentInset: MJRefreshInsets, tolerance: CGFloat = MJRefreshConstants.insetWriteTolerance) {
        self.baseline = hostContentInset.mjFinite
        self.tolerance = tolerance.mjFiniteNonNegative
    }

    /// The delta `owner` has currently applied (0 if none).
    public func delta(for owner: MJRefreshInsetOwner) -> CGFloat {
        deltas[owner] ?? 0
    }

    /// The sum of all deltas on `edge`.
    public func totalDelta(on edge: MJRefreshEdge) -> CGFloat {
        MJRefreshInsetOwner.allCases.filter { $0.edge == edge }.reduce(0) { $0 + delta(for: $1) }
    }

    /// What the scroll view's `contentInset` should be: `baseline + Σ deltas` per edge.
    public var expectedContentInset: MJRefreshInsets {
        var result = baseline
        for edge in MJRefreshEdge.allCases { result[edge] += totalDelta(on: edge) }
        return result
    }

    /// `adjusted` with `owner`'s delta taken out: the baseline (MJRefresh's "original inset")
    /// that `owner`'s trigger geometry should measure from.
    public func adjustedInset(_ adjusted: MJRefreshInsets, without owner: MJRefreshInsetOwner) -> MJRefreshInsets {
        var result = adjusted.mjFinite
        result[owner.edge] -= delta(for: owner)
        return result
    }

    /// Records that `owner` wants `delta` on its edge (non-finite counts as 0).
    ///
    /// Returns the `contentInset` to write, or `nil` when the edge would move by no more than
    /// ``tolerance``; in that case nothing is recorded, so the ledger keeps matching the view.
    /// A delta of exactly 0 behaves like ``removeDelta(for:)``.
    public mutating func setDelta(_ delta: CGFloat, for owner: MJRefreshInsetOwner) -> MJRefreshInsets? {
        let value = delta.mjFinite
        if value == 0 { return removeDelta(for: owner) }
        guard abs(value - self.delta(for: owner)) > tolerance else { return nil }
        deltas[owner] = value
        return expectedContentInset
    }

    /// Removes `owner`'s delta. Returns the `contentInset` to write, or `nil` if it had none.
    public mutating func removeDelta(for owner: MJRefreshInsetOwner) -> MJRefreshInsets? {
        guard deltas.removeValue(forKey: owner) != nil else { return nil }
        return expectedContentInset
    }

    /// Call when the scroll view's `contentInset` is observed (after any write, ours or the host's).
    ///
    /// An edge that differs from ``expectedContentInset`` by more than ``tolerance`` was written
    /// by the host: it becomes that edge's new baseline (edges within tolerance are taken as
    /// unchanged). Returns the `contentInset` to write back when deltas must be re-applied on
    /// top of the host's value, else `nil`.
    public mutating func observe(contentInset observed: MJRefreshInsets) -> MJRefreshInsets? {
        let seen = observed.mjFinite
        let expected = expectedContentInset
        var hostChanged = false
        for edge in MJRefreshEdge.allCases where abs(seen[edge] - expected[edge]) > tolerance {
            baseline[edge] = seen[edge]
            hostChanged = true
        }
        guard hostChanged else { return nil }
        let target = expectedContentInset
        let needsWrite = MJRefreshEdge.allCases.contains { abs(target[$0] - seen[$0]) > tolerance }
        return needsWrite ? target : nil
    }
}
