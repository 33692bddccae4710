import MJRefresh
import SimulationTesting
import XCTest

/// `endRefreshing(with:)` shows how a refresh went for `resultDisplayDuration`, then ends as `endRefreshing()`
/// does; every callback still belongs to its refresh and every completion runs once.
final class RefreshResultTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    @MainActor
    private static func refreshingHeader(_ stage: Stage) -> MJRefreshNormalHeader {
        MJRefreshConfig.default.languageCode = "en"
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        return header
    }

    func testAFailureShowsItsMessageAndMarkForTheMomentThenCollapses() throws {
        try onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            var collapsed: TimeInterval?
            header.endRefreshingCompletionBlock = { collapsed = UISimulation.now }
            let start = UISimulation.now
            header.endRefreshing(with: .failure(message: "Offline"))
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(header.state, .refreshing, "the header stays open while it shows the result")
            XCTAssertEqual(header.displayedResult, .failure(message: "Offline"))
            XCTAssertEqual(header.stateLabel.text, "Refresh failed: Offline")
            XCTAssertFalse(header.resultMarkView.isHidden)
            XCTAssertEqual(header.resultMarkView.text, "✗")
            XCTAssertEqual(
                header.resultMarkView.center, header.loadingView.center, "the mark takes the spinner's place")
            XCTAssertFalse(header.loadingView.isAnimating)
            XCTAssertEqual(stage.scrollView.contentInset.top, 54, "nothing collapses during the moment")
            UISimulation.advance(by: 0.8 - 3.0 / 60)
            XCTAssertEqual(header.state, .refreshing)
            UISimulation.advance(by: 3.0 / 60)
            XCTAssertEqual(header.state, .idle, "the moment lasts resultDisplayDuration")
            XCTAssertNil(header.displayedResult)
            XCTAssertTrue(header.resultMarkView.isHidden)
            XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 0)
            XCTAssertEqual(try XCTUnwrap(collapsed) - start, 0.8 + 0.4, accuracy: 1.5 / 60)
        }
    }

    func testASuccessShowsATickAndTheDurationIsConfigurable() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            header.resultDisplayDuration = 2
            header.endRefreshing(with: .success)
            XCTAssertEqual(header.stateLabel.text, "Refresh succeeded")
            XCTAssertEqual(header.resultMarkView.text, "✓")
            UISimulation.advance(by: 1.9)
            XCTAssertEqual(header.state, .refreshing)
            UISimulation.advance(by: 0.15)
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testAFailureWithoutAMessageAndOtherLanguages() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            header.endRefreshing(with: .failure(message: ""))
            XCTAssertEqual(header.stateLabel.text, "Refresh failed", "an empty message reads as none")
            UISimulation.runUntilIdle()
            MJRefreshConfig.default.languageCode = "zh-Hans"
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            header.endRefreshing(with: .failure(message: "网络错误"))
            XCTAssertEqual(header.stateLabel.text, "刷新失败：网络错误")
        }
    }

    func testPlainEndRefreshingIsUnchanged() throws {
        try onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            let start = UISimulation.now
            var ended: TimeInterval?
            header.endRefreshing { ended = UISimulation.now }
            XCTAssertEqual(header.state, .idle, "no moment: idle when the call returns")
            XCTAssertNil(header.displayedResult)
            XCTAssertTrue(header.resultMarkView.isHidden)
            UISimulation.runUntilIdle()
            XCTAssertEqual(try XCTUnwrap(ended) - start, 0.4, accuracy: 1.5 / 60)
        }
    }

    func testANonPositiveOrNonFiniteDurationEndsAtOnce() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            for duration in [0, -1, .nan, .infinity] as [TimeInterval] {
                header.resultDisplayDuration = duration
                var completions = 0
                header.endRefreshing(with: .failure()) { completions += 1 }
                XCTAssertEqual(header.state, .idle, "\(duration)")
                XCTAssertNil(header.displayedResult)
                XCTAssertTrue(header.resultMarkView.isHidden)
                UISimulation.runUntilIdle()
                XCTAssertEqual(completions, 1, "\(duration)")
                header.beginRefreshing()
                UISimulation.runUntilIdle()
            }
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            footer.resultDisplayDuration = 0
            footer.beginRefreshing()
            footer.endRefreshing(with: .noMoreData)
            XCTAssertEqual(footer.state, .noMoreData)
        }
    }

    func testNoMoreDataEndsAFooterInNoMoreDataAfterTheMoment() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let back = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = back
            back.beginRefreshing()
            UISimulation.runUntilIdle()
            back.endRefreshing(with: .noMoreData)
            XCTAssertEqual(back.state, .refreshing)
            XCTAssertEqual(back.stateLabel.text, "No more data")
            XCTAssertTrue(back.resultMarkView.isHidden, "no mark: the title says it")
            XCTAssertFalse(back.loadingView.isAnimating)
            UISimulation.runUntilIdle()
            XCTAssertEqual(back.state, .noMoreData)

            let auto = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = auto
            auto.beginRefreshing()
            UISimulation.runUntilIdle()
            auto.endRefreshing(with: .noMoreData)
            UISimulation.runUntilIdle()
            XCTAssertEqual(auto.state, .noMoreData)
        }
    }

    func testAnAutoFooterThatHidesItsLoadingTitleShowsTheMarkAlone() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            footer.isRefreshingTitleHidden = true
            stage.scrollView.mj_footer = footer
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            footer.endRefreshing(with: .success)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(footer.stateLabel.text ?? "", "")
            XCTAssertEqual(footer.resultMarkView.text, "✓")
            XCTAssertEqual(footer.resultMarkView.center.x, footer.mj_w / 2, accuracy: 0.5, "centred, as the spinner is")
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.state, .idle)
        }
    }

    func testNoMoreDataOnAHeaderIsATitleThenAnOrdinaryEnd() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            header.endRefreshing(with: .noMoreData)
            XCTAssertEqual(header.stateLabel.text, "No more data")
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testEveryCompletionRunsOnceAfterTheCollapse() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            var persistent = 0, first = 0, second = 0
            header.endRefreshingCompletionBlock = { persistent += 1 }
            header.endRefreshing(with: .success) { first += 1 }
            UISimulation.advance(by: 0.3)
            header.endRefreshing(with: .failure()) { second += 1 }
            XCTAssertEqual(header.stateLabel.text, "Refresh succeeded", "a second result changes nothing on screen")
            UISimulation.advance(by: 0.6)
            XCTAssertEqual(header.state, .idle, "and does not lengthen the moment")
            XCTAssertEqual(first + second, 0, "completions wait for the collapse")
            UISimulation.runUntilIdle()
            XCTAssertEqual([persistent, first, second], [1, 1, 1])
        }
    }

    func testAnEndDuringTheMomentEndsAtOnceAndTheMomentCallsNothingLater() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = Self.refreshingHeader(stage)
            header.refreshingBlock = counter.action
            var momentCompletions = 0
            header.endRefreshing(with: .failure(message: "Offline")) { momentCompletions += 1 }
            UISimulation.advance(by: 0.2)
            header.endRefreshing()
            XCTAssertEqual(header.state, .idle, "a plain end cuts the moment short")
            XCTAssertTrue(header.resultMarkView.isHidden)
            UISimulation.advance(by: 0.1)
            header.beginRefreshing()
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(counter.count, 1)
            UISimulation.advance(by: 1.5)
            XCTAssertEqual(header.state, .refreshing, "the old moment's end does not end the new refresh")
            XCTAssertEqual(header.stateLabel.text, "Loading...")
            XCTAssertEqual(momentCompletions, 1, "the cut moment's completion ran once, after its collapse")
            XCTAssertEqual(header.displayedResult, nil)
        }
    }

    func testAResultBeforeTheRevealFinishesCallsNothingBackAndCompletesTheBeginCallOnce() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            var begins: [Bool] = []
            header.beginRefreshing { begins.append(header.state == .refreshing) }
            header.endRefreshing(with: .failure())
            XCTAssertEqual(header.stateLabel.text, "Refresh failed")
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 0, "the refresh ended before its reveal finished: no refreshing block")
            XCTAssertEqual(begins, [false], "the begin call completes once, when the refresh ends")
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testABeginDuringTheMomentChangesNothing() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = Self.refreshingHeader(stage)
            header.refreshingBlock = counter.action
            header.endRefreshing(with: .success)
            header.beginRefreshing()
            XCTAssertEqual(header.displayedResult, .success)
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .idle)
            XCTAssertEqual(counter.count, 0, "the refresh showing its result is not restarted")
        }
    }

    func testRemovalDuringTheMomentEndsItSilentlyAndRunsTheCompletionOnce() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            var completions = 0, persistent = 0
            header.endRefreshingCompletionBlock = { persistent += 1 }
            header.endRefreshing(with: .success) { completions += 1 }
            stage.scrollView.mj_header = nil
            XCTAssertEqual(header.state, .idle)
            XCTAssertEqual(completions, 1, "nothing to collapse: it runs at once")
            XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
            XCTAssertTrue(header.resultMarkView.isHidden)
            XCTAssertEqual(stage.scrollView.contentInset.top, 0)
            UISimulation.runUntilIdle()
            XCTAssertEqual(completions, 1)
            XCTAssertEqual(persistent, 0, "a detached refresh ends silently")
        }
    }

    func testAResultOnAnIdleComponentEndsAtOnce() {
        onMain {
            let stage = Stage()
            MJRefreshConfig.default.languageCode = "en"
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            var completions = 0
            header.endRefreshing(with: .failure()) { completions += 1 }
            XCTAssertEqual(completions, 1)
            XCTAssertNil(header.displayedResult)
            XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
        }
    }

    func testTheAsyncFormEndsWithTheResultItReturns() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            var attempts = 0
            let header = MJRefreshNormalHeader(refreshingResultTask: {
                attempts += 1
                return attempts == 1 ? .failure(message: "Offline") : .success
            })
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            XCTAssertTrue(UISimulation.run(until: { header.displayedResult != nil }))
            XCTAssertEqual(header.stateLabel.text, "Refresh failed: Offline")
            XCTAssertEqual(header.state, .refreshing)
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .idle)
            header.beginRefreshing()
            XCTAssertTrue(UISimulation.run(until: { header.displayedResult != nil }))
            XCTAssertEqual(header.displayedResult, .success)
            UISimulation.runUntilIdle()
            XCTAssertEqual(attempts, 2)
        }
    }

    func testATaskThatEndsWithAResultItselfKeepsItsMoment() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let header = MJRefreshNormalHeader(frame: .zero)
            header.refreshingTask = { [weak header] in header?.endRefreshing(with: .failure()) }
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            XCTAssertTrue(UISimulation.run(until: { header.displayedResult != nil }))
            UISimulation.advance(by: 0.5)
            XCTAssertEqual(header.state, .refreshing, "the task's return does not cut its own result short")
            XCTAssertEqual(header.displayedResult, .failure())
        }
    }

    func testTheEndAnnouncementSaysTheResult() {
        onMain {
            let stage = Stage()
            let header = Self.refreshingHeader(stage)
            header.endRefreshing(with: .failure(message: "Offline"))
            UISimulation.runUntilIdle()
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            header.endRefreshing()
            let announcements = UISimulation.accessibilityPosts.filter { $0.notification == .announcement }
                .compactMap { $0.argument as? String }
            XCTAssertEqual(announcements, ["Loading...", "Refresh failed: Offline", "Loading...", "Refreshed"])
        }
    }
}
