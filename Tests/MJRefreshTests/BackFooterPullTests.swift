import MJRefresh
import SimulationTesting
import Testing

/// The back footer sits after the content (or at the bottom of the visible area), loads
/// when pulled past and released, and gives its inset back exactly when loading ends.
///
/// Default stage: 2000 pt of content in an 844 pt view; the largest resting offset is 1156, the footer starts to
/// show past it and arms 44 pt further, at 1200.
@MainActor
@Suite(.uiSimulation)
struct BackFooterPullTests {
    @Test func sitsAfterTheContentOrAtTheBottomOfTheVisibleArea() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        #expect(footer.frame == CGRect(x: 0, y: 2000, width: 390, height: 44))
        #expect(stage.scrollView.contentInset == .zero, "an idle back footer adds no inset")
        stage.scrollView.contentSize.height = 300
        #expect(footer.frame.minY == CGFloat(844 - 47 - 34), "short content: at the bottom of the visible area")
        UISimulation.runUntilIdle()  // nothing left to lay out
        footer.ignoredScrollViewContentInsetBottom = 10
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.frame.minY == CGFloat(844 - 47 - 34 + 10))
        stage.scrollView.contentSize.height = 1500
        #expect(footer.frame.minY == 1510)
    }

    @Test func pullingPastTheFooterAndReleasingLoadsOnceWithTheFooterInView() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 40))
        #expect(footer.state == .idle)
        #expect(abs(footer.pullingPercent - 40.0 / 44.0) <= 0.02)
        stage.pushUp(Stage.fingerTravel(forOverscroll: 50) - Stage.fingerTravel(forOverscroll: 40), duration: 0.1)
        #expect(footer.state == .pulling)
        #expect(counter.count == 0, "arming calls nothing")
        stage.release()
        #expect(footer.state == .refreshing)
        #expect(counter.count == 1)
        #expect(stage.scrollView.contentInset.bottom == 44)
        #expect(abs(stage.scrollView.contentOffset.y - 1200) <= 0.5, "the whole footer in view")
        #expect(footer.frame.minY == 2000)

        footer.endRefreshing()
        #expect(footer.state == .idle)
        #expect(stage.scrollView.contentInset.bottom == 0, "given back exactly when loading ends")
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentOffset.y - 1156) <= 0.5)
        #expect(counter.count == 1)
    }

    @Test func thresholdCrossedBackDisarms() {
        let stage = Stage()
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.state == .pulling)
        stage.pushUp(-60, duration: 0.2)
        #expect(footer.state == .idle)
        stage.release()
        #expect(counter.count == 0)
        #expect(abs(stage.scrollView.contentOffset.y - 1156) <= 0.5)
        #expect(abs(footer.pullingPercent) <= 0.01)
    }

    @Test func aShortListLoadsAndComesToRestAtTheTop() {
        let host = UIEdgeInsets(top: 8, left: 0, bottom: 6, right: 0)
        let stage = Stage(
            contentHeight: 300, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            contentInset: host)
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        let visible: CGFloat = 844 - 55 - 40
        #expect(footer.frame.minY == visible)
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.state == .pulling)
        stage.release()
        #expect(counter.count == 1)
        // The inset keeps the footer right under the visible area: its height plus the empty gap.
        #expect(abs(stage.scrollView.contentInset.bottom - (6 + 44 + (visible - 300))) <= 0.001)
        #expect(abs(stage.scrollView.contentOffset.y - (-55 + 44)) <= 0.5)
        footer.endRefreshing()
        #expect(stage.scrollView.contentInset == host)
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentOffset.y - (-55)) <= 0.5, "at the top")
    }

    @Test(arguments: [300, 2000] as [CGFloat])
    func aShortPullBouncesBackAndAPullDownNeverFiresTheFooter(contentHeight: CGFloat) {
        let stage = Stage(contentHeight: contentHeight)
        let (footer, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        stage.pullDown(300)
        #expect(footer.state == .idle)
        #expect(footer.pullingPercent == 0)
        stage.release()
        stage.scrollToBottom()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 30))
        stage.release()
        #expect(counter.count == 0, "content \(contentHeight)")
        #expect(footer.state == .idle)
        #expect(stage.scrollView.contentInset == .zero)
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
    }

    @Test func callbacksAroundALoad() {
        let stage = Stage()
        var events: [String] = []
        let footer = MJRefreshBackNormalFooter { events.append("load") }
        footer.beginRefreshingCompletionBlock = { events.append("began") }
        footer.endRefreshingAnimationBeginAction = { events.append("collapse") }
        stage.scrollView.mj_footer = footer
        stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 60))
        stage.release()
        footer.endRefreshing { events.append("ended") }
        #expect(events == ["load", "began", "collapse"])
        UISimulation.runUntilIdle()
        #expect(events == ["load", "began", "collapse", "ended"])
    }

    @Test func aHostInsetWrittenDuringALoadIsKept() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        stage.pushUp(1176 + Stage.fingerTravel(forOverscroll: 60))
        stage.release()
        #expect(stage.scrollView.contentInset.bottom == 64)
        stage.scrollView.contentInset.bottom = 50
        #expect(stage.scrollView.contentInset.bottom == 94)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.bottom == 50)
        #expect(abs(stage.scrollView.contentOffset.y - (2000 + 50 - 844)) <= 0.5)
    }
}
