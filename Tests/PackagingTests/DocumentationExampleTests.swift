// The Swift Testing example of the documentation's "Testing your app with the Linux simulator" article
// (Sources/MJRefresh/MJRefresh.docc/TestingWithTheLinuxSimulator.md), as written there: it must build and pass.
// Its XCTest example runs in Examples/SwiftTestingClient (XCTestClientTests).
import MJRefresh  // on Linux: the stand-in's UIKit
import Testing

@MainActor
@Suite(.uiSimulation)  // the simulated device to each test alone, from UISimulation.reset()
struct FeedRefreshTests {
    @Test func aPullRefreshesOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        var refreshes = 0
        scrollView.mj_header = MJRefreshNormalHeader { refreshes += 1 }
        UISimulation.runUntilIdle()

        scrollView.simulateTouchDown()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.3)  // finger moves down 150 pt
        scrollView.simulateTouchUp(velocity: .zero)
        UISimulation.runUntilIdle()

        #expect(refreshes == 1)
        #expect(scrollView.mj_header?.state == .refreshing)
    }
}
