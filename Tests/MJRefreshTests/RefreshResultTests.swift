import MJRefresh
import SimulationTesting
import Testing

/// `endRefreshing(with:)` shows how a refresh went for `resultDisplayDuration`, then ends as `endRefreshing()`
/// does; every callback still belongs to its refresh and every completion runs once.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct RefreshResultTests {
    /// The list whose refreshes end with a result; a new one per test, as Swift Testing makes a suite instance
    /// for each.
    private let stage = Stage()

    @Test func aFailureShowsItsMessageAndMarkForTheMomentThenCollapses() throws {
        let header = stage.refreshingHeader()
        var collapsed: TimeInterval?
        header.endRefreshingCompletionBlock = { collapsed = UISimulation.now }
        let start = UISimulation.now
        header.endRefreshing(with: .failure(message: "Offline"))
        UISimulation.advance(by: 1.0 / 60)
        #expect(header.state == .refreshing, "the header stays open while it shows the result")
        #expect(header.displayedResult == .failure(message: "Offline"))
        #expect(header.stateLabel.text == "Refresh failed: Offline")
        #expect(!header.resultMarkView.isHidden)
        #expect(header.resultMarkView.text == "✗")
        #expect(header.resultMarkView.center == header.loadingView.center, "the mark takes the spinner's place")
        #expect(!header.loadingView.isAnimating)
        #expect(stage.scrollView.contentInset.top == 54, "nothing collapses during the moment")
        UISimulation.advance(by: 0.8 - 3.0 / 60)
        #expect(header.state == .refreshing)
        UISimulation.advance(by: 3.0 / 60)
        #expect(header.state == .idle, "the moment lasts resultDisplayDuration")
        #expect(header.displayedResult == nil)
        #expect(header.resultMarkView.isHidden)
        #expect(header.stateLabel.text == "Pull down to refresh")
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
        let collapsedAt = try #require(collapsed)
        #expect(abs(collapsedAt - start - (0.8 + 0.4)) <= 1.5 / 60)
    }

    @Test func aSuccessShowsATickAndTheDurationIsConfigurable() {
        let header = stage.refreshingHeader()
        header.resultDisplayDuration = 2
        header.endRefreshing(with: .success)
        #expect(header.stateLabel.text == "Refresh succeeded")
        #expect(header.resultMarkView.text == "✓")
        UISimulation.advance(by: 1.9)
        #expect(header.state == .refreshing)
        UISimulation.advance(by: 0.15)
        #expect(header.state == .idle)
    }

    @Test func aFailureWithoutAMessageAndOtherLanguages() {
        let header = stage.refreshingHeader()
        header.endRefreshing(with: .failure(message: ""))
        #expect(header.stateLabel.text == "Refresh failed", "an empty message reads as none")
        UISimulation.runUntilIdle()
        MJRefreshConfig.default.languageCode = "zh-Hans"
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing(with: .failure(message: "网络错误"))
        #expect(header.stateLabel.text == "刷新失败：网络错误")
    }

    @Test func plainEndRefreshingIsUnchanged() throws {
        let header = stage.refreshingHeader()
        let start = UISimulation.now
        var ended: TimeInterval?
        header.endRefreshing { ended = UISimulation.now }
        #expect(header.state == .idle, "no moment: idle when the call returns")
        #expect(header.displayedResult == nil)
        #expect(header.resultMarkView.isHidden)
        UISimulation.runUntilIdle()
        let endedAt = try #require(ended)
        #expect(abs(endedAt - start - 0.4) <= 1.5 / 60)
    }

    @Test func aNonPositiveOrNonFiniteDurationEndsAtOnce() {
        let header = stage.refreshingHeader()
        for duration in [0, -1, .nan, .infinity] as [TimeInterval] {
            header.resultDisplayDuration = duration
            var completions = 0
            header.endRefreshing(with: .failure()) { completions += 1 }
            #expect(header.state == .idle, "\(duration)")
            #expect(header.displayedResult == nil)
            #expect(header.resultMarkView.isHidden)
            UISimulation.runUntilIdle()
            #expect(completions == 1, "\(duration)")
            header.beginRefreshing()
            UISimulation.runUntilIdle()
        }
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        footer.resultDisplayDuration = 0
        footer.beginRefreshing()
        footer.endRefreshing(with: .noMoreData)
        #expect(footer.state == .noMoreData)
    }

    @Test func noMoreDataEndsAFooterInNoMoreDataAfterTheMoment() {
        let back = stage.attach(MJRefreshBackNormalFooter {})
        back.beginRefreshing()
        UISimulation.runUntilIdle()
        back.endRefreshing(with: .noMoreData)
        #expect(back.state == .refreshing)
        #expect(back.stateLabel.text == "No more data")
        #expect(back.resultMarkView.isHidden, "no mark: the title says it")
        #expect(!back.loadingView.isAnimating)
        UISimulation.runUntilIdle()
        #expect(back.state == .noMoreData)

        let auto = stage.attach(MJRefreshAutoNormalFooter {})
        auto.beginRefreshing()
        UISimulation.runUntilIdle()
        auto.endRefreshing(with: .noMoreData)
        UISimulation.runUntilIdle()
        #expect(auto.state == .noMoreData)
    }

    @Test func anAutoFooterThatHidesItsLoadingTitleShowsTheMarkAlone() {
        let footer = stage.attach(MJRefreshAutoNormalFooter {}) { $0.isRefreshingTitleHidden = true }
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        footer.endRefreshing(with: .success)
        UISimulation.advance(by: 1.0 / 60)
        #expect((footer.stateLabel.text ?? "") == "")
        #expect(footer.resultMarkView.text == "✓")
        #expect(abs(footer.resultMarkView.center.x - (footer.mj_w / 2)) <= 0.5, "centred, as the spinner is")
        UISimulation.runUntilIdle()
        #expect(footer.state == .idle)
    }

    @Test func noMoreDataOnAHeaderIsATitleThenAnOrdinaryEnd() {
        let header = stage.refreshingHeader()
        header.endRefreshing(with: .noMoreData)
        #expect(header.stateLabel.text == "No more data")
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
    }

    @Test func everyCompletionRunsOnceAfterTheCollapse() {
        let header = stage.refreshingHeader()
        var persistent = 0, first = 0, second = 0
        header.endRefreshingCompletionBlock = { persistent += 1 }
        header.endRefreshing(with: .success) { first += 1 }
        UISimulation.advance(by: 0.3)
        header.endRefreshing(with: .failure()) { second += 1 }
        #expect(header.stateLabel.text == "Refresh succeeded", "a second result changes nothing on screen")
        UISimulation.advance(by: 0.6)
        #expect(header.state == .idle, "and does not lengthen the moment")
        #expect(first + second == 0, "completions wait for the collapse")
        UISimulation.runUntilIdle()
        let runs = [persistent, first, second]
        #expect(runs == [1, 1, 1])
    }

    @Test func anEndDuringTheMomentEndsAtOnceAndTheMomentCallsNothingLater() {
        let counter = CallCounter()
        let header = stage.refreshingHeader()
        header.refreshingBlock = counter.action
        var momentCompletions = 0
        header.endRefreshing(with: .failure(message: "Offline")) { momentCompletions += 1 }
        UISimulation.advance(by: 0.2)
        header.endRefreshing()
        #expect(header.state == .idle, "a plain end cuts the moment short")
        #expect(header.resultMarkView.isHidden)
        UISimulation.advance(by: 0.1)
        header.beginRefreshing()
        UISimulation.advance(by: 0.3)
        #expect(counter.count == 1)
        UISimulation.advance(by: 1.5)
        #expect(header.state == .refreshing, "the old moment's end does not end the new refresh")
        #expect(header.stateLabel.text == "Loading...")
        #expect(momentCompletions == 1, "the cut moment's completion ran once, after its collapse")
        #expect(header.displayedResult == nil)
    }

    @Test func aResultBeforeTheRevealFinishesCallsNothingBackAndCompletesTheBeginCallOnce() {
        let counter = CallCounter()
        let header = stage.attach(MJRefreshNormalHeader(refreshingBlock: counter.action))
        var begins: [Bool] = []
        header.beginRefreshing { begins.append(header.state == .refreshing) }
        header.endRefreshing(with: .failure())
        #expect(header.stateLabel.text == "Refresh failed")
        UISimulation.runUntilIdle()
        #expect(counter.count == 0, "the refresh ended before its reveal finished: no refreshing block")
        #expect(begins == [false], "the begin call completes once, when the refresh ends")
        #expect(header.state == .idle)
    }

    @Test func aBeginDuringTheMomentChangesNothing() {
        let counter = CallCounter()
        let header = stage.refreshingHeader()
        header.refreshingBlock = counter.action
        header.endRefreshing(with: .success)
        header.beginRefreshing()
        #expect(header.displayedResult == .success)
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(counter.count == 0, "the refresh showing its result is not restarted")
    }

    @Test func removalDuringTheMomentEndsItSilentlyAndRunsTheCompletionOnce() {
        let header = stage.refreshingHeader()
        var completions = 0, persistent = 0
        header.endRefreshingCompletionBlock = { persistent += 1 }
        header.endRefreshing(with: .success) { completions += 1 }
        stage.scrollView.mj_header = nil
        #expect(header.state == .idle)
        #expect(completions == 1, "nothing to collapse: it runs at once")
        #expect(header.stateLabel.text == "Pull down to refresh")
        #expect(header.resultMarkView.isHidden)
        #expect(stage.scrollView.contentInset.top == 0)
        UISimulation.runUntilIdle()
        #expect(completions == 1)
        #expect(persistent == 0, "a detached refresh ends silently")
    }

    @Test func aResultOnAnIdleComponentEndsAtOnce() {
        let header = stage.attach(MJRefreshNormalHeader {})
        var completions = 0
        header.endRefreshing(with: .failure()) { completions += 1 }
        #expect(completions == 1)
        #expect(header.displayedResult == nil)
        #expect(header.stateLabel.text == "Pull down to refresh")
    }

    @Test func theAsyncFormEndsWithTheResultItReturns() async {
        var attempts = 0
        let header = MJRefreshNormalHeader(refreshingResultTask: {
            attempts += 1
            return attempts == 1 ? .failure(message: "Offline") : .success
        })
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { header.displayedResult != nil }))
        #expect(header.stateLabel.text == "Refresh failed: Offline")
        #expect(header.state == .refreshing)
        await UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { header.displayedResult != nil }))
        #expect(header.displayedResult == .success)
        await UISimulation.runUntilIdle()
        #expect(attempts == 2)
    }

    @Test func aTaskThatEndsWithAResultItselfKeepsItsMoment() async {
        let header = MJRefreshNormalHeader(frame: .zero)
        header.refreshingTask = { [weak header] in header?.endRefreshing(with: .failure()) }
        stage.attach(header)
        header.beginRefreshing()
        #expect(await UISimulation.run(until: { header.displayedResult != nil }))
        await UISimulation.advance(by: 0.5)
        #expect(header.state == .refreshing, "the task's return does not cut its own result short")
        #expect(header.displayedResult == .failure())
    }

    @Test func theEndAnnouncementSaysTheResult() {
        let header = stage.refreshingHeader()
        header.endRefreshing(with: .failure(message: "Offline"))
        UISimulation.runUntilIdle()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        let announcements = UISimulation.accessibilityPosts.filter { $0.notification == .announcement }
            .compactMap { $0.argument as? String }
        #expect(announcements == ["Loading...", "Refresh failed: Offline", "Loading...", "Refreshed"])
    }
}
