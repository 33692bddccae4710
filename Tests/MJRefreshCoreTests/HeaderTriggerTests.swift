import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct HeaderTriggerTests {
    let header = MJRefreshHeaderTrigger()
    let accuracy: CGFloat = 1e-9

    @Test func defaultsAndFramePosition() {
        #expect(header.height == 54)
        #expect(header.frameY == -54)
        #expect(MJRefreshHeaderTrigger(height: 60, ignoredInsetTop: 20).frameY == -80)
    }

    @Test func happenOffsetThresholdAndPercentMatchFormulas() {
        for baselineTop: CGFloat in [0, 20, 64, 88, -60] {
            #expect(header.happenOffsetY(baselineTop: baselineTop) == -baselineTop)
            #expect(header.pullingThresholdY(baselineTop: baselineTop) == -baselineTop - 54)
            for pull: CGFloat in [0, 13.5, 27, 54, 81] {
                let p = header.pullingPercent(offsetY: -baselineTop - pull, baselineTop: baselineTop)
                #expect(abs(p - (pull / 54)) <= accuracy)
            }
        }
        #expect(header.pullingPercent(offsetY: 100, baselineTop: 0) == 0, "never negative")
        #expect(MJRefreshHeaderTrigger(height: 0).pullingPercent(offsetY: -100, baselineTop: 0) == 0)
    }

    @Test func draggingPastThresholdEntersPullingAndBackLeavesIt() {
        let inset = MJRefreshInsets(top: 88)
        let past = pullOutcome(.header, state: .idle, metrics: vMetrics(offsetY: -142.5, inset: inset, dragging: true))
        #expect(past.newState == .pulling)
        #expect(abs((past.pullingPercent ?? -1) - (54.5 / 54)) <= accuracy)

        let exactly = pullOutcome(.header, state: .idle, metrics: vMetrics(offsetY: -142, inset: inset, dragging: true))
        #expect(exactly.newState == nil, "the threshold itself is not past it")
        #expect(abs((exactly.pullingPercent ?? -1) - 1) <= accuracy)

        let back = pullOutcome(.header, state: .pulling, metrics: vMetrics(offsetY: -142, inset: inset, dragging: true))
        #expect(back.newState == .idle)
        let stay = pullOutcome(.header, state: .pulling, metrics: vMetrics(offsetY: -150, inset: inset, dragging: true))
        #expect(stay.newState == nil)
    }

    /// The release is the pan's end; the offsets of the lift that follow it change nothing (no second release).
    @Test func releaseWhilePullingBeginsRefreshing() {
        let lifted = pullOutcome(.header, state: .pulling, metrics: vMetrics(offsetY: -100, dragging: false))
        #expect(lifted == .unchanged, "an offset change without a finger neither fires nor disarms")
        #expect(firesOnRelease(.header))
        var engine = MJRefreshPullEngine()
        _ = engine.panDidChange(.ended, state: .pulling)
        let o = engine.layoutDidPass(state: .pulling)
        #expect(o.beginsRefreshing)
        #expect(o.pullingPercent == nil)
    }

    @Test func flingBouncingPastTopWithoutFingerNeverPullsOrRefreshes() {
        // Decelerating: isDragging false all the way, offset goes far beyond the threshold.
        var state = MJRefreshState.idle
        for y in stride(from: CGFloat(200), through: -200, by: -10) {
            let o = pullOutcome(.header, state: state, metrics: vMetrics(offsetY: y, dragging: false))
            if let s = o.newState { state = s }
            #expect(state == .idle, "offset \(y)")
        }
    }

    @Test func idleNotDraggingReportsPercentOnlyBelowOne() {
        let partial = pullOutcome(.header, state: .idle, metrics: vMetrics(offsetY: -27))
        #expect(partial == MJRefreshPullOutcome(pullingPercent: 0.5))
        #expect(pullOutcome(.header, state: .idle, metrics: vMetrics(offsetY: -60)) == .unchanged)
    }

    @Test func hiddenHeaderOffsetsChangeNothing() {
        #expect(pullOutcome(.header, state: .idle, metrics: vMetrics(offsetY: 10, dragging: true)) == .unchanged)
    }

    @Test func pullingHeaderPushedAboveTopGoesBackToIdle() {
        let o = pullOutcome(.header, state: .pulling, metrics: vMetrics(offsetY: 5, dragging: true))
        #expect(o == MJRefreshPullOutcome(newState: .idle, pullingPercent: 0))
    }

    @Test func closedGateBlocksPullingButStillReportsPercent() {
        let o = pullOutcome(.header, state: .idle, metrics: vMetrics(offsetY: -100, dragging: true), gateOpen: false)
        #expect(o.newState == nil)
        #expect(abs((o.pullingPercent ?? -1) - (100 / 54)) <= accuracy)
    }

    /// Refreshing, the header's state and percent stay; it only asks for a layout pass, where its share of the
    /// inset follows the content.
    @Test func otherStatesAreUnchanged() {
        for state in [MJRefreshState.refreshing, .willRefresh, .noMoreData] {
            for dragging in [true, false] {
                let expected = state == .refreshing ? MJRefreshPullOutcome(needsLayout: true) : .unchanged
                #expect(
                    pullOutcome(.header, state: state, metrics: vMetrics(offsetY: -300, dragging: dragging)) == expected
                )
            }
        }
    }

    @Test func refreshingInsetIsClampedBetweenBaselineAndBaselinePlusHeight() {
        #expect(header.refreshingInsetTop(offsetY: -142, baselineTop: 88) == 142)
        #expect(header.refreshingInsetTop(offsetY: -200, baselineTop: 88) == 142, "upper clamp")
        #expect(header.refreshingInsetTop(offsetY: -100, baselineTop: 88) == 100, "inside")
        #expect(header.refreshingInsetTop(offsetY: 300, baselineTop: 88) == 88, "scrolled away: lower clamp")
        #expect(header.refreshingInsetDelta(offsetY: -100, baselineTop: 88) == 12)
        #expect(header.refreshingInsetDelta(offsetY: -500, baselineTop: 88) == 54)
        #expect(header.refreshingInsetDelta(offsetY: 500, baselineTop: 88) == 0)
        #expect(header.refreshingOffsetY(baselineTop: 88) == -142)
        #expect(header.restingOffsetY(baselineTop: 88) == -88)
    }

    @Test func nonFiniteAndNegativeInputsGiveDefinedResults() {
        let bad = MJRefreshHeaderTrigger(height: .nan, ignoredInsetTop: .infinity)
        #expect(bad.frameY == 0)
        #expect(bad.pullingThresholdY(baselineTop: .nan) == 0)
        #expect(MJRefreshHeaderTrigger(height: -54).pullingThresholdY(baselineTop: 10) == -10)
        #expect(header.pullingPercent(offsetY: .nan, baselineTop: 0) == 0)
        #expect(header.refreshingInsetTop(offsetY: .nan, baselineTop: .infinity) == 0)
        #expect(header.refreshingInsetTop(offsetY: -.infinity, baselineTop: 10) == 10, "−∞ counts as 0")
        let o = pullOutcome(
            .header,
            state: .idle, metrics: vMetrics(offsetY: .nan, inset: MJRefreshInsets(top: .nan), dragging: true))
        #expect(o.newState == nil)
        #expect(o.pullingPercent == 0)
    }

    @Test func fullPullReleaseSequence() {
        var state = MJRefreshState.idle
        var refreshes = 0
        let ys: [CGFloat] = [0, -20, -40, -60, -80, -70]
        for y in ys {
            let o = pullOutcome(.header, state: state, metrics: vMetrics(offsetY: y, dragging: true))
            if let s = o.newState { state = s }
        }
        #expect(state == .pulling)
        var engine = MJRefreshPullEngine()
        _ = engine.panDidChange(.ended, state: state)
        let release = engine.layoutDidPass(state: state)
        if release.beginsRefreshing {
            refreshes += 1
            state = .refreshing
        }
        // Further offsets while refreshing change no state or percent (they only lay the header's inset out).
        for y in ys {
            let o = pullOutcome(.header, state: state, metrics: vMetrics(offsetY: y))
            #expect(o == MJRefreshPullOutcome(needsLayout: true))
        }
        #expect(refreshes == 1)
    }
}
