import Dispatch
import MJRefresh

// The benchmarks' scene as a plain program, for profilers (the benchmark runner's own work would swamp theirs):
//
//   swift build --package-path Benchmarks -c release --product MJRefreshProfile
//   valgrind --tool=callgrind Benchmarks/.build/release/MJRefreshProfile header 20000
//
// `bare|header|footer|both|back|trailer` sets `contentOffset` `events` times (default a million) with nothing, a
// normal header, an auto footer, both, a back footer or a trailer (on a horizontal list) attached, and prints the
// time per event; `scroll` plays `events` minutes of a finger
// scrolling a feed at 120 Hz with both attached. Subtracting a run of N events from one of 2N leaves N events
// without the setup.
let mode = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "header"
let events = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2])! : 1_000_000

MainActor.assumeIsolated {
    UISimulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.makeKeyAndVisible()
    let scrollView = UIScrollView(frame: window.bounds)
    let isHorizontal = mode == "trailer"
    scrollView.contentSize =
        isHorizontal ? CGSize(width: 5_000, height: 844) : CGSize(width: 390, height: mode == "scroll" ? 20_000 : 5_000)
    window.addSubview(scrollView)
    UISimulation.runUntilIdle()
    if mode == "header" || mode == "both" || mode == "scroll" { scrollView.mj_header = MJRefreshNormalHeader {} }
    if mode == "footer" || mode == "both" || mode == "scroll" { scrollView.mj_footer = MJRefreshAutoNormalFooter {} }
    if mode == "back" { scrollView.mj_footer = MJRefreshBackNormalFooter {} }
    if mode == "trailer" { scrollView.mj_trailer = MJRefreshNormalTrailer {} }
    UISimulation.runUntilIdle()
    if mode == "scroll" {
        scrollView.contentOffset = CGPoint(x: 0, y: 8_000)
        scrollView.simulateTouchDown()
        for _ in 0..<events {
            scrollView.simulateDrag(by: CGPoint(x: 0, y: -1_500), duration: 1)
            scrollView.simulateDrag(by: CGPoint(x: 0, y: 1_500), duration: 1)
        }
        return
    }
    let offsets = (0..<1024).map { index in
        let along = 1_000 + CGFloat(index * 37 % 2_000)
        return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<events { scrollView.contentOffset = offsets[index & 1023] }
    let end = DispatchTime.now().uptimeNanoseconds
    print("\(mode): \(Double(end - start) / Double(events)) ns per event")
}
