import Foundation
import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class InsetLedgerTests: XCTestCase {
    let host = MJRefreshInsets(top: 50, left: 0, bottom: 40, right: 0)

    func testOwnerEdges() {
        XCTAssertEqual(MJRefreshInsetOwner.header.edge, .top)
        XCTAssertEqual(MJRefreshInsetOwner.autoFooter.edge, .bottom)
        XCTAssertEqual(MJRefreshInsetOwner.backFooter.edge, .bottom)
        XCTAssertEqual(MJRefreshInsetOwner.trailer.edge, .right)
    }

    func testBeginAndEndReturnExactlyToBaseline() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertEqual(ledger.setDelta(54, for: .header), MJRefreshInsets(top: 104, bottom: 40))
        XCTAssertEqual(ledger.delta(for: .header), 54)
        XCTAssertEqual(ledger.removeDelta(for: .header), host)
        XCTAssertEqual(ledger.expectedContentInset, host)
        XCTAssertNil(ledger.removeDelta(for: .header), "end while idle does nothing")
    }

    func testRepeatedBeginDoesNotPileUp() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertNotNil(ledger.setDelta(54, for: .header))
        for _ in 0..<5 { XCTAssertNil(ledger.setDelta(54, for: .header)) }
        XCTAssertEqual(ledger.expectedContentInset.top, 104)
    }

    func testChangesWithinToleranceAreNotWrittenNorRecorded() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertNotNil(ledger.setDelta(54, for: .header))
        XCTAssertNil(ledger.setDelta(53.6, for: .header))
        XCTAssertEqual(ledger.delta(for: .header), 54)
        XCTAssertNil(ledger.setDelta(53.5, for: .header), "exactly 0.5 is not more than 0.5")
        XCTAssertEqual(ledger.setDelta(53.4, for: .header)?.top, 103.4)
        XCTAssertEqual(ledger.delta(for: .header), 53.4)
    }

    func testSmallDeltaIsStillRemovedExactly() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertNotNil(ledger.setDelta(54, for: .header))
        XCTAssertNotNil(ledger.setDelta(0.3, for: .header))
        XCTAssertEqual(ledger.removeDelta(for: .header), host)
        XCTAssertNotNil(ledger.setDelta(0.7, for: .header))
        XCTAssertEqual(ledger.setDelta(0, for: .header), host, "a zero delta removes")
    }

    func testHostWriteDuringRefreshIsKept() {
        // A host write during a refresh is kept (https://github.com/CoderMJLee/MJRefresh/issues/711): top 50, refresh (+54), host sets 80, end → 80.
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertNotNil(ledger.setDelta(54, for: .header))
        let rewrite = ledger.observe(contentInset: MJRefreshInsets(top: 80, bottom: 40))
        XCTAssertEqual(rewrite, MJRefreshInsets(top: 134, bottom: 40), "the delta is re-applied on the host's value")
        XCTAssertEqual(ledger.baseline.top, 80)
        XCTAssertNil(
            ledger.observe(contentInset: MJRefreshInsets(top: 134, bottom: 40)), "our own write is not a host write")
        XCTAssertEqual(ledger.removeDelta(for: .header), MJRefreshInsets(top: 80, bottom: 40))
    }

    func testHostWritingTheSameBaselineAgainKeepsIndicatorPlace() {
        // The host sets 50 again while refreshing (https://github.com/CoderMJLee/MJRefresh/issues/433).
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertNotNil(ledger.setDelta(54, for: .header))
        XCTAssertEqual(ledger.observe(contentInset: host), MJRefreshInsets(top: 104, bottom: 40))
        XCTAssertEqual(ledger.removeDelta(for: .header), host)
    }

    func testHostWriteWhileIdleBecomesBaselineWithoutWriteBack() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        XCTAssertNil(ledger.observe(contentInset: MJRefreshInsets(top: 20, bottom: 34)))
        XCTAssertEqual(ledger.baseline, MJRefreshInsets(top: 20, bottom: 34))
    }

    func testFooterInsetIndependentOfOrderOfAttachAndHostWrite() {
        // Attach the footer then set bottom = 34, or the other way round (https://github.com/CoderMJLee/MJRefresh/issues/916).
        var a = MJRefreshInsetLedger(hostContentInset: .zero)
        XCTAssertNotNil(a.setDelta(44, for: .autoFooter))
        _ = a.observe(contentInset: MJRefreshInsets(bottom: 34))
        var b = MJRefreshInsetLedger(hostContentInset: MJRefreshInsets(bottom: 34))
        XCTAssertNotNil(b.setDelta(44, for: .autoFooter))
        XCTAssertEqual(a.expectedContentInset, b.expectedContentInset)
        XCTAssertEqual(a.expectedContentInset.bottom, 78)
        // Hiding or removing the footer restores the host's bottom exactly.
        XCTAssertEqual(a.removeDelta(for: .autoFooter)?.bottom, 34)
    }

    func testEdgesAreIndependentAndSumPerEdge() {
        var ledger = MJRefreshInsetLedger(hostContentInset: host)
        _ = ledger.setDelta(54, for: .header)
        _ = ledger.setDelta(44, for: .autoFooter)
        _ = ledger.setDelta(10, for: .backFooter)
        _ = ledger.setDelta(60, for: .trailer)
        XCTAssertEqual(ledger.expectedContentInset, MJRefreshInsets(top: 104, left: 0, bottom: 94, right: 60))
        XCTAssertEqual(ledger.totalDelta(on: .bottom), 54)
        XCTAssertEqual(ledger.totalDelta(on: .left), 0)
        XCTAssertEqual(ledger.removeDelta(for: .backFooter)?.bottom, 84)
    }

    func testAWriteTheHostClampedIsKeptAndWrittenOncePerHostChange() {
        // A setter that caps the top at 30: the header asks for 54, the view shows 30.
        var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
        XCTAssertEqual(ledger.setDelta(54, for: .header)?.top, 54)
        ledger.didWrite(on: .top, showing: MJRefreshInsets(top: 30))
        XCTAssertEqual(ledger.shown.top, 30)
        XCTAssertNil(ledger.observe(contentInset: MJRefreshInsets(top: 30)), "the clamped value is not a host write")
        XCTAssertNil(ledger.setDelta(54, for: .header), "asking for the same share again writes nothing")
        XCTAssertEqual(ledger.shownDelta(for: .header), 30, "the view shows 30 of the 54")
        XCTAssertEqual(
            ledger.adjustedInset(MJRefreshInsets(top: 30), without: .header).top, 0,
            "the geometry measures from the host's own top")
        // The host writes 10: one write back (64), which the cap makes 30 again; nothing more.
        XCTAssertEqual(ledger.observe(contentInset: MJRefreshInsets(top: 10))?.top, 64)
        ledger.didWrite(on: .top, showing: MJRefreshInsets(top: 30))
        XCTAssertNil(ledger.observe(contentInset: MJRefreshInsets(top: 30)))
        XCTAssertEqual(ledger.shownDelta(for: .header), 20)
        XCTAssertEqual(ledger.removeDelta(for: .header)?.top, 10, "ending gives back the host's own value")
    }

    func testAnotherEdgeChangedDuringTheComponentsWriteIsTheHosts() {
        var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
        _ = ledger.setDelta(54, for: .header)
        // An observer of the host changed the bottom while the header wrote the top.
        ledger.didWrite(on: .top, showing: MJRefreshInsets(top: 54, bottom: 20))
        XCTAssertEqual(ledger.baseline, MJRefreshInsets(bottom: 20))
        XCTAssertEqual(ledger.removeDelta(for: .header), MJRefreshInsets(bottom: 20))
    }

    func testAdjustedInsetWithoutOwner() {
        var ledger = MJRefreshInsetLedger(hostContentInset: .zero)
        _ = ledger.setDelta(54, for: .header)
        // The system adds 88 on top; the adjusted top is 88 + 54.
        let adjusted = MJRefreshInsets(top: 142, bottom: 34)
        XCTAssertEqual(ledger.adjustedInset(adjusted, without: .header), MJRefreshInsets(top: 88, bottom: 34))
        XCTAssertEqual(ledger.adjustedInset(adjusted, without: .trailer), adjusted)
    }

    func testNonFiniteInputs() {
        var ledger = MJRefreshInsetLedger(
            hostContentInset: MJRefreshInsets(top: .nan, bottom: .infinity), tolerance: .nan)
        XCTAssertEqual(ledger.baseline, .zero)
        XCTAssertEqual(ledger.tolerance, 0)
        XCTAssertNil(ledger.setDelta(.nan, for: .header))
        XCTAssertEqual(ledger.setDelta(54, for: .header)?.top, 54)
        XCTAssertEqual(ledger.setDelta(.infinity, for: .header), .zero, "non-finite delta counts as 0 (removal)")
        XCTAssertNil(ledger.observe(contentInset: MJRefreshInsets(top: .nan)))
    }

    /// Random begin/end/scroll/host-write sequences: whenever every component has ended, the
    /// expected inset equals the host's last write exactly, and it always equals baseline + deltas.
    func testRandomSequencesEndingWithEndReturnToTheLastHostWrite() {
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
                XCTAssertEqual(expected.top, ledger.baseline.top + ledger.delta(for: .header), "seed \(seed)")
                XCTAssertLessThanOrEqual(abs(onView.top - expected.top), 0.5, "seed \(seed): view and ledger drifted")
            }
            if let w = ledger.removeDelta(for: .header) { onView = w }
            if let w = ledger.removeDelta(for: .backFooter) { onView = w }
            XCTAssertEqual(ledger.expectedContentInset, hostValue, "seed \(seed)")
            XCTAssertEqual(onView, hostValue, "seed \(seed)")
        }
    }
}
