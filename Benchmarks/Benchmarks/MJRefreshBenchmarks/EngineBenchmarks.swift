import Benchmark
@_spi(Engine) import MJRefresh  // times the engine's decisions directly

/// The core engine alone: the decision for one content-offset change of each role. Target: ≤ 50 ns and no
/// allocation per event.
func registerEngineBenchmarks() {
    pullBenchmark("Engine: header, list scrolled", role: .header, offsets: midListOffsets)
    pullBenchmark("Engine: header, pulled short of the threshold", role: .header, offsets: shortPullOffsets)
    var autoFooter = MJRefreshAutoFooterTrigger()
    engineBenchmark("Engine: auto footer, list scrolled", offsets: midListOffsets) { metrics in
        autoFooter.scrollDidChange(state: .idle, metrics: metrics, mayLoad: true)
    }
    pullBenchmark("Engine: back footer, list scrolled", role: .backFooter, offsets: midListOffsets)
    pullBenchmark("Engine: right-to-left trailer, list scrolled", role: .rightToLeftTrailer, offsets: midListOffsets)
}

/// Measures the pull engine's decision for `role`, idle, as the component asks it on each offset change.
private func pullBenchmark(_ name: String, role: MJRefreshRole, offsets: [CGFloat]) {
    var engine = MJRefreshPullEngine()
    engineBenchmark(name, offsets: offsets) { metrics in
        engine.offsetDidChange(MJRefreshPullInput(role: role, state: .idle, metrics: metrics))
    }
}

/// Measures `decide` once per event on a dragging finger's metrics at `offsets`.
private func engineBenchmark<Decision>(
    _ name: String, offsets: [CGFloat], decide: @escaping (MJRefreshScrollMetrics) -> Decision
) {
    Benchmark(name, configuration: perEvent) { benchmark in
        let metrics = offsets.map(phoneMetrics(offsetY:))
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(decide(metrics[index & 1023]))
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
