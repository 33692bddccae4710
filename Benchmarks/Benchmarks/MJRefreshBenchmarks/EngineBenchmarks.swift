import Benchmark
@_spi(Engine) import MJRefresh  // times the engine's trigger geometry directly

/// The core engine alone: the decision each trigger makes for one content-offset change. Target: ≤ 50 ns and
/// no allocation per event.
func registerEngineBenchmarks() {
    let header = MJRefreshHeaderTrigger()
    engineBenchmark("Engine: header, list scrolled", offsets: midListOffsets) { metrics, _ in
        header.outcome(state: .idle, metrics: metrics, gateOpen: true)
    }
    engineBenchmark("Engine: header, pulled short of the threshold", offsets: shortPullOffsets) { metrics, _ in
        header.outcome(state: .idle, metrics: metrics, gateOpen: true)
    }
    var autoFooter = MJRefreshAutoFooterTrigger()
    engineBenchmark("Engine: auto footer, list scrolled", offsets: midListOffsets) { metrics, previous in
        autoFooter.scrollDidChange(
            state: .idle, metrics: metrics, previousOffsetY: previous.contentOffset.y,
            isHidden: false)
    }
    let backFooter = MJRefreshBackFooterTrigger()
    engineBenchmark("Engine: back footer, list scrolled", offsets: midListOffsets) { metrics, _ in
        backFooter.outcome(state: .idle, metrics: metrics, gateOpen: true)
    }
}

/// Measures `decide` once per event on a dragging finger's metrics at `offsets` (and the offset before).
private func engineBenchmark<Decision>(
    _ name: String, offsets: [CGFloat],
    decide: @escaping (MJRefreshScrollMetrics, MJRefreshScrollMetrics) -> Decision
) {
    Benchmark(name, configuration: perEvent) { benchmark in
        let metrics = offsets.map(phoneMetrics(offsetY:))
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(decide(metrics[index & 1023], metrics[(index &- 1) & 1023]))
        }
    }
}

/// A 390 × 844 phone showing a 5,000 pt list under a 47 pt status bar and a 34 pt home indicator, with a finger
/// dragging it.
private func phoneMetrics(offsetY: CGFloat) -> MJRefreshScrollMetrics {
    MJRefreshScrollMetrics(
        contentOffset: CGPoint(x: 0, y: offsetY), contentSize: CGSize(width: 390, height: 5_000),
        boundsSize: CGSize(width: 390, height: 844),
        adjustedInset: MJRefreshInsets(top: 47, left: 0, bottom: 34, right: 0),
        isDragging: true, isTracking: true)
}
