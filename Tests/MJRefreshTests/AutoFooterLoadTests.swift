import MJRefresh
import SimulationTesting
import Testing

/// The auto footer sits after the content, keeps its height in the bottom inset, and
/// loads once when the user scrolls it into view; `autoTriggerTimes` and taps.
///
/// Geometry of the default stage: an 844 pt view over 2000 pt of content; with the footer's 44 pt in the bottom
/// inset the largest resting offset is 2000 + 44 − 844 = 1200, where the footer is fully in view.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterLoadTests {
    @Test func sitsRightAfterTheContentAndAddsItsHeightToTheBottomInset() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        #expect(stage.scrollView.mj_footer === footer)
        #expect(footer.scrollView == stage.scrollView)
        #expect(footer.frame == CGRect(x: 0, y: 2000, width: 390, height: 44))
        #expect(stage.scrollView.contentInset.bottom == CGFloat(10 + 44))
        #expect(footer.state == .idle)
        #expect(footer.isAutomaticallyRefresh)
        #expect(footer.triggerAutomaticallyRefreshPercent == 1)
        #expect(footer.autoTriggerTimes == 1)
        #expect(footer.ignoredScrollViewContentInsetBottom == 0)
    }

    @Test func scrollingTheFooterFullyIntoViewLoadsOnceAtOnce() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        stage.pushUp(1190)
        #expect(abs(stage.scrollView.contentOffset.y - 1190) <= 0.01)
        #expect(counter.count == 0, "10 pt of the footer are still below the screen")
        #expect(footer.state == .idle)
        stage.pushUp(11, duration: 0.05)
        #expect(counter.count == 1, "the callback runs as the footer comes fully into view")
        #expect(footer.state == .refreshing)
        #expect(footer.isRefreshing)
        stage.pushUp(80)
        stage.release()
        #expect(counter.count == 1, "exactly once for one trigger")
        #expect(abs(stage.scrollView.contentOffset.y - 1200) <= 0.5, "rests with the footer in view")
        #expect(stage.scrollView.contentInset.bottom == 44, "loading adds nothing to the inset")
    }

    @Test(arguments: [0.5, 0, 2] as [CGFloat])
    func triggerPercentMovesThePointWhereItLoads(percent: CGFloat) {
        // Offset ≥ 1156 + 44·percent loads (1200 with the default 1). Past 1200 the content rubber-bands, so
        // the finger travel for percent 2 (offset 1244, 44 pt past the end) is worked out from the rubber band.
        let justBefore: [CGFloat: CGFloat] = [0.5: 1176, 0: 1154, 2: 1200 + Stage.fingerTravel(forOverscroll: 42)]
        let justAfter: [CGFloat: CGFloat] = [
            0.5: 4, 0: 4,
            2: Stage.fingerTravel(forOverscroll: 46)
                - Stage.fingerTravel(forOverscroll: 42),
        ]
        let stage = Stage()
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        footer.triggerAutomaticallyRefreshPercent = percent
        #expect(footer.triggerAutomaticallyRefreshPercent == percent)
        stage.scrollView.mj_footer = footer
        stage.pushUp(justBefore[percent]!)
        #expect(counter.count == 0, "percent \(percent)")
        stage.pushUp(justAfter[percent]!, duration: 0.1)
        #expect(counter.count == 1, "percent \(percent)")
        stage.release()
        #expect(counter.count == 1, "percent \(percent)")
    }

    @Test func scrollingWithoutAFingerIntoViewAlsoLoads() {
        let stage = Stage()
        let counter = CallCounter()
        stage.scrollView.mj_footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        stage.pushUp(300, duration: 0.1)
        stage.release(velocity: CGPoint(x: 0, y: -8000))  // a fling that decelerates into the end
        #expect(counter.count == 1)
        #expect(stage.scrollView.mj_footer?.state == .refreshing)
    }

    @Test(arguments: [(1, 1), (2, 2), (-1, 5), (0, 0)])
    func autoTriggerTimesLimitsLoadsPerDrag(times: Int, expected: Int) {
        // Each load adds 400 pt, so a 3000 pt drag passes ends at offsets 1200, 1600, 2000, 2400 and 2800.
        let stage = Stage()
        var loads = 0
        let footer = MJRefreshAutoNormalFooter()
        footer.autoTriggerTimes = times
        footer.refreshingBlock = { [unowned stage, unowned footer] in
            loads += 1
            stage.scrollView.contentSize.height += 400  // a page of rows arrives at once
            footer.endRefreshing()
        }
        stage.scrollView.mj_footer = footer
        // One long, slow drag through three ends of the content.
        stage.pushUp(3000, duration: 3)
        #expect(loads == expected, "autoTriggerTimes \(times)")
        stage.release()
        #expect(loads == expected, "autoTriggerTimes \(times): the release adds none")
        #expect(footer.autoTriggerTimes == times)
    }

    @Test func aNewDragRefillsTheBudget() {
        let stage = Stage()
        var loads = 0
        let footer = MJRefreshAutoNormalFooter()
        footer.refreshingBlock = { [unowned stage, unowned footer] in
            loads += 1
            stage.scrollView.contentSize.height += 400
            footer.endRefreshing()
        }
        stage.scrollView.mj_footer = footer
        stage.pushUp(1700, duration: 1)
        #expect(loads == 1)
        stage.release()
        stage.pushUp(600, duration: 0.5)
        #expect(loads == 2, "the new drag reaches the new end")
        stage.release()
    }

    @Test func aTapOnTheIdleFooterLoadsOnceWhateverTheDragHistory() {
        let stage = Stage()
        // No drag may load.
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) { $0.autoTriggerTimes = 0 }
        stage.pushUp(1300, duration: 1)
        stage.release()
        #expect(counter.count == 0)
        #expect(abs(stage.scrollView.contentOffset.y - 1200) <= 0.5)
        footer.simulateTap()
        #expect(counter.count == 1)
        #expect(footer.state == .refreshing)
        footer.simulateTap()
        #expect(counter.count == 1, "a tap while loading does nothing")
        footer.endRefreshing()
        footer.simulateTap()
        #expect(counter.count == 2, "the next tap loads again")
    }

    @Test func aTapAfterTheDragBudgetIsSpentStillLoads() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoStateFooter())
        stage.pushUp(1300, duration: 1)
        #expect(counter.count == 1)
        footer.endRefreshing()
        stage.pushUp(100, duration: 0.2)
        stage.scrollView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.2)
        stage.pushUp(150, duration: 0.2)
        #expect(counter.count == 1, "the drag's one load is spent")
        stage.release()
        footer.simulateTap()
        #expect(counter.count == 2)
    }

    @Test func isAutomaticallyRefreshOffLoadsOnlyByTapOrCall() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) { $0.isAutomaticallyRefresh = false }
        stage.pushUp(1300, duration: 1)
        stage.release()
        #expect(counter.count == 0)
        footer.simulateTap()
        #expect(counter.count == 1)
        footer.endRefreshing()
        footer.beginRefreshing()
        #expect(counter.count == 2)
        #expect(footer.state == .refreshing)
    }

    @Test func shortContentLoadsWhenTheUserPushesItUpAndReleases() {
        let stage = Stage(contentHeight: 300)
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter())
        #expect(footer.frame.minY == 300, "right after the content, even when it is short")
        stage.pushUp(60)
        #expect(counter.count == 0, "short content loads on release")
        stage.release()
        #expect(counter.count == 1)
        #expect(footer.state == .refreshing)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentOffset.y) <= 0.5)
        #expect(counter.count == 1)
    }

    @Test func linkToAttachesAsTheFooter() {
        let stage = Stage()
        let footer = MJRefreshAutoFooter {}.link(to: stage.scrollView)
        #expect(stage.scrollView.mj_footer === footer)
        #expect(stage.scrollView.contentInset.bottom == 44)
        let back = MJRefreshBackNormalFooter {}.link(to: stage.scrollView)
        #expect(stage.scrollView.mj_footer === back, "linking another footer replaces the first")
        #expect(footer.superview == nil)
        #expect(stage.scrollView.contentInset.bottom == 0)
    }
}
