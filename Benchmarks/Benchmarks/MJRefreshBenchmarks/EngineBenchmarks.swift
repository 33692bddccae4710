import Benchmark
import MJRefresh

/// The core engine alone: the decision each trigger makes for one content-offset change. Target: ≤ 50 ns and
/// no allocation per event.
func registerEngineBenchmarks() {
    Benchmark("Engine: header, list scrolled", configuration: perEvent) { benchmark in
        let trigger = MJRefreshHeaderTrigger()
        let metrics = midListOffsets.map { phoneMetrics(offsetY: $0, dragging: true) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(trigger.outcome(state: .idle, metrics: metrics[index & 1023], gateOpen: true))
        }
    }

    Benchmark("Engine: header, pulled short of the threshold", configuration: perEvent) { benchmark in
        let trigger = MJRefreshHeaderTrigger()
        let metrics = shortPullOffsets.map { phoneMetrics(offsetY: $0, dragging: true) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(trigger.outcome(state: .idle, metrics: metrics[index & 1023], gateOpen: true))
        }
    }

    Benchmark("Engine: auto footer, list scrolled", configuration: perEvent) { benchmark in
        var trigger = MJRefreshAutoFooterTrigger()
        let metrics = midListOffsets.map { phoneMetrics(offsetY: $0, dragging: true) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let previous = metrics[(index &- 1) & 1023].contentOffset.y
            blackHole(trigger.scrollDidChange(state: .idle, metrics: metrics[index & 1023], previousOffsetY: previous,
                                              isHidden: false))
        }
    }

    Benchmark("Engine: back footer, list scrolled", configuration: perEvent) { benchmark in
        let trigger = MJRefreshBackFooterTrigger()
        let metrics = midListOffsets.map { phoneMetrics(offsetY: $0, dragging: true) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(trigger.outcome(state: .idle, metrics: metrics[index & 1023], gateOpen: true))
        }
    }
}

/// A 390 × 844 phone showing a 5,000 pt list under a 47 pt status bar and a 34 pt home indicator.
private func phoneMetrics(offsetY: CGFloat, dragging: Bool) -> MJRefreshScrollMetrics {
    let inset = MJRefreshInsets(top: 47, left: 0, bottom: 34, right: 0)
    return MJRefreshScrollMetrics(
        contentOffset: CGPoint(x: 0, y: offsetY), contentSize: CGSize(width: 390, height: 5_000),
        boundsSize: CGSize(width: 390, height: 844), adjustedInset: inset, isDragging: dragging, isTracking: dragging)
}
