import Foundation
import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class AutoFooterTriggerTests: XCTestCase {
    /// 1000 pt of content in a 600 pt view; the footer's 44 pt are already in the bottom inset.
    let inset = MJRefreshInsets(top: 0, bottom: 44)

    func m(_ y: CGFloat, content: CGFloat = 1000, dragging: Bool = true, inset: MJRefreshInsets? = nil)
        -> MJRefreshScrollMetrics
    {
        vMetrics(offsetY: y, contentHeight: content, inset: inset ?? self.inset, dragging: dragging)
    }

    func testDefaultsAndFrame() {
        let t = MJRefreshAutoFooterTrigger()
        XCTAssertEqual(t.height, 44)
        XCTAssertEqual(t.triggerPercent, 1)
        XCTAssertEqual(t.autoTriggerTimes, 1)
        XCTAssertEqual(t.leftTriggerTimes, 1)
        XCTAssertTrue(t.automaticallyRefresh)
        XCTAssertEqual(t.frameY(contentHeight: 1000), 1000)
        XCTAssertEqual(MJRefreshAutoFooterTrigger(ignoredInsetBottom: 10).frameY(contentHeight: 1000), 1010)
        XCTAssertEqual(t.frameY(contentHeight: .nan), 0)
        XCTAssertEqual(t.frameY(contentHeight: -5), 0)
    }

    func testTriggerOffsetFormula() {
        // contentH − H + h·p + inset.bottom − h
        XCTAssertEqual(MJRefreshAutoFooterTrigger().scrollTriggerOffsetY(m(0)), 444)
        XCTAssertEqual(MJRefreshAutoFooterTrigger(triggerPercent: 0.5).scrollTriggerOffsetY(m(0)), 422)
        XCTAssertEqual(MJRefreshAutoFooterTrigger(triggerPercent: 0).scrollTriggerOffsetY(m(0)), 400)
        XCTAssertEqual(
            MJRefreshAutoFooterTrigger(triggerPercent: .nan).scrollTriggerOffsetY(m(0)), 400, "NaN percent counts as 0")
    }

    func testScrollingDownIntoTheZoneTriggersOnceAndNotBefore() {
        var t = MJRefreshAutoFooterTrigger()
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(443.5), previousOffsetY: 440, isHidden: false))
        XCTAssertTrue(t.scrollDidChange(state: .idle, metrics: m(444), previousOffsetY: 443.5, isHidden: false))
    }

    func testPercentMovesTheTriggerPoint() {
        var t = MJRefreshAutoFooterTrigger(triggerPercent: 0.5)
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(421), previousOffsetY: 420, isHidden: false))
        XCTAssertTrue(t.scrollDidChange(state: .idle, metrics: m(422), previousOffsetY: 421, isHidden: false))
    }

    func testMovingUpInsideTheZoneDoesNotTrigger() {
        var t = MJRefreshAutoFooterTrigger()
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(450), previousOffsetY: 460, isHidden: false))
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(450), previousOffsetY: 450, isHidden: false))
    }

    func testGuardsHiddenDisabledNotIdleEmptyContent() {
        var t = MJRefreshAutoFooterTrigger()
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(500), previousOffsetY: 400, isHidden: true))
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: m(500), isHidden: true))
        for state in [MJRefreshState.refreshing, .noMoreData, .willRefresh, .pulling] {
            XCTAssertFalse(t.scrollDidChange(state: state, metrics: m(500), previousOffsetY: 400, isHidden: false))
            XCTAssertFalse(t.panDidEnd(state: state, metrics: m(500), isHidden: false))
        }
        let empty = m(10, content: 0)
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: empty, previousOffsetY: 0, isHidden: false))
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: empty, isHidden: false), "content height 0 never loads")
        t.automaticallyRefresh = false
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(500), previousOffsetY: 400, isHidden: false))
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: m(500), isHidden: false))
    }

    func testShortContentLoadsOnlyOnReleaseAfterPushingUp() {
        var t = MJRefreshAutoFooterTrigger()
        let nav = MJRefreshInsets(top: 64, bottom: 44)
        // 132 pt of content (3 rows) in 600 pt: shorter than the view.
        XCTAssertTrue(t.isContentShorterThanView(m(-64, content: 132, inset: nav)))
        XCTAssertFalse(
            t.scrollDidChange(
                state: .idle, metrics: m(30, content: 132, inset: nav), previousOffsetY: 0, isHidden: false),
            "short content never loads on scroll")
        XCTAssertFalse(
            t.panDidEnd(state: .idle, metrics: m(-100, content: 132, inset: nav), isHidden: false),
            "pull-down never triggers")
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: m(-64.5, content: 132, inset: nav), isHidden: false))
        XCTAssertTrue(t.panDidEnd(state: .idle, metrics: m(-40, content: 132, inset: nav), isHidden: false))
    }

    func testTallContentReleaseAtTheEndLoads() {
        var t = MJRefreshAutoFooterTrigger()
        // contentH + inset.bottom − H = 444
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: m(443), isHidden: false))
        XCTAssertTrue(t.panDidEnd(state: .idle, metrics: m(444), isHidden: false))
    }

    func testAutoTriggerTimesLimitsDragTriggersPerDrag() {
        var t = MJRefreshAutoFooterTrigger()
        t.panDidBegin()
        XCTAssertTrue(t.scrollDidChange(state: .idle, metrics: m(450), previousOffsetY: 440, isHidden: false))
        t.refreshingDidEnd(contentHeight: 1500)
        XCTAssertEqual(t.leftTriggerTimes, 0)
        // Same drag, the content grew: the user scrolls to the new end, but the budget is spent.
        XCTAssertFalse(
            t.scrollDidChange(state: .idle, metrics: m(900, content: 1500), previousOffsetY: 800, isHidden: false))
        XCTAssertFalse(
            t.scrollDidChange(state: .idle, metrics: m(950, content: 1500), previousOffsetY: 900, isHidden: false))
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: m(950, content: 1500), isHidden: false))
        // Deceleration (no finger) is not limited by the drag budget.
        XCTAssertTrue(
            t.scrollDidChange(
                state: .idle, metrics: m(960, content: 1500, dragging: false), previousOffsetY: 950, isHidden: false))
        t.refreshingDidEnd(contentHeight: 2000)
        XCTAssertEqual(t.leftTriggerTimes, 0, "non-drag loads do not spend the budget")
        // A new drag refills the budget.
        t.panDidBegin()
        XCTAssertEqual(t.leftTriggerTimes, 1)
        XCTAssertTrue(
            t.scrollDidChange(state: .idle, metrics: m(1450, content: 2000), previousOffsetY: 1400, isHidden: false))
    }

    func testUnlimitedAndZeroBudgets() {
        var unlimited = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        var content: CGFloat = 1000
        for _ in 0..<5 {
            let y = content - 556
            // The user scrolls through the content towards its new end.
            XCTAssertFalse(
                unlimited.scrollDidChange(
                    state: .idle, metrics: m(y - 100, content: content), previousOffsetY: y - 200, isHidden: false))
            XCTAssertTrue(
                unlimited.scrollDidChange(
                    state: .idle, metrics: m(y, content: content), previousOffsetY: y - 1, isHidden: false))
            content += 500
            unlimited.refreshingDidEnd(contentHeight: content)
            XCTAssertEqual(unlimited.leftTriggerTimes, -1)
        }
        var zero = MJRefreshAutoFooterTrigger(autoTriggerTimes: 0)
        XCTAssertFalse(zero.scrollDidChange(state: .idle, metrics: m(450), previousOffsetY: 440, isHidden: false))
        XCTAssertFalse(zero.panDidEnd(state: .idle, metrics: m(450), isHidden: false))
        XCTAssertTrue(
            zero.scrollDidChange(state: .idle, metrics: m(450, dragging: false), previousOffsetY: 440, isHidden: false))
        var negative = MJRefreshAutoFooterTrigger(autoTriggerTimes: -3)
        XCTAssertFalse(negative.panDidEnd(state: .idle, metrics: m(450), isHidden: false), "other negatives act as 0")
    }

    func testSettingAutoTriggerTimesRefillsTheBudget() {
        var t = MJRefreshAutoFooterTrigger()
        XCTAssertTrue(t.panDidEnd(state: .idle, metrics: m(450), isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        XCTAssertEqual(t.leftTriggerTimes, 0)
        t.autoTriggerTimes = 3
        XCTAssertEqual(t.leftTriggerTimes, 3)
    }

    /// reloadData + end in the same turn must not fire again without user input (https://github.com/CoderMJLee/MJRefresh/issues/1020).
    func testNoSecondTriggerAfterEndWithoutNewData() {
        var t = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        XCTAssertTrue(
            t.scrollDidChange(state: .idle, metrics: m(444, dragging: false), previousOffsetY: 430, isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        XCTAssertTrue(t.isWaitingForNewEnd)
        // Same data reloaded; bounce and layout offsets keep arriving, all inside the zone.
        var previous: CGFloat = 444
        for y: CGFloat in [445, 447, 450, 452, 460] {
            XCTAssertFalse(
                t.scrollDidChange(
                    state: .idle, metrics: m(y, dragging: false), previousOffsetY: previous, isHidden: false))
            previous = y
        }
        XCTAssertTrue(t.isWaitingForNewEnd)
        // The app scrolls away and back (`scrollToRow`, `setContentOffset`): not the user reaching the end.
        XCTAssertFalse(
            t.scrollDidChange(state: .idle, metrics: m(300, dragging: false), previousOffsetY: 460, isHidden: false))
        XCTAssertTrue(t.isWaitingForNewEnd)
        XCTAssertFalse(
            t.scrollDidChange(state: .idle, metrics: m(444, dragging: false), previousOffsetY: 300, isHidden: false))
        // The finger drags away and back to the end: that is a new arrival at the end.
        XCTAssertFalse(
            t.scrollDidChange(state: .idle, metrics: m(300, dragging: true), previousOffsetY: 444, isHidden: false))
        XCTAssertFalse(t.isWaitingForNewEnd)
        XCTAssertTrue(
            t.scrollDidChange(state: .idle, metrics: m(444, dragging: true), previousOffsetY: 300, isHidden: false))
    }

    func testNewDataReArmsButLoadsOnlyAtTheNewEnd() {
        var t = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        XCTAssertTrue(
            t.scrollDidChange(state: .idle, metrics: m(444, dragging: false), previousOffsetY: 430, isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        // 20 rows × 44 pt appended: the old offset is far from the new end (1324).
        XCTAssertFalse(
            t.scrollDidChange(
                state: .idle, metrics: m(446, content: 1880, dragging: false), previousOffsetY: 444, isHidden: false))
        XCTAssertFalse(t.isWaitingForNewEnd)
        XCTAssertFalse(
            t.scrollDidChange(
                state: .idle, metrics: m(1323, content: 1880, dragging: false), previousOffsetY: 1300, isHidden: false))
        XCTAssertTrue(
            t.scrollDidChange(
                state: .idle, metrics: m(1324, content: 1880, dragging: false), previousOffsetY: 1323, isHidden: false))
    }

    func testNewDragReArmsAfterEnd() {
        var t = MJRefreshAutoFooterTrigger(autoTriggerTimes: -1)
        XCTAssertTrue(t.panDidEnd(state: .idle, metrics: m(444), isHidden: false))
        t.refreshingDidEnd(contentHeight: 1000)
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: m(450), previousOffsetY: 444, isHidden: false))
        t.panDidBegin()
        XCTAssertTrue(t.scrollDidChange(state: .idle, metrics: m(452), previousOffsetY: 450, isHidden: false))
    }

    func testNonFiniteMetricsNeverTrigger() {
        var t = MJRefreshAutoFooterTrigger()
        let bad = MJRefreshScrollMetrics(
            contentOffset: CGPoint(x: CGFloat.nan, y: CGFloat.nan),
            contentSize: CGSize(width: CGFloat.nan, height: CGFloat.infinity),
            boundsSize: CGSize(width: 1, height: CGFloat.nan), adjustedInset: MJRefreshInsets(top: .nan),
            isDragging: true)
        XCTAssertFalse(t.scrollDidChange(state: .idle, metrics: bad, previousOffsetY: .nan, isHidden: false))
        XCTAssertFalse(t.panDidEnd(state: .idle, metrics: bad, isHidden: false))
        XCTAssertTrue(MJRefreshAutoFooterTrigger(height: .nan).scrollTriggerOffsetY(m(0)).isFinite)
    }
}
