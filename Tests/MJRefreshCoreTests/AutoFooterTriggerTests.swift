import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

struct AutoFooterTriggerTests {
    /// 1000 pt of content in a 600 pt view; the footer's 44 pt are already in the bottom inset.
    let inset = MJRefreshInsets(top: 0, bottom: 44)

    func m(_ y: CGFloat, content: CGFloat = 1000, dragging: Bool = true, inset: MJRefreshInsets? = nil)
        -> MJRefreshScrollMetrics
    {
        vMetrics(offsetY: y, contentHeight: content, inset: inset ?? self.inset, dragging: dragging)
    }

    /// One offset change as the footer reports it: the offset before it was `previous`; loading is allowed as
    /// `MJRefreshRole.footerMayLoad` says for `state`, `isHidden` and the content's height.
    func scroll(
        _ t: inout MJRefreshAutoFooterTrigger, state: MJRefreshState, metrics: MJRefreshScrollMetrics,
        from previous: CGFloat, isHidden: Bool
    ) -> Bool {
        t.previousOffsetY = previous
        return t.scrollDidChange(state: state, metrics: metrics, mayLoad: mayLoad(state, metrics, isHidden))
    }

    /// The finger lifting, as the footer reports it.
    func release(
        _ t: inout MJRefreshAutoFooterTrigger, state: MJRefreshState, metrics: MJRefreshScrollMetrics, isHidden: Bool
    ) -> Bool {
        t.panDidEnd(state: state, metrics: metrics, mayLoad: mayLoad(state, metrics, isHidden))
    }

    func mayLoad(_ state: MJRefreshState, _ metrics: MJRefreshScrollMetrics, _ isHidden: Bool) -> Bool {
        MJRefreshRole.footerMayLoad(state: state, isHidden: isHidden, contentHeight: metrics.contentSize.height)
    }

    @Test func defaultsAndFrame() {
        let t = MJRefreshAutoFooterTrigger()
        #expect(t.height == 44)
        #expect(t.triggerPercent == 1)
        #expect(t.autoTriggerTimes == 1)
        #expect(t.leftTriggerTimes == 1)
        #expect(t.automaticallyRefresh)
        #expect(t.frameY(contentHeight: 1000) == 1000)
        #expect(MJRefreshAutoFooterTrigger(ignoredInsetBottom: 10).frameY(contentHeight: 1000) == 1010)
        #expect(t.frameY(contentHeight: .nan) == 0)
        #expect(t.frameY(contentHeight: -5) == 0)
    }

    @Test func triggerOffsetFormula() {
        // contentH − H + h·p + inset.bottom − h
        #expect(MJRefreshAutoFooterTrigger().scrollTriggerOffsetY(m(0)) == 444)
        #expect(MJRefreshAutoFooterTrigger(triggerPercent: 0.5).scrollTriggerOffsetY(m(0)) == 422)
        #expect(MJRefreshAutoFooterTrigger(triggerPercent: 0).scrollTriggerOffsetY(m(0)) == 400)
        #expect(
            MJRefreshAutoFooterTrigger(triggerPercent: .nan).scrollTriggerOffsetY(m(0)) == 400,
            "NaN percent counts as 0")
    }

    @Test func scrollingDownIntoTheZoneTriggersOnceAndNotBefore() {
        var t = MJRefreshAutoFooterTrigger()
        #expect(!scroll(&t, state: .idle, metrics: m(443.5), from: 440, isHidden: false))
        #expect(scroll(&t, state: .idle, metrics: m(444), from: 443.5, isHidden: false))
    }

    @Test func percentMovesTheTriggerPoint() {
        var t = MJRefreshAutoFooterTrigger(triggerPercent: 0.5)
        #expect(!scroll(&t, state: .idle, metrics: m(421), from: 420, isHidden: false))
        #expect(scroll(&t, state: .idle, metrics: m(422), from: 421, isHidden: false))
    }

    @Test func movingUpInsideTheZoneDoesNotTrigger() {
        var t = MJRefreshAutoFooterTrigger()
        #expect(!scroll(&t, state: .idle, metrics: m(450), from: 460, isHidden: false))
        #expect(!scroll(&t, state: .idle, metrics: m(450), from: 450, isHidden: false))
    }

    @Test func guardsHiddenDisabledNotIdleEmptyContent() {
        var t = MJRefreshAutoFooterTrigger()
        #expect(!scroll(&t, state: .idle, metrics: m(500), from: 400, isHidden: true))
        #expect(!release(&t, state: .idle, metrics: m(500), isHidden: true))
        for state in [MJRefreshState.refreshing, .noMoreData, .willRefresh, .pulling] {
            #expect(!scroll(&t, state: state, metrics: m(500), from: 400, isHidden: false))
            #expect(!release(&t, state: state, metrics: m(500), isHidden: false))
        }
        let empty = m(10, content: 0)
        #expect(!scroll(&t, state: .idle, metrics: empty, from: 0, isHidden: false))
        #expect(!release(&t, state: .idle, metrics: empty, isHidden: false), "content height 0 never loads")
        t.automaticallyRefresh = false
        #expect(!scroll(&t, state: .idle, metrics: m(500), from: 400, isHidden: false))
        #expect(!release(&t, state: .idle, metrics: m(500), isHidden: false))
    }

    @Test func shortContentLoadsOnlyOnReleaseAfterPushingUp() {
        var t = MJRefreshAutoFooterTrigger()
        let nav = MJRefreshInsets(top: 64, bottom: 44)
        // 132 pt of content (3 rows) in 600 pt: shorter than the view.
        #expect(t.isContentShorterThanView(m(-64, content: 132, inset: nav)))
        #expect(
            !scroll(&t, state: .idle, metrics: m(30, content: 132, inset: nav), from: 0, isHidden: false),
            "short content never loads on scroll")
        #expect(
            !release(&t, state: .idle, metrics: m(-100, content: 132, inset: nav), isHidden: false),
            "pull-down never triggers")
        #expect(!release(&t, state: .idle, metrics: m(-64.5, content: 132, inset: nav), isHidden: false))
        #expect(release(&t, state: .idle, metrics: m(-40, content: 132, inset: nav), isHidden: false))
    }

    @Test func tallContentReleaseAtTheEndLoads() {
        var t = MJRefreshAutoFooterTrigger()
        // contentH + inset.bottom − H = 444
        #expect(!release(&t, state: .idle, metrics: m(443), isHidden: false))
        #expect(release(&t, state: .idle, metrics: m(444), isHidden: false))
    }

    @Test func autoTriggerTimesLimitsDragTriggersPerDrag() {
        var t = MJRefreshAutoFooterTrigger()
        t.panDidBegin()
        #expect(scroll(&t, state: .idle, metrics: m(450), from: 440, isHidden: false))
        t.refreshingDidEnd(contentHeight: 1500)
        #expect(t.leftTriggerTimes == 0)
        // Same drag, the content grew: the user scrolls to the new end, but the budget is spent.
        #expect(!scroll(&t, state: .idle, metrics: m(900, content: 1500), from: 800, isHidden: false))
        #expect(!scroll(&t, state: .idle, metrics: m(950, content: 1500), from: 900, isHidden: false))
        #expect(!release(&t, state: .idle, metrics: m(950, content: 1500), isHidden: false))
        // Deceleration (no finger) is not limited by the drag budget.
        #expect(scroll(&t, state: .idle, metrics: m(960, content: 1500, dragging: false), from: 950, isHidden: false))
        t.refreshingDidEnd(contentHeight: 2000)
        #expect(t.leftTriggerTimes == 0, "non-drag loads do not spend the budget")
        // A new drag refills the budget.
        t.panDidBegin()
        #expect(t.leftTriggerTimes == 1)
        #expect(scroll(&t, state: .idle, metrics: m(1450, content: 2000), from: 1400, isHidden: false))
    }

    @Test func unlimitedAndZeroBudgets() {
        var unlimited = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        var content: CGFloat = 1000
        for _ in 0..<5 {
            let y = content - 556
            // The user scrolls through the content towards its new end.
            #expect(
                !scroll(&unlimited, state: .idle, metrics: m(y - 100, content: content), from: y - 200, isHidden: false)
            )
            #expect(scroll(&unlimited, state: .idle, metrics: m(y, content: content), from: y - 1, isHidden: false))
            content += 500
            unlimited.refreshingDidEnd(contentHeight: content)
            #expect(unlimited.leftTriggerTimes == -1)
        }
        var zero = MJRefreshAutoFooterTrigger(autoTriggerTimes: 0)
        #expect(!scroll(&zero, state: .idle, metrics: m(450), from: 440, isHidden: false))
        #expect(!release(&zero, state: .idle, metrics: m(450), isHidden: false))
        #expect(scroll(&zero, state: .idle, metrics: m(450, dragging: false), from: 440, isHidden: false))
        var negative = MJRefreshAutoFooterTrigger(autoTriggerTimes: -3)
        #expect(!release(&negative, state: .idle, metrics: m(450), isHidden: false), "other negatives act as 0")
    }

    @Test func settingAutoTriggerTimesRefillsTheBudget() {
        var t = MJRefreshAutoFooterTrigger()
        #expect(release(&t, state: .idle, metrics: m(450), isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        #expect(t.leftTriggerTimes == 0)
        t.autoTriggerTimes = 3
        #expect(t.leftTriggerTimes == 3)
    }

    /// reloadData + end in the same turn must not fire again without user input (https://github.com/CoderMJLee/MJRefresh/issues/1020).
    @Test func noSecondTriggerAfterEndWithoutNewData() {
        var t = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        #expect(scroll(&t, state: .idle, metrics: m(444, dragging: false), from: 430, isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        #expect(t.isWaitingForNewEnd)
        // Same data reloaded; bounce and layout offsets keep arriving, all inside the zone.
        var previous: CGFloat = 444
        for y: CGFloat in [445, 447, 450, 452, 460] {
            #expect(!scroll(&t, state: .idle, metrics: m(y, dragging: false), from: previous, isHidden: false))
            previous = y
        }
        #expect(t.isWaitingForNewEnd)
        // The app scrolls away and back (`scrollToRow`, `setContentOffset`): not the user reaching the end.
        #expect(!scroll(&t, state: .idle, metrics: m(300, dragging: false), from: 460, isHidden: false))
        #expect(t.isWaitingForNewEnd)
        #expect(!scroll(&t, state: .idle, metrics: m(444, dragging: false), from: 300, isHidden: false))
        // The finger drags away and back to the end: that is a new arrival at the end.
        #expect(!scroll(&t, state: .idle, metrics: m(300, dragging: true), from: 444, isHidden: false))
        #expect(!t.isWaitingForNewEnd)
        #expect(scroll(&t, state: .idle, metrics: m(444, dragging: true), from: 300, isHidden: false))
    }

    @Test func newDataReArmsButLoadsOnlyAtTheNewEnd() {
        var t = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        #expect(scroll(&t, state: .idle, metrics: m(444, dragging: false), from: 430, isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        // 20 rows × 44 pt appended: the old offset is far from the new end (1324).
        #expect(!scroll(&t, state: .idle, metrics: m(446, content: 1880, dragging: false), from: 444, isHidden: false))
        #expect(!t.isWaitingForNewEnd)
        #expect(
            !scroll(&t, state: .idle, metrics: m(1323, content: 1880, dragging: false), from: 1300, isHidden: false))
        #expect(scroll(&t, state: .idle, metrics: m(1324, content: 1880, dragging: false), from: 1323, isHidden: false))
    }

    @Test func newDragReArmsAfterEnd() {
        var t = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        #expect(release(&t, state: .idle, metrics: m(444), isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        #expect(!scroll(&t, state: .idle, metrics: m(450), from: 444, isHidden: false))
        t.panDidBegin()
        #expect(scroll(&t, state: .idle, metrics: m(452), from: 450, isHidden: false))
    }

    @Test func nonFiniteMetricsNeverTrigger() {
        var t = MJRefreshAutoFooterTrigger()
        let bad = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: CGFloat.nan, y: CGFloat.nan),
            contentSize: CGSize(width: CGFloat.nan, height: CGFloat.infinity),
            boundsSize: CGSize(width: 1, height: CGFloat.nan), adjustedInset: MJRefreshInsets(top: .nan),
            isDragging: true)
        #expect(!scroll(&t, state: .idle, metrics: bad, from: .nan, isHidden: false))
        #expect(!release(&t, state: .idle, metrics: bad, isHidden: false))
        #expect(MJRefreshAutoFooterTrigger(height: .nan).scrollTriggerOffsetY(m(0)).isFinite)
    }

    /// Pulling the content down from its top is the header's gesture: no load, by scroll or release, whatever
    /// the trigger percent.
    @Test func aPullDownNeverLoads() {
        var t = MJRefreshAutoFooterTrigger(triggerPercent: -100)
        let nav = MJRefreshInsets(top: 64, bottom: 44)
        #expect(!scroll(&t, state: .idle, metrics: m(-65, inset: nav), from: -70, isHidden: false))
        #expect(!release(&t, state: .idle, metrics: m(-64, inset: nav), isHidden: false))
        #expect(scroll(&t, state: .idle, metrics: m(-63, inset: nav), from: -70, isHidden: false))
    }

    @Test func noLoadWhileAnotherComponentRefreshes() {
        var t = MJRefreshAutoFooterTrigger()
        let scrolled = t.scrollDidChange(
            state: .idle, metrics: m(444), mayLoad: true, isAnotherComponentRefreshing: true)
        #expect(!scrolled)
        let busyRelease = t.panDidEnd(state: .idle, metrics: m(444), mayLoad: true, isAnotherComponentRefreshing: true)
        #expect(!busyRelease)
        let release = t.panDidEnd(state: .idle, metrics: m(444), mayLoad: true)
        #expect(release)
    }

    /// The footer keeps the offset of the change before: only a move down from it loads, and the first change
    /// it sees is no move.
    @Test func theTriggerKeepsThePreviousOffset() {
        var t = MJRefreshAutoFooterTrigger()
        #expect(t.previousOffsetY == nil)
        let first = t.scrollDidChange(state: .idle, metrics: m(450), mayLoad: true)
        #expect(!first, "no offset before: no move")
        #expect(t.previousOffsetY == 450)
        let up = t.scrollDidChange(state: .idle, metrics: m(449), mayLoad: true)
        #expect(!up, "up")
        let down = t.scrollDidChange(state: .idle, metrics: m(450), mayLoad: true)
        #expect(down, "down from 449")
        let barred = t.scrollDidChange(state: .idle, metrics: m(460), mayLoad: false)
        #expect(!barred, "may not load")
        #expect(t.previousOffsetY == 460, "kept whatever the decision")
    }
}

struct AutoFooterPrefetchTriggerTests {
    @Test func aPrefetchDistanceMovesTheTriggerOffsetAheadOfTheEnd() {
        let metrics = MJRefreshScrollMetrics(
            contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 800),
            adjustedInset: MJRefreshInsets(top: 20, left: 0, bottom: 44, right: 0))
        var trigger = MJRefreshAutoFooterTrigger()
        #expect(trigger.scrollTriggerOffsetY(metrics) == 1244)
        trigger.prefetchDistance = .points(300)
        #expect(trigger.scrollTriggerOffsetY(metrics) == 944)
        trigger.prefetchDistance = .screenHeights(2)
        #expect(trigger.scrollTriggerOffsetY(metrics) == -356)
        trigger.prefetchDistance = .screenHeights(-.infinity)
        #expect(trigger.scrollTriggerOffsetY(metrics) == 1244)
    }
}
