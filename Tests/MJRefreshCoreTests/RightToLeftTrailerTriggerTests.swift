import Foundation
@_spi(Engine) import MJRefreshCore
import Testing

/// The trailer's geometry right to left: the content's reading end is its left edge, in the scroll view's own
/// (unmirrored) coordinates, so the trailer works as a header on the x axis that writes the left inset.
struct RightToLeftTrailerTriggerTests {
    let trailer = MJRefreshTrailerTrigger(isRightToLeft: true)

    @Test func geometryAgainstTheFormulas() {
        let inset = MJRefreshInsets(left: 10, right: 20)
        let metrics = hMetrics(offsetX: -10, inset: inset)
        #expect(trailer.role == .rightToLeftTrailer)
        #expect(trailer.role.edge == .left)
        #expect(MJRefreshTrailerTrigger().role == .trailer)
        #expect(trailer.frameX(metrics) == -60, "left of the content")
        #expect(MJRefreshTrailerTrigger(ignoredInsetRight: 5, isRightToLeft: true).frameX(metrics) == -65)
        #expect(trailer.happenOffsetX(metrics) == -10, "−left inset")
        #expect(trailer.pullingThresholdX(metrics) == -70)
        #expect(trailer.pullingPercent(hMetrics(offsetX: -40, inset: inset)) == 0.5, "(−left − offset) / 60")
        #expect(trailer.pullingPercent(hMetrics(offsetX: 300, inset: inset)) == 0)
        #expect(trailer.refreshingEdgeInset(metrics) == 70, "left inset + 60")
        #expect(trailer.refreshingInsetDelta(metrics) == 60)
        #expect(trailer.refreshingOffsetX(metrics) == -70)
        #expect(trailer.contentOverflow(metrics) >= 0)
    }

    @Test func narrowContentStillEndsAtTheLeft() {
        let metrics = hMetrics(offsetX: 0, contentWidth: 100)
        #expect(trailer.frameX(metrics) == -60)
        #expect(trailer.happenOffsetX(metrics) == 0)
        #expect(trailer.refreshingEdgeInset(metrics) == 60, "no gap to fill: the content starts at the left")
        #expect(trailer.refreshingOffsetX(metrics) == -60)
        #expect(trailer.contentOverflow(metrics) == 0, "never narrow: nothing pins it to the visible area")
    }

    /// Right to left the trailer decides as the header does on the transposed axis, for idle and pulling states
    /// (offsets a quarter point off the whole numbers, so no boundary is met exactly).
    @Test func decidesAsTheHeaderOnTheTransposedAxis() {
        var generator = SeededGenerator(seed: 11)
        let header = MJRefreshHeaderTrigger(height: 60)
        for _ in 0..<500 {
            let offset = CGFloat(Int.random(in: -300...1500, using: &generator)) + 0.25
            let content = CGFloat(Int.random(in: 0...1500, using: &generator))
            let view = CGFloat(Int.random(in: 1...800, using: &generator))
            let lead = CGFloat(Int.random(in: 0...100, using: &generator))
            let trail = CGFloat(Int.random(in: 0...100, using: &generator))
            let dragging = Bool.random(using: &generator)
            let state = [MJRefreshState.idle, .pulling].randomElement(using: &generator)!
            let v = vMetrics(
                offsetY: offset, contentHeight: content, viewHeight: view,
                inset: MJRefreshInsets(top: lead, bottom: trail), dragging: dragging)
            let h = hMetrics(
                offsetX: offset, contentWidth: content, viewWidth: view,
                inset: MJRefreshInsets(left: lead, right: trail), dragging: dragging)
            let expected = pullOutcome(.header, extent: 60, state: state, metrics: v)
            let outcome = pullOutcome(.rightToLeftTrailer, state: state, metrics: h)
            #expect(outcome.newState == expected.newState, "offset \(offset), left \(lead)")
            #expect(abs((outcome.pullingPercent ?? 0) - (expected.pullingPercent ?? 0)) <= 1e-9)
            #expect(trailer.frameX(h) == -60)
            #expect(abs(trailer.refreshingOffsetX(h) - header.refreshingOffsetY(baselineTop: lead)) <= 1e-9)
            #expect(abs(trailer.refreshingEdgeInset(h) - (lead + 60)) <= 1e-9)
        }
    }
}
