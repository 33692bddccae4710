// The XCTest example of the documentation's "Testing your app with the Linux simulator" article
// (Sources/MJRefresh/MJRefresh.docc/TestingWithTheLinuxSimulator.md), as written there: apps whose tests are
// XCTest cases meet the library here. It must build and pass.
import MJRefresh  // on Linux: the stand-in's UIKit
import XCTest

final class FeedRefreshTests: XCTestCase {
    func testAPullRefreshesOnce() {
        // XCTest runs tests on the main thread. (A `@MainActor` test class does not load in Linux's XCTest.)
        MainActor.assumeIsolated {
            UISimulation.reset()  // clock at 0, nothing pending
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

            XCTAssertEqual(refreshes, 1)
            XCTAssertEqual(scrollView.mj_header?.state, .refreshing)
        }
    }
}
