// The "After the finger lifts" example of the documentation's "Testing your app with the Linux simulator" article
// (Sources/MJRefresh/MJRefresh.docc/TestingWithTheLinuxSimulator.md), as written there: it must build and pass
// (DocumentationSyncTests keeps the two the same).
import MJRefresh
import Testing

@MainActor
@Suite(.uiSimulation)
struct ReleaseTests {
    @Test func aReleasedPullRefreshes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(list)
        let header = MJRefreshNormalHeader {}
        list.mj_header = header
        UISimulation.runUntilIdle()

        list.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.3)
        #expect(header.state == .pulling)
        list.simulateRelease()
        #expect(header.state == .refreshing)
    }
}
