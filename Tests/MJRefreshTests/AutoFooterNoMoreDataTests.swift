import MJRefresh
import SimulationTesting
import Testing

/// `endRefreshingWithNoMoreData()` stops every load until `resetNoMoreData()`, and the
/// last call made wins.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterNoMoreDataTests {
    @Test func noMoreDataIsSetBeforeTheCallReturnsAndBlocksScrollAndTap() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        stage.pushUp(1300, duration: 1)
        #expect(footer.state == .refreshing)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        #expect(!footer.isRefreshing)
        #expect(footer.stateLabel.text == "No more data")
        #expect(!footer.loadingView.isAnimating)
        stage.release()
        stage.pushUp(300, duration: 0.3)
        stage.release()
        footer.simulateTap()
        #expect(counter.count == 1, "nothing loads with no more data")
        #expect(footer.state == .noMoreData)
        #expect(stage.scrollView.contentInset.bottom == 44, "the footer stays in view to say so")

        footer.resetNoMoreData()
        #expect(footer.state == .idle)
        #expect(footer.stateLabel.text == "Tap or pull up to load more")
        footer.simulateTap()
        #expect(counter.count == 2, "after the reset a tap loads")
    }

    @Test func noMoreDataOnTheFirstPageIsVisibleAndAScrollAfterTheResetLoads() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoStateFooter()) {
            $0.isAutomaticallyChangeAlpha = false
        }
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        #expect(footer.alpha == 1)
        stage.pushUp(1300, duration: 1)
        stage.release()
        #expect(counter.count == 0)
        footer.beginRefreshing()
        #expect(counter.count == 0, "a call does not leave .noMoreData either; only resetNoMoreData does")
        footer.resetNoMoreData()
        stage.pushUp(50, duration: 0.1)
        #expect(counter.count == 1, "a new drag at the end loads")
        stage.release()
    }

    @Test func theLastCallWins() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.beginRefreshing()
        footer.endRefreshingWithNoMoreData()
        footer.resetNoMoreData()
        #expect(footer.state == .idle)
        footer.resetNoMoreData()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        footer.endRefreshing()
        #expect(footer.state == .idle, "ending (there may be more) leaves .noMoreData")
        footer.beginRefreshing()
        footer.endRefreshing()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData, "nothing deferred overrides it")
        #expect(stage.scrollView.contentInset.bottom == 44)
    }

    @Test(arguments: ["auto", "back"])
    func callsFromABackgroundThreadApplyOnTheMainThreadInTheirOrder(kind: String) async {
        let footer: MJRefreshFooter = kind == "auto" ? MJRefreshAutoNormalFooter {} : MJRefreshBackNormalFooter {}
        let stage = Stage()
        stage.scrollView.mj_footer = footer
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        for (calls, expected) in [
            (["noMore", "reset"], MJRefreshState.idle),
            (["reset", "noMore"], .noMoreData),
            (["noMore", "end"], .idle),
            (["end", "noMore", "reset", "noMore"], .noMoreData),
        ] {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                callIgnoringIsolation {
                    for call in calls {
                        switch call {
                        case "noMore": footer.endRefreshingWithNoMoreData()
                        case "reset": footer.resetNoMoreData()
                        default: footer.endRefreshing()
                        }
                    }
                }
                done.signal()
            }
            done.wait()
            #expect(footer.state != expected, "\(footer) \(calls): nothing applied off the main thread")
            await UISimulation.advance(by: 1.0 / 60)
            #expect(footer.state == expected, "\(footer) \(calls)")
        }
        await UISimulation.runUntilIdle()
        let share: CGFloat = footer is MJRefreshAutoFooter ? 44 : 0
        #expect(stage.scrollView.contentInset.bottom == share, "\(footer)")
    }
}
