import MJRefresh
import SimulationTesting
import Testing

/// README "Second floor", read with a top inset, as on a phone: the page is as tall as the visible area, the
/// header's share of the top inset becomes that height, the page scrolls into view animated, and closing takes
/// exactly that share out.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct SecondFloorPromisesTests {
    /// A phone with a 47 pt status area: the visible area below it is 797 pt tall.
    private let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    @Test func theDefaultThresholdIs150() {
        #expect(MJRefreshTwoLevelHeader {}.secondFloorThreshold == 150)
    }

    @Test func openingFillsTheVisibleAreaBelowTheTopInsetAnimatedThenCallsBack() {
        let page = UIView()
        let opens = CallCounter(), closes = CallCounter()
        let header = MJRefreshTwoLevelHeader {}
        header.secondFloorView = page
        header.secondFloorOpenedBlock = opens.action
        header.secondFloorClosedBlock = closes.action
        stage.scrollView.mj_header = header
        #expect(stage.scrollView.adjustedContentInset.top == 47)

        header.openSecondFloor()
        #expect(page.superview === stage.scrollView)
        #expect(page.frame == CGRect(x: 0, y: -797, width: 390, height: 797), "the height less the top inset")
        #expect(stage.scrollView.contentInset.top == 797, "the header's share is the page's height")
        #expect(opens.count == 0, "called when it has opened")
        UISimulation.advance(by: header.slowAnimationDuration - 2 * oneFrame)
        #expect(opens.count == 0, "the opening takes slowAnimationDuration")
        UISimulation.runUntilIdle()
        #expect(opens.count == 1)
        let topInsetAndHeight: CGFloat = 47 + 797
        #expect(stage.scrollView.contentOffset.y == -topInsetAndHeight)

        header.closeSecondFloor()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0, "exactly the share it took")
        #expect(stage.scrollView.contentOffset.y == -47, "back at the top of the list")
        #expect(page.superview == nil)
        #expect(closes.count == 1)
    }

    @Test func openSecondFloorDoesNothingWhileRefreshing() {
        let page = UIView()
        let opens = CallCounter()
        let header = MJRefreshTwoLevelHeader {}.secondFloor(page, opened: opens.action)
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.openSecondFloor()
        UISimulation.runUntilIdle()
        #expect(!header.isSecondFloorOpen)
        #expect(page.superview == nil)
        #expect(opens.count == 0)
        #expect(stage.scrollView.contentInset.top == 54, "only the refresh's share")
    }

    @Test func theThresholdCountsFromTheTopOfTheListUnderTheStatusArea() {
        let header = MJRefreshTwoLevelHeader {}.secondFloor(UIView())
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 140))
        #expect(header.state == .pulling)
        #expect(!header.isSecondFloorArmed, "140 pt past the top")
        #expect(header.stateLabel.text == "Release to refresh")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 165) - Stage.fingerTravel(forOverscroll: 140))
        #expect(header.isSecondFloorArmed, "165 pt past the top")
        #expect(header.stateLabel.text == "Release to open")
        stage.release()
        #expect(header.isSecondFloorOpen)
        #expect(header.state == .idle, "opened instead of refreshing")
    }
}
