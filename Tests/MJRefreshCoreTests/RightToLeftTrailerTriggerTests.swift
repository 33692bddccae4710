@_spi(Engine) import MJRefreshCore
import XCTest

/// The trailer's geometry right to left: the content's reading end is its left edge, in the scroll view's own
/// (unmirrored) coordinates, so the trailer works as a header on the x axis that writes the left inset.
final class RightToLeftTrailerTriggerTests: XCTestCase {
    let trailer = MJRefreshTrailerTrigger(isRightToLeft: true)

    func testGeometryAgainstTheFormulas() {
        let inset = MJRefreshInsets(left: 10, right: 20)
        let metrics = hMetrics(offsetX: -10, inset: inset)
        XCTAssertEqual(trailer.insetOwner, .rightToLeftTrailer)
        XCTAssertEqual(trailer.insetOwner.edge, .left)
        XCTAssertEqual(MJRefreshTrailerTrigger().insetOwner, .trailer)
        XCTAssertEqual(trailer.frameX(metrics), -60, "left of the content")
        XCTAssertEqual(MJRefreshTrailerTrigger(ignoredInsetRight: 5, isRightToLeft: true).frameX(metrics), -65)
        XCTAssertEqual(trailer.happenOffsetX(metrics), -10, "−left inset")
        XCTAssertEqual(trailer.pullingThresholdX(metrics), -70)
        XCTAssertEqual(trailer.pullingPercent(hMetrics(offsetX: -40, inset: inset)), 0.5, "(−left − offset) / 60")
        XCTAssertEqual(trailer.pullingPercent(hMetrics(offsetX: 300, inset: inset)), 0)
        XCTAssertEqual(trailer.refreshingEdgeInset(metrics), 70, "left inset + 60")
        XCTAssertEqual(trailer.refreshingInsetDelta(metrics), 60)
        XCTAssertEqual(trailer.refreshingOffsetX(metrics), -70)
        XCTAssertGreaterThanOrEqual(trailer.contentOverflow(metrics), 0)
    }

    func testNarrowContentStillEndsAtTheLeft() {
        let metrics = hMetrics(offsetX: 0, contentWidth: 100)
        XCTAssertEqual(trailer.frameX(metrics), -60)
        XCTAssertEqual(trailer.happenOffsetX(metrics), 0)
        XCTAssertEqual(trailer.refreshingEdgeInset(metrics), 60, "no gap to fill: the content starts at the left")
        XCTAssertEqual(trailer.refreshingOffsetX(metrics), -60)
        XCTAssertEqual(trailer.contentOverflow(metrics), 0, "never narrow: nothing pins it to the visible area")
    }

    /// Right to left the trailer decides as the header does on the transposed axis, for idle and pulling states
    /// (offsets a quarter point off the whole numbers, so no boundary is met exactly).
    func testDecidesAsTheHeaderOnTheTransposedAxis() {
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
            let expected = header.outcome(state: state, metrics: v)
            let outcome = trailer.outcome(state: state, metrics: h)
            XCTAssertEqual(outcome.newState, expected.newState, "offset \(offset), left \(lead)")
            XCTAssertEqual(outcome.pullingPercent ?? 0, expected.pullingPercent ?? 0, accuracy: 1e-9)
            XCTAssertEqual(trailer.frameX(h), -60)
            XCTAssertEqual(trailer.refreshingOffsetX(h), header.refreshingOffsetY(baselineTop: lead), accuracy: 1e-9)
            XCTAssertEqual(trailer.refreshingEdgeInset(h), lead + 60, accuracy: 1e-9)
        }
    }
}
