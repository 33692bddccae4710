import MJRefresh
import SimulationTesting
import Testing

/// An auto footer loads only when the content moves down. While it follows no offset changes (not interactive,
/// on another list), the offset it last saw goes stale: when it follows again, its first move must not be read against
/// that stale offset.
///
/// Geometry: an 844 pt view over 2000 pt of content, the footer's 44 pt in the bottom inset (largest resting
/// offset 2000 + 44 − 844 = 1200). With a trigger percent of 0 the footer loads from 2000 − 844 = 1156 on, so
/// 1190 → 1180 is a move up inside the loading zone.
@MainActor
@Suite(.uiSimulation)
struct AutoFooterResumedFollowingTests {
    /// A footer that has seen the content near its top (offset 10).
    private func footerThatSawTheTop() -> (Stage, MJRefreshAutoNormalFooter, CallCounter) {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshAutoNormalFooter()) {
            $0.triggerAutomaticallyRefreshPercent = 0
        }
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        return (stage, footer, counter)
    }

    @Test func aMoveUpAfterInteractionComesBackDoesNotLoad() {
        let (stage, footer, counter) = footerThatSawTheTop()
        footer.isUserInteractionEnabled = false
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 1190), animated: false)
        footer.isUserInteractionEnabled = true
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 1180), animated: false)
        #expect(counter.count == 0, "1190 → 1180 is a move up: it loads nothing")
        #expect(footer.state == .idle)
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 1185), animated: false)
        #expect(counter.count == 1, "a move down in the zone still loads")
    }

    @Test func aFooterMovedToAnotherListLoadsOnItsFirstMoveDownThere() {
        // On a 4000 pt list, 1190 is far from the end: the footer sees it and loads nothing.
        let longList = Stage(contentHeight: 4000)
        let (footer, counter) = longList.attachCounting(MJRefreshAutoNormalFooter()) {
            $0.triggerAutomaticallyRefreshPercent = 0
        }
        longList.scrollView.setContentOffset(CGPoint(x: 0, y: 1190), animated: false)
        #expect(counter.count == 0)
        let list = Stage()
        list.attach(footer)
        list.scrollView.setContentOffset(CGPoint(x: 0, y: 1180), animated: false)
        #expect(counter.count == 1, "0 → 1180 on its new list is a move down into the zone: it loads")
        #expect(footer.state == .refreshing)
    }
}
