import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct MetricsTests {
    @Test func baselineDefaultsToAdjustedInset() {
        let inset = MJRefreshInsets(top: 88, left: 1, bottom: 34, right: 2)
        #expect(MJRefreshScrollMetrics(adjustedInset: inset).baselineInset == inset)
        let other = MJRefreshInsets(top: 10)
        #expect(MJRefreshScrollMetrics(adjustedInset: inset, baselineInset: other).baselineInset == other)
    }

    @Test func sanitizedReplacesNonFiniteByZeroAndNegativeSizesByZero() {
        let m = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity),
            contentSize: CGSize(width: -5, height: CGFloat.infinity),
            boundsSize: CGSize(width: CGFloat.nan, height: 600),
            adjustedInset: MJRefreshInsets(top: .nan, left: -3, bottom: .infinity, right: 7),
            baselineInset: MJRefreshInsets(top: -.infinity, left: 0, bottom: -60, right: .nan),
            isDragging: true, isTracking: true
        ).sanitized
        #expect(m.contentOffset == CGPoint.zero)
        #expect(m.contentSize == CGSize.zero)
        #expect(m.boundsSize == CGSize(width: 0, height: 600))
        #expect(m.adjustedInset == MJRefreshInsets(top: 0, left: -3, bottom: 0, right: 7))
        #expect(m.baselineInset == MJRefreshInsets(top: 0, left: 0, bottom: -60, right: 0))
        #expect(m.isDragging)
        #expect(m.isTracking)
    }

    @Test func insetsSubscriptReadsAndWritesEachEdge() {
        var insets = MJRefreshInsets()
        for (index, edge) in MJRefreshEdge.allCases.enumerated() { insets[edge] = CGFloat(index + 1) }
        #expect(insets == MJRefreshInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(MJRefreshEdge.allCases.map { insets[$0] } == [1, 2, 3, 4])
    }
}
