import MJRefresh
import Testing

/// The header's flows from a `@MainActor` suite that Swift Testing may run in parallel with others: on Linux
/// its main actor is the main queue serviced by a pool thread, not the main thread.
@MainActor
@Suite(.uiSimulation)
struct HeaderTests {
    @Test func aFullPullArmsAndReleaseRefreshesOnce() {
        let screen = Screen()
        let calls = Calls()
        let header = MJRefreshNormalHeader(refreshingBlock: calls.action)
        screen.scrollView.mj_header = header
        let restingTop = screen.scrollView.contentInset.top

        screen.pullDown(150)
        #expect(header.state == .pulling)
        screen.scrollView.simulateTouchUp(velocity: .zero)
        UISimulation.runUntilIdle()

        #expect(header.state == .refreshing)
        #expect(calls.count == 1)
        #expect(screen.scrollView.contentInset.top == restingTop + header.frame.height)
    }

    @Test func endRefreshingTakesEffectBeforeItReturns() {
        let screen = Screen()
        let header = MJRefreshNormalHeader {}
        screen.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)

        header.endRefreshing()
        #expect(header.state == .idle, "a main-actor caller sees the end at once, not after a hop")
        UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentInset.top == 0, "the collapse gives the host's inset back")
    }

    @Test func anAsyncTestSeesTheRefreshingTaskEndTheRefresh() async {
        let screen = Screen()
        var loads = 0
        let header = MJRefreshNormalHeader(refreshingTask: {
            loads += 1
            await Task.yield()  // resumes on the global pool: back on the main actor at a moment of real time
        })
        screen.scrollView.mj_header = header
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { header.state == .idle }))
        await UISimulation.runUntilIdle()
        #expect(loads == 1)
        #expect(header.state == .idle, "the task returned, so the refresh ended")
        #expect(screen.scrollView.contentInset.top == 0)
    }

    @Test func anEndFromABackgroundTaskLandsOnTheMainActor() async {
        let screen = Screen()
        let header = MJRefreshNormalHeader {}
        screen.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()

        Task.detached { await header.endRefreshing() }  // Swift 6: a background task hops
        let ended = await UISimulation.run(until: { header.state == .idle })
        #expect(ended)
        await UISimulation.runUntilIdle()
        #expect(screen.scrollView.contentInset.top == 0)
    }

    @Test func theLanguageSwitchesAtOnce() {
        let screen = Screen()
        let header = MJRefreshNormalHeader {}
        screen.scrollView.mj_header = header
        defer { MJRefreshConfig.default.languageCode = nil }

        MJRefreshConfig.default.languageCode = "en"
        #expect(header.stateLabel.text == "Pull down to refresh")
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(header.stateLabel.text == "下拉可以刷新", "re-localised before the setter returns")
    }

    @Test func theArrowIsAttachedAsAPicture() throws {
        let header = MJRefreshNormalHeader {}
        let arrow = try #require(header.arrowView.image)
        #expect(arrow.pngData() != nil)
        Attachment.record(arrow, named: "arrow")
    }
}
