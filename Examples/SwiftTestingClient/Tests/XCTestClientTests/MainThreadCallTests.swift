import Dispatch
import MJRefresh
import XCTest

/// What an XCTest case sees: tests run on the main thread, the simulator's synchronous clock turns the main run
/// loop, so work a background thread sends to the main queue lands between two frames, in call order. The target
/// is in Swift 5 mode, as MJRefresh-era apps are; the compiler warns at the background calls, as it does with
/// MJRefresh and UIKit.
final class MainThreadCallTests: XCTestCase {
    func testEndsFromABackgroundThreadLandInCallOrder() {
        MainActor.assumeIsolated {
            UISimulation.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            window.addSubview(scrollView)
            let header = MJRefreshNormalHeader {}
            let footer = MJRefreshAutoNormalFooter {}
            scrollView.mj_header = header
            scrollView.mj_footer = footer
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)

            let sent = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                header.endRefreshing()  // MJRefresh-era code: a network callback ends on its own thread
                footer.endRefreshingWithNoMoreData()
                sent.signal()
            }
            sent.wait()
            XCTAssertTrue(UISimulation.run(until: { footer.state == .noMoreData }))
            UISimulation.runUntilIdle()

            XCTAssertEqual(header.state, .idle, "the end landed on the main actor")
            XCTAssertEqual(scrollView.contentInset.top, 0, accuracy: 0.001, "and gave the host's inset back")
        }
    }
}
