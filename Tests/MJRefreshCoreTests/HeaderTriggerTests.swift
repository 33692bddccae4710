import Foundation
import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class HeaderTriggerTests: XCTestCase {
    let header = MJRefreshHeaderTrigger()
    let accuracy: CGFloat = 1e-9

    func testDefaultsAndFramePosition() {
        XCTAssertEqual(header.height, 54)
        XCTAssertEqual(header.frameY, -54)
        XCTAssertEqual(MJRefreshHeaderTrigger(height: 60, ignoredInsetTop: 20).frameY, -80)
    }

    func testHappenOffsetThresholdAndPercentMatchFormulas() {
        for baselineTop: CGFloat in [0, 20, 64, 88, -60] {
            XCTAssertEqual(header.happenOffsetY(baselineTop: baselineTop), -baselineTop)
            XCTAssertEqual(header.pullingThresholdY(baselineTop: baselineTop), -baselineTop - 54)
            for pull: CGFloat in [0, 13.5, 27, 54, 81] {
                let p = header.pullingPercent(offsetY: -baselineTop - pull, baselineTop: baselineTop)
                XCTAssertEqual(p, pull / 54, accuracy: accuracy)
            }
        }
        XCTAssertEqual(header.pullingPercent(offsetY: 100, baselineTop: 0), 0, "never negative")
        XCTAssertEqual(MJRefreshHeaderTrigger(height: 0).pullingPercent(offsetY: -100, baselineTop: 0), 0)
    }

    func testDraggingPastThresholdEntersPullingAndBackLeavesIt() {
        let inset = MJRefreshInsets(top: 88)
        let past = header.outcome(state: .idle, metrics: vMetrics(offsetY: -142.5, inset: inset, dragging: true))
        XCTAssertEqual(past.newState, .pulling)
        XCTAssertEqual(past.pullingPercent ?? -1, 54.5 / 54, accuracy: accuracy)

        let exactly = header.outcome(state: .idle, metrics: vMetrics(offsetY: -142, inset: inset, dragging: true))
        XCTAssertNil(exactly.newState, "the threshold itself is not past it")
        XCTAssertEqual(exactly.pullingPercent ?? -1, 1, accuracy: accuracy)

        let back = header.outcome(state: .pulling, metrics: vMetrics(offsetY: -142, inset: inset, dragging: true))
        XCTAssertEqual(back.newState, .idle)
        let stay = header.outcome(state: .pulling, metrics: vMetrics(offsetY: -150, inset: inset, dragging: true))
        XCTAssertNil(stay.newState)
    }

    func testReleaseWhilePullingBeginsRefreshing() {
        let o = header.outcome(state: .pulling, metrics: vMetrics(offsetY: -100, dragging: false))
        XCTAssertTrue(o.beginsRefreshing)
        XCTAssertNil(o.pullingPercent)
    }

    func testFlingBouncingPastTopWithoutFingerNeverPullsOrRefreshes() {
        // Decelerating: isDragging false all the way, offset goes far beyond the threshold.
        var state = MJRefreshState.idle
        for y in stride(from: CGFloat(200), through: -200, by: -10) {
            let o = header.outcome(state: state, metrics: vMetrics(offsetY: y, dragging: false))
            if let s = o.newState { state = s }
            XCTAssertEqual(state, .idle, "offset \(y)")
        }
    }

    func testIdleNotDraggingReportsPercentOnlyBelowOne() {
        let partial = header.outcome(state: .idle, metrics: vMetrics(offsetY: -27))
        XCTAssertEqual(partial, MJRefreshDragOutcome(pullingPercent: 0.5))
        XCTAssertEqual(header.outcome(state: .idle, metrics: vMetrics(offsetY: -60)), .unchanged)
    }

    func testHiddenHeaderOffsetsChangeNothing() {
        XCTAssertEqual(header.outcome(state: .idle, metrics: vMetrics(offsetY: 10, dragging: true)), .unchanged)
    }

    func testPullingHeaderPushedAboveTopGoesBackToIdle() {
        let o = header.outcome(state: .pulling, metrics: vMetrics(offsetY: 5, dragging: true))
        XCTAssertEqual(o, MJRefreshDragOutcome(newState: .idle, pullingPercent: 0))
    }

    func testClosedGateBlocksPullingButStillReportsPercent() {
        let o = header.outcome(state: .idle, metrics: vMetrics(offsetY: -100, dragging: true), gateOpen: false)
        XCTAssertNil(o.newState)
        XCTAssertEqual(o.pullingPercent ?? -1, 100 / 54, accuracy: accuracy)
    }

    func testOtherStatesAreUnchanged() {
        for state in [MJRefreshState.refreshing, .willRefresh, .noMoreData] {
            for dragging in [true, false] {
                XCTAssertEqual(
                    header.outcome(state: state, metrics: vMetrics(offsetY: -300, dragging: dragging)), .unchanged)
            }
        }
    }

    func testRefreshingInsetIsClampedBetweenBaselineAndBaselinePlusHeight() {
        XCTAssertEqual(header.refreshingInsetTop(offsetY: -142, baselineTop: 88), 142)
        XCTAssertEqual(header.refreshingInsetTop(offsetY: -200, baselineTop: 88), 142, "upper clamp")
        XCTAssertEqual(header.refreshingInsetTop(offsetY: -100, baselineTop: 88), 100, "inside")
        XCTAssertEqual(header.refreshingInsetTop(offsetY: 300, baselineTop: 88), 88, "scrolled away: lower clamp")
        XCTAssertEqual(header.refreshingInsetDelta(offsetY: -100, baselineTop: 88), 12)
        XCTAssertEqual(header.refreshingInsetDelta(offsetY: -500, baselineTop: 88), 54)
        XCTAssertEqual(header.refreshingInsetDelta(offsetY: 500, baselineTop: 88), 0)
        XCTAssertEqual(header.refreshingOffsetY(baselineTop: 88), -142)
        XCTAssertEqual(header.restingOffsetY(baselineTop: 88), -88)
    }

    func testNonFiniteAndNegativeInputsGiveDefinedResults() {
        let bad = MJRefreshHeaderTrigger(height: .nan, ignoredInsetTop: .infinity)
        XCTAssertEqual(bad.frameY, 0)
        XCTAssertEqual(bad.pullingThresholdY(baselineTop: .nan), 0)
        XCTAssertEqual(MJRefreshHeaderTrigger(height: -54).pullingThresholdY(baselineTop: 10), -10)
        XCTAssertEqual(header.pullingPercent(offsetY: .nan, baselineTop: 0), 0)
        XCTAssertEqual(header.refreshingInsetTop(offsetY: .nan, baselineTop: .infinity), 0)
        XCTAssertEqual(header.refreshingInsetTop(offsetY: -.infinity, baselineTop: 10), 10, "−∞ counts as 0")
        let o = header.outcome(
            state: .idle, metrics: vMetrics(offsetY: .nan, inset: MJRefreshInsets(top: .nan), dragging: true))
        XCTAssertNil(o.newState)
        XCTAssertEqual(o.pullingPercent, 0)
    }

    func testFullPullReleaseSequence() {
        var state = MJRefreshState.idle
        var refreshes = 0
        let ys: [CGFloat] = [0, -20, -40, -60, -80, -70]
        for y in ys {
            let o = header.outcome(state: state, metrics: vMetrics(offsetY: y, dragging: true))
            if let s = o.newState { state = s }
        }
        XCTAssertEqual(state, .pulling)
        let release = header.outcome(state: state, metrics: vMetrics(offsetY: -70, dragging: false))
        if release.beginsRefreshing {
            refreshes += 1
            state = .refreshing
        }
        // Further offsets while refreshing do nothing.
        for y in ys { XCTAssertEqual(header.outcome(state: state, metrics: vMetrics(offsetY: y)), .unchanged) }
        XCTAssertEqual(refreshes, 1)
    }
}
