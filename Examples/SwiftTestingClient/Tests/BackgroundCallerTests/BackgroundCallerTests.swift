import MJRefresh
import Testing

/// Code written for MJRefresh ends refreshes from whatever thread its network callback runs on. In Swift 5 mode
/// that compiles (the components' main-actor isolation is pre-concurrency, as UIKit's), and the calls land on the
/// main actor in call order. The compiler warns at these calls, as it does with MJRefresh and UIKit.
@MainActor
@Suite(.uiSimulation)
struct BackgroundCallerTests {
    @Test func callsFromABackgroundThreadLandInCallOrder() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 1320)
        window.addSubview(list)
        let footer = MJRefreshAutoNormalFooter {}
        list.mj_footer = footer
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(footer.state == .refreshing)

        DispatchQueue.global().async {
            footer.endRefreshing()
            footer.endRefreshingWithNoMoreData()
        }
        #expect(await UISimulation.run(until: { footer.state == .noMoreData }), "the last call wins")

        DispatchQueue.global().async { footer.resetNoMoreData() }
        #expect(await UISimulation.run(until: { footer.state == .idle }))
    }
}
