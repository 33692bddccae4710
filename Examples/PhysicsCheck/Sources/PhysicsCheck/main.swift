import MJRefresh

// Everything below comes through `import MJRefresh`: UIKit's types (the stand-in on Linux) and the
// test-driving API. Each measurement is compared with the formula it should follow.

@MainActor
func makeScrollView(contentHeight: CGFloat) -> UIScrollView {
    UISimulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: contentHeight)
    scrollView.alwaysBounceVertical = true
    window.addSubview(scrollView)
    return scrollView
}

@MainActor
func check(_ name: String, measured: CGFloat, expected: CGFloat, tolerance: CGFloat) -> Bool {
    let ok = abs(measured - expected) <= tolerance
    let line =
        "\(name): measured \(String(format: "%.1f", Double(measured))), "
        + "expected \(String(format: "%.1f", Double(expected))) ± \(Double(tolerance))"
    print((ok ? "ok   " : "FAIL ") + line)
    return ok
}

@MainActor
func run() -> Bool {
    var allOK = true

    // Rubber band: a 100 pt finger pull on an 844 pt view shows (1 − 1/(0.55·100/844 + 1))·844 pt.
    var scrollView = makeScrollView(contentHeight: 2000)
    scrollView.simulateTouchDown()
    scrollView.simulateDrag(by: CGPoint(x: 0, y: 100), duration: 0.2)
    allOK =
        check(
            "overscroll of a 100 pt pull", measured: -scrollView.contentOffset.y,
            expected: (1 - 1 / (0.55 * 100 / 844 + 1)) * 844, tolerance: 0.5) && allOK

    // Bounce back: released at −100 pt, at rest within 1 s.
    scrollView = makeScrollView(contentHeight: 2000)
    scrollView.simulateTouchDown()
    scrollView.simulateDrag(by: CGPoint(x: 0, y: 100 * 844 / (0.55 * (844 - 100))), duration: 0.2)
    let released = UISimulation.now
    scrollView.simulateTouchUp(velocity: .zero)
    UISimulation.runUntilIdle()
    allOK =
        check(
            "offset after the bounce back", measured: scrollView.contentOffset.y, expected: 0,
            tolerance: 0.5) && allOK
    allOK =
        check(
            "seconds to rest after a release at −100 pt", measured: UISimulation.now - released,
            expected: 0.9, tolerance: 0.1) && allOK

    // Deceleration: a 2000 pt/s fling with .normal travels v0/(1000·ln(1/0.998)) ≈ 999 pt.
    scrollView = makeScrollView(contentHeight: 10_000)
    scrollView.contentOffset.y = 1000
    scrollView.simulateTouchDown()
    scrollView.simulateDrag(by: CGPoint(x: 0, y: -20), duration: 0.01)
    let releasedAt = scrollView.contentOffset.y
    scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -2000))
    UISimulation.runUntilIdle()
    allOK =
        check(
            "distance of a 2000 pt/s fling", measured: scrollView.contentOffset.y - releasedAt,
            expected: 2000 / (1000 * log(1 / 0.998)), tolerance: 10) && allOK
    return allOK
}

let ok = MainActor.assumeIsolated { run() }
print(ok ? "all physics checks passed" : "some physics checks failed")
exit(ok ? 0 : 1)
