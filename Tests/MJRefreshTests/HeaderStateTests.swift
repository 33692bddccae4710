import MJRefresh
import PropertyBased
import SimulationTesting
import Testing

/// State changes synchronously; insets are a delta on the host's own inset.
@MainActor
@Suite(.uiSimulation)
struct HeaderStateTests {
    @Test func endRefreshingChangesStateBeforeReturningAndCollapsesAfterwards() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 54)
        header.endRefreshing()
        #expect(header.state == .idle)
        #expect(!header.isRefreshing)
        UISimulation.advance(by: 0.2)
        #expect(stage.scrollView.contentInset.top == 0, "the model inset is restored at once")
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentOffset.y) <= 0.5)
    }

    @Test func endThenBeginInOneTurnLeavesItRefreshing() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        header.beginRefreshing()
        #expect(header.state == .refreshing)
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(counter.count == 2, "one callback per transition into .refreshing")
        #expect(stage.scrollView.contentInset.top == 54, "no inset piles up")
        #expect(abs(stage.scrollView.contentOffset.y - (-54)) <= 0.5)
    }

    @Test func beginWhileRefreshingAndEndWhileIdleDoNothing() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        header.endRefreshing()
        #expect(stage.scrollView.contentInset == .zero)
        header.beginRefreshing()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(counter.count == 1)
        #expect(stage.scrollView.contentInset.top == 54)
    }

    @Test func hostInsetWrittenDuringARefreshIsKept() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 104)
        stage.scrollView.contentInset.top = 80  // the host changes its own inset mid-refresh
        #expect(stage.scrollView.contentInset.top == 134, "the header's share is put back on top")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 80, "end restores the host's latest value")
        #expect(abs(stage.scrollView.contentOffset.y - (-80)) <= 0.5)
    }

    /// Up to eight begins or ends (each followed by up to half a second on the clock), then an end; PropertyBased
    /// shrinks a failing sequence and prints it with the seed that replays it.
    @Test func anySequenceOfBeginAndEndEndingWithEndRestoresTheBaseline() async {
        // (begin rather than end, seconds on the clock after it)
        let calls = zip(Gen.bool, Gen.double(in: 0...0.5)).array(of: 1...8)
        await propertyCheck(count: 30, input: calls) { calls in
            UISimulation.reset()
            let baseline = UIEdgeInsets(top: 20, left: 3, bottom: 30, right: 4)
            let stage = Stage(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                contentInset: baseline)
            let header = stage.attach(MJRefreshNormalHeader {})
            for (begins, seconds) in calls {
                if begins { header.beginRefreshing() } else { header.endRefreshing() }
                UISimulation.advance(by: seconds)
            }
            header.endRefreshing()
            UISimulation.runUntilIdle()
            #expect(stage.scrollView.contentInset == baseline)
            #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
            #expect(stage.scrollView.contentOffset.x == -3, "the x offset is never touched")
        }
    }

    @Test func refreshingInsetShrinksAsContentScrollsUpOverTheHeader() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 0) + 30, duration: 0.3)
        UISimulation.advance(by: 1.0 / 60)
        #expect(abs(stage.scrollView.contentInset.top - (54 - 30)) <= 1)
        stage.pushUp(200)
        UISimulation.advance(by: 1.0 / 60)
        #expect(stage.scrollView.contentInset.top == 0, "scrolled away: no inset left")
        stage.release()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
    }

    @Test func insetWritesOnlyWhenTheValueMovesByMoreThanHalfAPoint() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        var writes = 0
        let observation = stage.scrollView.observe(\.contentInset) { _, _ in
            MainActor.assumeIsolated { writes += 1 }
        }
        stage.pullDown(150)
        stage.release()
        #expect(writes == 1, "one write when the refresh begins, none while it rests")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(writes == 2)
        withExtendedLifetime(observation) {}
    }

    @Test func endingFromABackgroundThreadRunsOnTheMainThreadInOrder() async {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            callIgnoringIsolation { header.endRefreshing() }
            done.signal()
        }
        done.wait()
        #expect(header.state == .refreshing, "the call hops to the main thread")
        await UISimulation.advance(by: 1.0 / 60)
        #expect(header.state == .idle)
        await UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == .zero)
    }
}
