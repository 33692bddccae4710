import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct InsetLedgerTests {
    let host = MJRefreshInsets(top: 50, left: 0, bottom: 40, right: 0)

    @Test func roleEdges() {
        #expect(MJRefreshRole.header.edge == .top)
        #expect(MJRefreshRole.autoFooter.edge == .bottom)
        #expect(MJRefreshRole.backFooter.edge == .bottom)
        #expect(MJRefreshRole.trailer.edge == .right)
        #expect(MJRefreshRole.rightToLeftTrailer.edge == .left)
    }

    @Test func beginAndEndReturnExactlyToBaseline() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.setDelta(54, for: .header) == MJRefreshInsets(top: 104, bottom: 40))
        #expect(ledger.delta(for: .header) == 54)
        #expect(ledger.removeDelta(for: .header) == host)
        #expect(ledger.expectedContentInset == host)
        #expect(ledger.removeDelta(for: .header) == nil, "end while idle does nothing")
    }

    @Test func repeatedBeginDoesNotPileUp() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.setDelta(54, for: .header) != nil)
        for _ in 0..<5 { #expect(ledger.setDelta(54, for: .header) == nil) }
        #expect(ledger.expectedContentInset.top == 104)
    }

    @Test func changesWithinToleranceAreNotWrittenNorRecorded() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.setDelta(54, for: .header) != nil)
        #expect(ledger.setDelta(53.6, for: .header) == nil)
        #expect(ledger.delta(for: .header) == 54)
        #expect(ledger.setDelta(53.5, for: .header) == nil, "exactly 0.5 is not more than 0.5")
        #expect(ledger.setDelta(53.4, for: .header)?.top == 103.4)
        #expect(ledger.delta(for: .header) == 53.4)
    }

    @Test func smallDeltaIsStillRemovedExactly() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.setDelta(54, for: .header) != nil)
        #expect(ledger.setDelta(0.3, for: .header) != nil)
        #expect(ledger.removeDelta(for: .header) == host)
        #expect(ledger.setDelta(0.7, for: .header) != nil)
        #expect(ledger.setDelta(0, for: .header) == host, "a zero delta removes")
    }

    @Test func hostWriteDuringRefreshIsKept() {
        // A host write during a refresh is kept (https://github.com/CoderMJLee/MJRefresh/issues/711): top 50, refresh (+54), host sets 80, end → 80.
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.setDelta(54, for: .header) != nil)
        let rewrite = ledger.observe(contentInset: MJRefreshInsets(top: 80, bottom: 40))
        #expect(rewrite == MJRefreshInsets(top: 134, bottom: 40), "the delta is re-applied on the host's value")
        #expect(ledger.baseline.top == 80)
        #expect(
            ledger.observe(contentInset: MJRefreshInsets(top: 134, bottom: 40)) == nil,
            "our own write is not a host write")
        #expect(ledger.removeDelta(for: .header) == MJRefreshInsets(top: 80, bottom: 40))
    }

    @Test func hostWritingTheSameBaselineAgainKeepsIndicatorPlace() {
        // The host sets 50 again while refreshing (https://github.com/CoderMJLee/MJRefresh/issues/433).
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.setDelta(54, for: .header) != nil)
        #expect(ledger.observe(contentInset: host) == MJRefreshInsets(top: 104, bottom: 40))
        #expect(ledger.removeDelta(for: .header) == host)
    }

    @Test func hostWriteWhileIdleBecomesBaselineWithoutWriteBack() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        #expect(ledger.observe(contentInset: MJRefreshInsets(top: 20, bottom: 34)) == nil)
        #expect(ledger.baseline == MJRefreshInsets(top: 20, bottom: 34))
    }

    @Test func footerInsetIndependentOfOrderOfAttachAndHostWrite() {
        // Attach the footer then set bottom = 34, or the other way round (https://github.com/CoderMJLee/MJRefresh/issues/916).
        var a = MJRefreshInsetLedger(hostContentInset: .zero)
        #expect(a.setDelta(44, for: .autoFooter) != nil)
        _ = a.observe(contentInset: MJRefreshInsets(bottom: 34))
        var b = MJRefreshInsetLedger(hostContentInset: MJRefreshInsets(bottom: 34))
        #expect(b.setDelta(44, for: .autoFooter) != nil)
        #expect(a.expectedContentInset == b.expectedContentInset)
        #expect(a.expectedContentInset.bottom == 78)
        // Hiding or removing the footer restores the host's bottom exactly.
        #expect(a.removeDelta(for: .autoFooter)?.bottom == 34)
    }

    @Test func edgesAreIndependentAndSumPerEdge() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        _ = ledger.setDelta(54, for: .header)
        _ = ledger.setDelta(44, for: .autoFooter)
        _ = ledger.setDelta(10, for: .backFooter)
        _ = ledger.setDelta(60, for: .trailer)
        #expect(ledger.expectedContentInset == MJRefreshInsets(top: 104, left: 0, bottom: 94, right: 60))
        #expect(ledger.totalDelta(on: .bottom) == 54)
        #expect(ledger.totalDelta(on: .left) == 0)
        #expect(ledger.removeDelta(for: .backFooter)?.bottom == 84)
    }

    /// Each role has a delta of its own, also where two roles share an edge (the header and the auto header at the
    /// top, the two footers at the bottom): ending one leaves the other's in place.
    @Test func everyRoleKeepsItsOwnDelta() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        let roles = MJRefreshRole.allCases
        for (index, role) in roles.enumerated() { _ = ledger.setDelta(CGFloat(10 * (index + 1)), for: role) }
        for (index, role) in roles.enumerated() { #expect(ledger.delta(for: role) == CGFloat(10 * (index + 1))) }
        for edge in MJRefreshEdge.allCases {
            let sum = roles.enumerated().filter { $0.element.edge == edge }.map { CGFloat(10 * ($0.offset + 1)) }
            #expect(ledger.totalDelta(on: edge) == sum.reduce(0, +), "\(edge)")
        }
        for role in roles {
            let others = roles.filter { $0 != role && $0.edge == role.edge }.map { ledger.delta(for: $0) }
            let written = ledger.removeDelta(for: role)
            #expect(written?[role.edge] == host[role.edge] + others.reduce(0, +), "\(role)")
            #expect(ledger.delta(for: role) == 0)
            #expect(ledger.removeDelta(for: role) == nil, "\(role) had none left")
            #expect(ledger.setDelta(0, for: role) == nil, "\(role): a zero delta is none")
        }
        #expect(ledger.expectedContentInset == host)
    }

    @Test func aWriteTheHostClampedIsKeptAndWrittenOncePerHostChange() {
        // A setter that caps the top at 30: the header asks for 54, the view shows 30.
        var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
        #expect(ledger.setDelta(54, for: .header)?.top == 54)
        ledger.didWrite(on: .top, showing: MJRefreshInsets(top: 30))
        #expect(ledger.shown.top == 30)
        #expect(ledger.observe(contentInset: MJRefreshInsets(top: 30)) == nil, "the clamped value is not a host write")
        #expect(ledger.setDelta(54, for: .header) == nil, "asking for the same share again writes nothing")
        #expect(ledger.shownDelta(for: .header) == 30, "the view shows 30 of the 54")
        #expect(
            ledger.adjustedInset(MJRefreshInsets(top: 30), without: .header).top == 0,
            "the geometry measures from the host's own top")
        // The host writes 10: one write back (64), which the cap makes 30 again; nothing more.
        #expect(ledger.observe(contentInset: MJRefreshInsets(top: 10))?.top == 64)
        ledger.didWrite(on: .top, showing: MJRefreshInsets(top: 30))
        #expect(ledger.observe(contentInset: MJRefreshInsets(top: 30)) == nil)
        #expect(ledger.shownDelta(for: .header) == 20)
        #expect(ledger.removeDelta(for: .header)?.top == 10, "ending gives back the host's own value")
    }

    @Test func anotherEdgeChangedDuringTheComponentsWriteIsTheHosts() {
        var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
        _ = ledger.setDelta(54, for: .header)
        // An observer of the host changed the bottom while the header wrote the top.
        ledger.didWrite(on: .top, showing: MJRefreshInsets(top: 54, bottom: 20))
        #expect(ledger.baseline == MJRefreshInsets(bottom: 20))
        #expect(ledger.removeDelta(for: .header) == MJRefreshInsets(bottom: 20))
    }

    @Test func adjustedInsetWithoutOwner() {
        var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
        _ = ledger.setDelta(54, for: .header)
        // The system adds 88 on top; the adjusted top is 88 + 54.
        let adjusted = MJRefreshInsets(top: 142, bottom: 34)
        #expect(ledger.adjustedInset(adjusted, without: .header) == MJRefreshInsets(top: 88, bottom: 34))
        #expect(ledger.adjustedInset(adjusted, without: .trailer) == adjusted)
    }

    @Test func nonFiniteInputs() {
        var ledger = MJRefreshInsetLedger(
            hostContentInset: MJRefreshInsets(top: .nan, bottom: .infinity), tolerance: .nan)
        #expect(ledger.baseline == .zero)
        #expect(ledger.tolerance == 0)
        #expect(ledger.setDelta(.nan, for: .header) == nil)
        #expect(ledger.setDelta(54, for: .header)?.top == 54)
        #expect(ledger.setDelta(.infinity, for: .header) == .zero, "non-finite delta counts as 0 (removal)")
        #expect(ledger.observe(contentInset: MJRefreshInsets(top: .nan)) == nil)
    }

    /// Random begin/end/scroll/host-write sequences: whenever every component has ended, the
    /// expected inset equals the host's last write exactly, and it always equals baseline + deltas.
    @Test func randomSequencesEndingWithEndReturnToTheLastHostWrite() {
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            var hostValue = MJRefreshInsets(top: CGFloat(Int.random(in: 0...100, using: &generator)), bottom: 34)
            var ledger = MJRefreshInsetLedger(hostContentInset: hostValue)
            var onView = hostValue
            let header = MJRefreshHeaderTrigger()
            for _ in 0..<60 {
                switch Int.random(in: 0..<7, using: &generator) {
                case 0:
                    if let w = ledger.setDelta(54, for: .header) { onView = w }
                case 1:
                    let offset = CGFloat(Double.random(in: -300...300, using: &generator))
                    let d = header.refreshingInsetDelta(offsetY: offset, baselineTop: ledger.baseline.top)
                    if ledger.delta(for: .header) != 0, let w = ledger.setDelta(d, for: .header) { onView = w }
                case 2:
                    if let w = ledger.removeDelta(for: .header) { onView = w }
                case 3:
                    let d = CGFloat(Double.random(in: 30...120, using: &generator))
                    if let w = ledger.setDelta(d, for: .backFooter) { onView = w }
                case 4:
                    if let w = ledger.removeDelta(for: .backFooter) { onView = w }
                case 5:
                    hostValue.top = CGFloat(Double.random(in: -20...150, using: &generator)).rounded()
                    onView.top = hostValue.top
                    if let w = ledger.observe(contentInset: onView) { onView = w }
                    // After a host write that differs by ≤ 0.5 from the expected value, the ledger
                    // keeps its own value: track what the host would see.
                    hostValue.top = ledger.baseline.top
                default:
                    hostValue.bottom = CGFloat(Double.random(in: 0...80, using: &generator)).rounded()
                    onView.bottom = hostValue.bottom
                    if let w = ledger.observe(contentInset: onView) { onView = w }
                    hostValue.bottom = ledger.baseline.bottom
                }
                let expected = ledger.expectedContentInset
                #expect(expected.top == ledger.baseline.top + ledger.delta(for: .header), "seed \(seed)")
                #expect(abs(onView.top - expected.top) <= 0.5, "seed \(seed): view and ledger drifted")
            }
            if let w = ledger.removeDelta(for: .header) { onView = w }
            if let w = ledger.removeDelta(for: .backFooter) { onView = w }
            #expect(ledger.expectedContentInset == hostValue, "seed \(seed)")
            #expect(onView == hostValue, "seed \(seed)")
        }
    }
}
