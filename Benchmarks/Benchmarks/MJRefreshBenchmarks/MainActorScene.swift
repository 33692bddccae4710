import Benchmark
import Dispatch
import MJRefresh

/// Runs `body` on the main actor, where the UIKit stand-in lives. The benchmark runner has an async `main`, so
/// the main queue (and with it the main actor) runs on a pool thread, not on the process's main thread.
func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
    nonisolated(unsafe) let benchmark = benchmark
    DispatchQueue.main.sync {
        MainActor.assumeIsolated { body(benchmark) }
    }
}

/// A phone window with a full-screen scroll view showing a long list.
@MainActor
final class PhoneScene {
    let window: UIWindow
    let scrollView: UIScrollView

    init(contentHeight: CGFloat = 5_000) {
        UISimulation.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
    }

    /// Attaches a normal header and an auto footer, as a feed does.
    func attachHeaderAndFooter() {
        scrollView.mj_header = MJRefreshNormalHeader {}
        scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        UISimulation.runUntilIdle()
    }
}
