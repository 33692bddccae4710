import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Bookkeeping of what the refresh components added to the host's `contentInset`, kept as per-component *deltas* rather
/// than absolute snapshots, so a host write during a refresh is kept and repeated begin/end calls never pile up inset
/// (https://github.com/CoderMJLee/MJRefresh/issues/711, https://github.com/CoderMJLee/MJRefresh/issues/916).
///
/// - `baseline` is the host's own `contentInset` (its last write), never containing deltas.
/// - Each role records the delta it added on its edge; the inset the scroll view should
///   carry is always `baseline + Σ deltas`, recomputed from scratch, so removing every delta
///   returns *exactly* to the baseline whatever begin/end sequence came before.
/// - A host write observed while a component is refreshing becomes the new baseline of that
///   edge and the delta is re-applied on top, so end() restores the host's latest value.
/// - Deltas are edge differences, so they are the same in `contentInset` and
///   `adjustedContentInset` space: the UIKit layer reads adjusted insets for geometry and
///   writes ``expectedContentInset`` to `contentInset`.
/// - Writes are suggested only when an edge moves by more than ``tolerance`` (0.5 pt), which
///   stops observation loops; removing a delta always writes, to restore the baseline exactly.
/// - Hosts that push back converge: a host write is a difference from what the view last ``shown``, and what
///   the view shows after a component's own write is taken as it is (``didWrite(on:showing:)``), even when a
///   clamping setter or an observer changed it. So each host change costs at most one write back, and the
///   host's policy stays in force.
@_spi(Engine) public struct MJRefreshInsetLedger: Sendable, Equatable {
    /// The host's own `contentInset`, without any component's delta.
    public private(set) var baseline: MJRefreshInsets
    /// What the scroll view showed after the last write or observation the ledger knows of.
    public private(set) var shown: MJRefreshInsets
    /// Smallest edge change worth writing, in points.
    public var tolerance: CGFloat
    /// The deltas, 0 for none (a delta of 0 is never recorded), in fixed storage: the ledger reads them on every
    /// offset change, where a dictionary would hash the role and retain its storage. Each edge has at most one
    /// pulled role (header, back footer, trailers) and one that loads by itself (auto header, auto footer).
    private var pulledDeltas = MJRefreshInsets.zero
    private var automaticDeltas = MJRefreshInsets.zero

    /// Starts from the host's current `contentInset` (read while no component has added anything).
    public init(hostContentInset: MJRefreshInsets, tolerance: CGFloat = MJRefreshConstants.insetWriteTolerance) {
        self.baseline = hostContentInset.mjFinite
        self.shown = baseline
        self.tolerance = tolerance.mjFiniteNonNegative
    }

    /// The delta `role` has currently applied (0 if none).
    public func delta(for role: MJRefreshRole) -> CGFloat {
        role.isPull ? pulledDeltas[role.edge] : automaticDeltas[role.edge]
    }

    /// The sum of all deltas on `edge`: components ask on every offset change (through `shownDelta(for:)`).
    public func totalDelta(on edge: MJRefreshEdge) -> CGFloat {
        pulledDeltas[edge] + automaticDeltas[edge]
    }

    /// What the scroll view's `contentInset` should be: `baseline + Σ deltas` per edge.
    public var expectedContentInset: MJRefreshInsets {
        MJRefreshInsets(
            top: baseline.top + pulledDeltas.top + automaticDeltas.top,
            left: baseline.left + pulledDeltas.left + automaticDeltas.left,
            bottom: baseline.bottom + pulledDeltas.bottom + automaticDeltas.bottom,
            right: baseline.right + pulledDeltas.right + automaticDeltas.right)
    }

    /// `adjusted` with `role`'s share taken out: the baseline (MJRefresh's "original inset")
    /// that `role`'s trigger geometry should measure from.
    public func adjustedInset(_ adjusted: MJRefreshInsets, without role: MJRefreshRole) -> MJRefreshInsets {
        var result = adjusted.mjFinite
        result[role.edge] -= shownDelta(for: role)
        return result
    }

    /// The part of `role`'s delta the view shows: all of it, unless the host's policy (a clamping setter, an
    /// observer that rewrites the inset) let less of it through.
    public func shownDelta(for role: MJRefreshRole) -> CGFloat {
        // Most events find no share: the view shows none of a share not asked for.
        let asked = delta(for: role)
        guard asked != 0 else { return 0 }
        let edge = role.edge
        let shownShare = shown[edge] - baseline[edge] - (totalDelta(on: edge) - asked)
        return asked >= 0 ? min(max(shownShare, 0), asked) : max(min(shownShare, 0), asked)
    }

    /// Records that `role` wants `delta` on its edge (non-finite counts as 0).
    ///
    /// Returns the `contentInset` to write, or `nil` when the edge would move by no more than
    /// ``tolerance``; in that case nothing is recorded, so the ledger keeps matching the view.
    /// A delta of exactly 0 behaves like ``removeDelta(for:)``.
    public mutating func setDelta(_ delta: CGFloat, for role: MJRefreshRole) -> MJRefreshInsets? {
        let value = delta.mjFinite
        if value == 0 { return removeDelta(for: role) }
        guard abs(value - self.delta(for: role)) > tolerance else { return nil }
        return record(value, for: role)
    }

    /// Removes `role`'s delta. Returns the `contentInset` to write, or `nil` if it had none.
    public mutating func removeDelta(for role: MJRefreshRole) -> MJRefreshInsets? {
        guard delta(for: role) != 0 else { return nil }
        return record(0, for: role)
    }

    /// Records `delta` for `role` and returns the inset to write, which the view is expected to show on `role`'s
    /// edge until ``didWrite(on:showing:)`` says otherwise.
    private mutating func record(_ delta: CGFloat, for role: MJRefreshRole) -> MJRefreshInsets {
        let edge = role.edge
        if role.isPull { pulledDeltas[edge] = delta } else { automaticDeltas[edge] = delta }
        let target = expectedContentInset
        shown[edge] = target[edge]
        return target
    }

    /// Call after writing `edge` of `contentInset`, with what the view shows once the write returned (its setter
    /// and every observer have run). A different value on `edge` is the host's policy and is kept: nothing is
    /// written again for it. Another edge that changed meanwhile was written by the host.
    public mutating func didWrite(on edge: MJRefreshEdge, showing observed: MJRefreshInsets) {
        let seen = observed.mjFinite
        for other in MJRefreshEdge.allCases where other != edge && abs(seen[other] - shown[other]) > tolerance {
            baseline[other] = seen[other]
        }
        shown = seen
    }

    /// Call when the scroll view's `contentInset` is observed outside the component's own writes.
    ///
    /// An edge that differs from what the view last ``shown`` by more than ``tolerance`` was
    /// written by the host: it becomes that edge's new baseline (edges within tolerance are taken
    /// as unchanged). Returns the `contentInset` to write back when deltas must be re-applied on
    /// top of the host's value, else `nil`.
    public mutating func observe(contentInset observed: MJRefreshInsets) -> MJRefreshInsets? {
        let seen = observed.mjFinite
        var needsWrite = false
        for edge in MJRefreshEdge.allCases where abs(seen[edge] - shown[edge]) > tolerance {
            baseline[edge] = seen[edge]
            shown[edge] = seen[edge]
            needsWrite = needsWrite || totalDelta(on: edge) != 0
        }
        guard needsWrite else { return nil }
        let target = expectedContentInset
        for edge in MJRefreshEdge.allCases where totalDelta(on: edge) != 0 { shown[edge] = target[edge] }
        return target
    }
}
