import MJRefresh
import Testing

/// Footers and the trailer from a serialized suite, sync and async.
@MainActor
@Suite(.serialized, .uiSimulation)
struct FooterAndTrailerTests {
    @Test func theAutoFooterLoadsAtTheEndThenShowsNoMoreData() {
        let screen = Screen(rows: 30)
        let calls = Calls()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: calls.action)
        screen.scrollView.mj_footer = footer

        screen.pushUp(2000)
        UISimulation.runUntilIdle()
        #expect(calls.count == 1)
        #expect(footer.state == .refreshing)

        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData, "before the call returns")
        #expect(footer.stateLabel.text == "No more data")
        footer.resetNoMoreData()
        #expect(footer.state == .idle)
    }

    @Test func theBackFooterLoadsOnAPullUpAndRelease() async {
        let screen = Screen(rows: 30)
        let calls = Calls()
        let footer = MJRefreshBackNormalFooter(refreshingBlock: calls.action)
        screen.scrollView.mj_footer = footer
        let maxY = screen.scrollView.contentSize.height + screen.scrollView.adjustedContentInset.bottom - 844
        screen.scrollView.contentOffset = CGPoint(x: 0, y: maxY)

        screen.pushUp(200)
        await UISimulation.runUntilIdle()
        #expect(calls.count == 1)
        #expect(footer.state == .refreshing)

        Task.detached { await footer.endRefreshingWithNoMoreData() }  // Swift 6: a background task hops
        #expect(await UISimulation.run(until: { footer.state == .noMoreData }))
    }

    @Test func theTrailerRefreshesOnAPullPastTheEnd() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let gallery = UIScrollView(frame: window.bounds)
        gallery.contentSize = CGSize(width: 1200, height: 844)
        window.addSubview(gallery)
        let calls = Calls()
        let trailer = MJRefreshNormalTrailer(refreshingBlock: calls.action)
        gallery.mj_trailer = trailer
        gallery.contentOffset = CGPoint(x: 1200 - 390, y: 0)

        gallery.simulateTouchDown()
        gallery.simulateDrag(by: CGPoint(x: -200, y: 0), duration: 0.3)
        gallery.simulateTouchUp(velocity: .zero)
        UISimulation.runUntilIdle()

        #expect(trailer.state == .refreshing)
        #expect(calls.count == 1)
        #expect(gallery.contentInset.right == trailer.frame.width)
        trailer.endRefreshing()
        #expect(trailer.state == .idle)
    }
}
