import Foundation
import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class BackFooterTriggerTests: XCTestCase {
    let footer = MJRefreshBackFooterTrigger()
    let accuracy: CGFloat = 1e-9

    func testTallContentGeometry() {
        // 1000 pt content, 600 pt view, baseline top 64, bottom 34.
        let inset = MJRefreshInsets(top: 64, bottom: 34)
        let metrics = vMetrics(offsetY: 0, inset: inset)
        XCTAssertEqual(footer.contentOverflow(metrics), 1000 - (600 - 34 - 64))
        XCTAssertEqual(footer.happenOffsetY(metrics), 498 - 64)
        XCTAssertEqual(footer.pullingThresholdY(metrics), 434 + 44)
        XCTAssertEqual(footer.frameY(metrics), 1000)
        XCTAssertEqual(footer.pullingPercent(vMetrics(offsetY: 456, inset: inset)), 0.5, accuracy: accuracy)
        XCTAssertEqual(footer.pullingPercent(vMetrics(offsetY: 100, inset: inset)), 0)
        XCTAssertEqual(footer.refreshingInsetBottom(metrics), 44 + 34)
        XCTAssertEqual(footer.refreshingInsetDelta(metrics), 44)
        XCTAssertEqual(footer.refreshingOffsetY(metrics), 478)
    }

    func testShortContentSitsAtTheBottomOfTheVisibleArea() {
        // 132 pt of content in 600 pt, baseline top 64.
        let inset = MJRefreshInsets(top: 64)
        let metrics = vMetrics(offsetY: -64, contentHeight: 132, inset: inset)
        let overflow: CGFloat = 132 - (600 - 64)
        XCTAssertEqual(footer.contentOverflow(metrics), overflow)
        XCTAssertEqual(footer.happenOffsetY(metrics), -64)
        XCTAssertEqual(footer.frameY(metrics), 536)
        XCTAssertEqual(MJRefreshBackFooterTrigger(ignoredInsetBottom: 10).frameY(metrics), 546)
        // The refreshing inset adds the empty gap below the content.
        XCTAssertEqual(footer.refreshingInsetBottom(metrics), 44 - overflow)
        XCTAssertEqual(footer.refreshingInsetDelta(metrics), 44 - overflow)
        XCTAssertEqual(footer.refreshingOffsetY(metrics), -20)
    }

    func testStateDecisions() {
        let past = vMetrics(offsetY: 445, dragging: true)  // threshold 400 + 44 = 444
        XCTAssertEqual(footer.outcome(state: .idle, metrics: past).newState, .pulling)
        XCTAssertNil(footer.outcome(state: .idle, metrics: vMetrics(offsetY: 444, dragging: true)).newState)
        XCTAssertEqual(footer.outcome(state: .pulling, metrics: vMetrics(offsetY: 444, dragging: true)).newState, .idle)
        XCTAssertTrue(
            footer.outcome(state: .pulling, metrics: vMetrics(offsetY: 440, dragging: false)).beginsRefreshing)
        XCTAssertNil(footer.outcome(state: .idle, metrics: past, gateOpen: false).newState)
        XCTAssertEqual(footer.outcome(state: .idle, metrics: vMetrics(offsetY: 400, dragging: true)), .unchanged)
        XCTAssertEqual(
            footer.outcome(state: .pulling, metrics: vMetrics(offsetY: 390, dragging: true)),
            MJRefreshDragOutcome(newState: .idle, pullingPercent: 0))
        // Released, not pulling, bouncing back: percent below 1 is reported.
        XCTAssertEqual(
            footer.outcome(state: .idle, metrics: vMetrics(offsetY: 422)), MJRefreshDragOutcome(pullingPercent: 0.5))
        XCTAssertEqual(footer.outcome(state: .idle, metrics: vMetrics(offsetY: 450)), .unchanged)
    }

    func testNoMoreDataOnlyTracksPercent() {
        let o = footer.outcome(state: .noMoreData, metrics: vMetrics(offsetY: 500, dragging: true))
        XCTAssertNil(o.newState)
        XCTAssertEqual(o.pullingPercent ?? -1, 100 / 44, accuracy: accuracy)
        XCTAssertNil(footer.outcome(state: .noMoreData, metrics: vMetrics(offsetY: 500)).newState)
    }

    func testRefreshingStatesAreUnchanged() {
        for state in [MJRefreshState.refreshing, .willRefresh] {
            XCTAssertEqual(footer.outcome(state: state, metrics: vMetrics(offsetY: 600, dragging: true)), .unchanged)
        }
    }

    func testNonFiniteInputs() {
        let bad = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: 0, y: CGFloat.nan), contentSize: CGSize(width: 0, height: CGFloat.infinity),
            boundsSize: CGSize(width: 0, height: -600), adjustedInset: MJRefreshInsets(bottom: .nan), isDragging: true)
        XCTAssertEqual(footer.frameY(bad), 0)
        XCTAssertEqual(footer.happenOffsetY(bad), 0)
        XCTAssertEqual(footer.outcome(state: .idle, metrics: bad), .unchanged)
        XCTAssertEqual(MJRefreshBackFooterTrigger(height: .nan).pullingPercent(vMetrics(offsetY: 1000)), 0)
        XCTAssertEqual(MJRefreshBackFooterTrigger(height: -44).refreshingInsetDelta(vMetrics(offsetY: 0)), 0)
    }
}

final class TrailerTriggerTests: XCTestCase {
    let trailer = MJRefreshTrailerTrigger()

    func testDefaultsAndGeometryOnTheXAxis() {
        XCTAssertEqual(trailer.width, 60)
        let inset = MJRefreshInsets(left: 10, right: 20)
        let metrics = hMetrics(offsetX: 0, inset: inset)
        XCTAssertEqual(trailer.contentOverflow(metrics), 1000 - (320 - 20 - 10))
        XCTAssertEqual(trailer.happenOffsetX(metrics), 710 - 10)
        XCTAssertEqual(trailer.pullingThresholdX(metrics), 760)
        XCTAssertEqual(trailer.frameX(metrics), 1000)
        XCTAssertEqual(MJRefreshTrailerTrigger(ignoredInsetRight: 5).frameX(metrics), 1005)
        XCTAssertEqual(trailer.pullingPercent(hMetrics(offsetX: 730, inset: inset)), 0.5)
        XCTAssertEqual(trailer.refreshingEdgeInset(metrics), 80)
        XCTAssertEqual(trailer.refreshingInsetDelta(metrics), 60)
        XCTAssertEqual(trailer.refreshingOffsetX(metrics), 760)
    }

    func testNarrowContent() {
        let metrics = hMetrics(offsetX: 0, contentWidth: 100)
        XCTAssertEqual(trailer.frameX(metrics), 320)
        XCTAssertEqual(trailer.happenOffsetX(metrics), 0)
        XCTAssertEqual(trailer.refreshingEdgeInset(metrics), 60 + 220)
        XCTAssertEqual(trailer.refreshingOffsetX(metrics), 60)
    }

    func testPullAndRelease() {
        XCTAssertEqual(
            trailer.outcome(state: .idle, metrics: hMetrics(offsetX: 741, dragging: true)).newState, .pulling)
        XCTAssertNil(trailer.outcome(state: .idle, metrics: hMetrics(offsetX: 740, dragging: true)).newState)
        XCTAssertEqual(
            trailer.outcome(state: .pulling, metrics: hMetrics(offsetX: 700, dragging: true)).newState, .idle)
        XCTAssertTrue(trailer.outcome(state: .pulling, metrics: hMetrics(offsetX: 750)).beginsRefreshing)
        // A vertical offset never drives the trailer.
        let vertical = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: 0, y: 5000), contentSize: CGSize(width: 1000, height: 200),
            boundsSize: CGSize(width: 320, height: 200), isDragging: true)
        XCTAssertEqual(trailer.outcome(state: .idle, metrics: vertical), .unchanged)
    }

    func testBackFooterAndTrailerAgreeOnTransposedInput() {
        var generator = SeededGenerator(seed: 7)
        let footer = MJRefreshBackFooterTrigger(height: 60)
        for _ in 0..<500 {
            let offset = CGFloat(Int.random(in: -200...1500, using: &generator))
            let content = CGFloat(Int.random(in: 0...1500, using: &generator))
            let view = CGFloat(Int.random(in: 1...800, using: &generator))
            let lead = CGFloat(Int.random(in: 0...100, using: &generator))
            let trail = CGFloat(Int.random(in: 0...100, using: &generator))
            let dragging = Bool.random(using: &generator)
            let state = [MJRefreshState.idle, .pulling, .noMoreData].randomElement(using: &generator)!
            let v = vMetrics(
                offsetY: offset, contentHeight: content, viewHeight: view,
                inset: MJRefreshInsets(top: lead, bottom: trail), dragging: dragging)
            let h = hMetrics(
                offsetX: offset, contentWidth: content, viewWidth: view,
                inset: MJRefreshInsets(left: lead, right: trail), dragging: dragging)
            XCTAssertEqual(footer.outcome(state: state, metrics: v), trailer.outcome(state: state, metrics: h))
            XCTAssertEqual(footer.frameY(v), trailer.frameX(h))
            XCTAssertEqual(footer.refreshingInsetBottom(v), trailer.refreshingEdgeInset(h))
        }
    }
}
