import Benchmark
import MJRefresh

/// Every benchmark of the package: the engine's decision per offset change, a component's whole handling of one
/// offset change through KVO on the UIKit stand-in, and one minute of simulated scrolling.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
        maxDuration: .seconds(2), maxIterations: 1_000)
    registerEngineBenchmarks()
    registerComponentBenchmarks()
    registerScrollingBenchmarks()
}

/// Per-event benchmarks run a thousand events per measured iteration, and report per event.
var perEvent: Benchmark.Configuration { .init(scalingFactor: .kilo) }

/// Offsets that cycle through a list without reaching either end: the steady state between transitions.
/// 1,024 of them, so an index `& 1023` picks one and the loop cannot be folded away.
let midListOffsets: [CGFloat] = (0..<1024).map { 1_000 + CGFloat($0 * 37 % 2_000) }

/// Offsets of a header pulled down but short of its 54 pt threshold.
let shortPullOffsets: [CGFloat] = (0..<1024).map { -1 - CGFloat($0 * 7 % 50) }
