import Benchmark
import MJRefresh

/// One minute of a finger scrolling a feed up and down at 120 Hz (7,200 frames), with a header and an auto
/// footer attached, on the stand-in's virtual clock. Target: ≤ 50 ms per simulated minute.
func registerScrollingBenchmarks() {
    let oneMinute = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxIterations: 30)
    Benchmark("Scrolling: one minute at 120 Hz, header and auto footer", configuration: oneMinute) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = PhoneScene(contentHeight: 20_000)
            scene.attachHeaderAndFooter()
            scene.scrollView.contentOffset = CGPoint(x: 0, y: 8_000)
            scene.scrollView.simulateTouchDown()
            benchmark.startMeasurement()
            // 30 strokes of two seconds: up 1,500 pt in one, back down in the next, never reaching an end.
            for _ in 0..<30 {
                scene.scrollView.simulateDrag(by: CGPoint(x: 0, y: -1_500), duration: 1)
                scene.scrollView.simulateDrag(by: CGPoint(x: 0, y: 1_500), duration: 1)
            }
            benchmark.stopMeasurement()
            scene.scrollView.simulateTouchUp(velocity: .zero)
        }
    }
}
