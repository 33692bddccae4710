import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct BackFooterTriggerTests {
    let footer = MJRefreshBackFooterTrigger()
    let accuracy: CGFloat = 1e-9

    @Test func tallContentGeometry() {
        // 1000 pt content, 600 pt view, baseline top 64, bottom 34.
        let inset = MJRefreshInsets(top: 64, bottom: 34)
        let metrics = vMetrics(offsetY: 0, inset: inset)
        #expect(footer.contentOverflow(metrics) == CGFloat(1000 - (600 - 34 - 64)))
        #expect(footer.happenOffsetY(metrics) == CGFloat(498 - 64))
        #expect(footer.pullingThresholdY(metrics) == CGFloat(434 + 44))
        #expect(footer.frameY(metrics) == 1000)
        #expect(abs(footer.pullingPercent(vMetrics(offsetY: 456, inset: inset)) - 0.5) <= accuracy)
        #expect(footer.pullingPercent(vMetrics(offsetY: 100, inset: inset)) == 0)
        #expect(footer.refreshingInsetBottom(metrics) == CGFloat(44 + 34))
        #expect(footer.refreshingInsetDelta(metrics) == 44)
        #expect(footer.refreshingOffsetY(metrics) == 478)
    }

    @Test func shortContentSitsAtTheBottomOfTheVisibleArea() {
        // 132 pt of content in 600 pt, baseline top 64.
        let inset = MJRefreshInsets(top: 64)
        let metrics = vMetrics(offsetY: -64, contentHeight: 132, inset: inset)
        let overflow: CGFloat = 132 - (600 - 64)
        #expect(footer.contentOverflow(metrics) == overflow)
        #expect(footer.happenOffsetY(metrics) == -64)
        #expect(footer.frameY(metrics) == 536)
        #expect(MJRefreshBackFooterTrigger(ignoredInsetBottom: 10).frameY(metrics) == 546)
        // The refreshing inset adds the empty gap below the content.
        #expect(footer.refreshingInsetBottom(metrics) == 44 - overflow)
        #expect(footer.refreshingInsetDelta(metrics) == 44 - overflow)
        #expect(footer.refreshingOffsetY(metrics) == -20)
    }

    @Test func stateDecisions() {
        let past = vMetrics(offsetY: 445, dragging: true)  // threshold 400 + 44 = 444
        #expect(pullOutcome(.backFooter, state: .idle, metrics: past).newState == .pulling)
        #expect(pullOutcome(.backFooter, state: .idle, metrics: vMetrics(offsetY: 444, dragging: true)).newState == nil)
        #expect(
            pullOutcome(.backFooter, state: .pulling, metrics: vMetrics(offsetY: 444, dragging: true)).newState == .idle
        )
        #expect(
            pullOutcome(.backFooter, state: .pulling, metrics: vMetrics(offsetY: 440, dragging: false)) == .unchanged)
        #expect(firesOnRelease(.backFooter))
        #expect(pullOutcome(.backFooter, state: .idle, metrics: past, gateOpen: false).newState == nil)
        #expect(pullOutcome(.backFooter, state: .idle, metrics: vMetrics(offsetY: 400, dragging: true)) == .unchanged)
        #expect(
            pullOutcome(.backFooter, state: .pulling, metrics: vMetrics(offsetY: 390, dragging: true))
                == MJRefreshPullOutcome(newState: .idle, pullingPercent: 0))
        // Released, not pulling, bouncing back: percent below 1 is reported.
        #expect(
            pullOutcome(.backFooter, state: .idle, metrics: vMetrics(offsetY: 422))
                == MJRefreshPullOutcome(pullingPercent: 0.5))
        #expect(pullOutcome(.backFooter, state: .idle, metrics: vMetrics(offsetY: 450)) == .unchanged)
    }

    @Test func noMoreDataOnlyTracksPercent() {
        let o = pullOutcome(.backFooter, state: .noMoreData, metrics: vMetrics(offsetY: 500, dragging: true))
        #expect(o.newState == nil)
        #expect(abs((o.pullingPercent ?? -1) - (100 / 44)) <= accuracy)
        #expect(pullOutcome(.backFooter, state: .noMoreData, metrics: vMetrics(offsetY: 500)).newState == nil)
    }

    @Test func refreshingStatesAreUnchanged() {
        for state in [MJRefreshState.refreshing, .willRefresh] {
            #expect(
                pullOutcome(.backFooter, state: state, metrics: vMetrics(offsetY: 600, dragging: true)) == .unchanged)
        }
    }

    @Test func nonFiniteInputs() {
        let bad = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: 0, y: CGFloat.nan), contentSize: CGSize(width: 0, height: CGFloat.infinity),
            boundsSize: CGSize(width: 0, height: -600), adjustedInset: MJRefreshInsets(bottom: .nan), isDragging: true)
        #expect(footer.frameY(bad) == 0)
        #expect(footer.happenOffsetY(bad) == 0)
        #expect(pullOutcome(.backFooter, state: .idle, metrics: bad) == .unchanged)
        #expect(MJRefreshBackFooterTrigger(height: .nan).pullingPercent(vMetrics(offsetY: 1000)) == 0)
        #expect(MJRefreshBackFooterTrigger(height: -44).refreshingInsetDelta(vMetrics(offsetY: 0)) == 0)
    }
}

struct TrailerTriggerTests {
    let trailer = MJRefreshTrailerTrigger()

    @Test func defaultsAndGeometryOnTheXAxis() {
        #expect(trailer.width == 60)
        let inset = MJRefreshInsets(left: 10, right: 20)
        let metrics = hMetrics(offsetX: 0, inset: inset)
        #expect(trailer.contentOverflow(metrics) == CGFloat(1000 - (320 - 20 - 10)))
        #expect(trailer.happenOffsetX(metrics) == CGFloat(710 - 10))
        #expect(trailer.pullingThresholdX(metrics) == 760)
        #expect(trailer.frameX(metrics) == 1000)
        #expect(MJRefreshTrailerTrigger(ignoredInsetRight: 5).frameX(metrics) == 1005)
        #expect(trailer.pullingPercent(hMetrics(offsetX: 730, inset: inset)) == 0.5)
        #expect(trailer.refreshingEdgeInset(metrics) == 80)
        #expect(trailer.refreshingInsetDelta(metrics) == 60)
        #expect(trailer.refreshingOffsetX(metrics) == 760)
    }

    @Test func narrowContent() {
        let metrics = hMetrics(offsetX: 0, contentWidth: 100)
        #expect(trailer.frameX(metrics) == 320)
        #expect(trailer.happenOffsetX(metrics) == 0)
        #expect(trailer.refreshingEdgeInset(metrics) == CGFloat(60 + 220))
        #expect(trailer.refreshingOffsetX(metrics) == 60)
    }

    @Test func pullAndRelease() {
        #expect(
            pullOutcome(.trailer, state: .idle, metrics: hMetrics(offsetX: 741, dragging: true)).newState == .pulling)
        #expect(pullOutcome(.trailer, state: .idle, metrics: hMetrics(offsetX: 740, dragging: true)).newState == nil)
        #expect(
            pullOutcome(.trailer, state: .pulling, metrics: hMetrics(offsetX: 700, dragging: true)).newState == .idle)
        #expect(pullOutcome(.trailer, state: .pulling, metrics: hMetrics(offsetX: 750)) == .unchanged)
        #expect(firesOnRelease(.trailer))
        // A vertical offset never drives the trailer.
        let vertical = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: 0, y: 5000), contentSize: CGSize(width: 1000, height: 200),
            boundsSize: CGSize(width: 320, height: 200), isDragging: true)
        #expect(pullOutcome(.trailer, state: .idle, metrics: vertical) == .unchanged)
    }

    @Test func backFooterAndTrailerAgreeOnTransposedInput() {
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
            #expect(
                pullOutcome(.backFooter, extent: 60, state: state, metrics: v)
                    == pullOutcome(.trailer, state: state, metrics: h))
            #expect(footer.frameY(v) == trailer.frameX(h))
            #expect(footer.refreshingInsetBottom(v) == trailer.refreshingEdgeInset(h))
        }
    }
}
