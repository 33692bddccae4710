import Benchmark
import MJRefresh

/// A whole component's handling of one content-offset change, as UIKit delivers it: the scroll view's setter,
/// the KVO notification, the component's hook and its trigger. Target: ≤ 1 µs and no allocation per event.
func registerComponentBenchmarks() {
    Benchmark("Stand-in alone: one offset change, nothing observing", configuration: perEvent) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = PhoneScene()
            measureOffsetChanges(scene, benchmark)
        }
    }

    Benchmark("Component: header, list scrolled", configuration: perEvent) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = PhoneScene()
            scene.scrollView.mj_header = MJRefreshNormalHeader {}
            measureOffsetChanges(scene, benchmark)
        }
    }

    Benchmark("Component: auto footer, list scrolled", configuration: perEvent) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = PhoneScene()
            scene.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
            measureOffsetChanges(scene, benchmark)
        }
    }

    Benchmark("Components: header and auto footer, list scrolled", configuration: perEvent) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = PhoneScene()
            scene.attachHeaderAndFooter()
            measureOffsetChanges(scene, benchmark)
        }
    }
}

/// Sets `contentOffset` once per scaled iteration, cycling through offsets in the middle of the list.
@MainActor
private func measureOffsetChanges(_ scene: PhoneScene, _ benchmark: Benchmark) {
    let offsets = midListOffsets.map { CGPoint(x: 0, y: $0) }
    let scrollView = scene.scrollView
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
        scrollView.contentOffset = offsets[index & 1023]
    }
    benchmark.stopMeasurement()
}
