import Foundation
import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class MetricsTests: XCTestCase {
    func testBaselineDefaultsToAdjustedInset() {
        let inset = MJRefreshInsets(top: 88, left: 1, bottom: 34, right: 2)
        XCTAssertEqual(MJRefreshScrollMetrics(adjustedInset: inset).baselineInset, inset)
        let other = MJRefreshInsets(top: 10)
        XCTAssertEqual(MJRefreshScrollMetrics(adjustedInset: inset, baselineInset: other).baselineInset, other)
    }

    func testSanitizedReplacesNonFiniteByZeroAndNegativeSizesByZero() {
        let m = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity),
            contentSize: CGSize(width: -5, height: CGFloat.infinity),
            boundsSize: CGSize(width: CGFloat.nan, height: 600),
            adjustedInset: MJRefreshInsets(top: .nan, left: -3, bottom: .infinity, right: 7),
            baselineInset: MJRefreshInsets(top: -.infinity, left: 0, bottom: -60, right: .nan),
            isDragging: true, isTracking: true
        ).sanitized
        XCTAssertEqual(m.contentOffset, CGPoint.zero)
        XCTAssertEqual(m.contentSize, CGSize.zero)
        XCTAssertEqual(m.boundsSize, CGSize(width: 0, height: 600))
        XCTAssertEqual(m.adjustedInset, MJRefreshInsets(top: 0, left: -3, bottom: 0, right: 7))
        XCTAssertEqual(m.baselineInset, MJRefreshInsets(top: 0, left: 0, bottom: -60, right: 0))
        XCTAssertTrue(m.isDragging)
        XCTAssertTrue(m.isTracking)
    }

    func testInsetsSubscriptReadsAndWritesEachEdge() {
        var insets = MJRefreshInsets()
        for (index, edge) in MJRefreshEdge.allCases.enumerated() { insets[edge] = CGFloat(index + 1) }
        XCTAssertEqual(insets, MJRefreshInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(MJRefreshEdge.allCases.map { insets[$0] }, [1, 2, 3, 4])
    }
}
