import MJRefresh
import SimulationTesting
import Testing

/// The trailer is the back footer on the x axis of a horizontal collection view; it only
/// ever writes the right inset.
@MainActor
@Suite(.uiSimulation)
struct TrailerPullTests {
    @Test func sitsAfterTheContentAndMakesTheViewBounceHorizontally() {
        let (stage, collection, _) = makeGalleryStage(items: 70)
        let width = collection.contentSize.width
        #expect(width == CGFloat(10 * 100 + 9 * 10), "7 items a column, 10 columns")
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        #expect(collection.mj_trailer === trailer)
        #expect(collection.alwaysBounceHorizontal)
        #expect(!collection.alwaysBounceVertical)
        #expect(trailer.frame == CGRect(x: width, y: 0, width: 60, height: 844))
        #expect(collection.contentInset == .zero, "an idle trailer adds no inset")
        UISimulation.runUntilIdle()  // nothing left to lay out
        trailer.ignoredScrollViewContentInsetRight = 15
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.frame.minX == width + 15)
        #expect(trailer.ignoredScrollViewContentInsetRight == 15)
    }

    @Test func pullingLeftPastTheTrailerAndReleasingRefreshesOnceWithOnlyTheRightInset() {
        let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let host = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 9)
        let (stage, collection, trailer, counter) = makeTrailerGallery(
            items: 70, safeArea: safeArea, contentInset: host)
        let restY = collection.contentOffset.y
        let maxX = collection.contentSize.width + 9 - 390
        collection.setContentOffset(CGPoint(x: maxX, y: restY), animated: false)
        stage.pullTrailerInStepsAndRelease(trailer, refreshes: counter)
        #expect(collection.contentInset == UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 9 + 60))
        #expect(abs(collection.contentOffset.x - (maxX + 60)) <= 0.5, "the whole trailer in view")
        #expect(collection.contentOffset.y == restY, "the y offset is never touched")

        trailer.endRefreshing()
        #expect(collection.contentInset == host, "given back exactly when refreshing ends")
        UISimulation.runUntilIdle()
        #expect(abs(collection.contentOffset.x - maxX) <= 0.5)
        #expect(collection.contentOffset.y == restY)
        #expect(counter.count == 1)
    }

    @Test func narrowContentRefreshesAndComesToRestAtTheStart() {
        let (stage, collection, trailer, counter) = makeTrailerGallery(items: 14)
        #expect(collection.contentSize.width == 210)
        #expect(trailer.frame.minX == 390, "at the right of the visible area")
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        stage.release()
        #expect(counter.count == 1)
        #expect(abs(collection.contentInset.right - (60 + (390 - 210))) <= 0.001)
        #expect(abs(collection.contentOffset.x - 60) <= 0.5)
        stage.endRefreshingAndExpectRestAtStart(trailer)
    }

    @Test func aNarrowListsTrailerFollowsInsetAndSizeChanges() {
        let (stage, collection, _) = makeGalleryStage(items: 14)
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        UISimulation.runUntilIdle()
        collection.contentInset.right = 30
        UISimulation.advance(by: 1.0 / 120)
        #expect(trailer.frame.minX == CGFloat(390 - 30))
        collection.frame.size.width = 300
        UISimulation.advance(by: 1.0 / 120)
        #expect(trailer.frame.minX == CGFloat(300 - 30))
        collection.frame.size.height = 500
        UISimulation.advance(by: 1.0 / 120)
        #expect(trailer.frame.height == 500, "as tall as the view")
    }

    @Test func onAPlainScrollViewANarrowListsTrailerFollowsAResizeAtOnce() {
        let stage = Stage(contentHeight: 844, contentWidth: 200)
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        UISimulation.runUntilIdle()
        #expect(trailer.frame.minX == 390)
        stage.scrollView.frame.size.width = 320
        UISimulation.advance(by: 1.0 / 120)
        #expect(trailer.frame.minX == 320)
        stage.scrollView.contentSize.width = 1000
        UISimulation.runUntilIdle()
        stage.scrollView.frame.size.width = 390
        UISimulation.advance(by: 1.0 / 120)
        #expect(trailer.frame.minX == 1000, "wide content: still right after it")
    }

    @Test func aPullTheOtherWayOrAShortPullRefreshesNothing() {
        let (stage, collection, trailer, counter) = makeTrailerGallery(items: 70)
        stage.dragLeft(-200)
        #expect(trailer.pullingPercent == 0)
        stage.release()
        collection.setContentOffset(CGPoint(x: collection.contentSize.width - 390, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 40, dimension: 390))
        stage.release()
        #expect(counter.count == 0)
        #expect(collection.contentInset == .zero)
        #expect(abs(collection.contentOffset.x - (collection.contentSize.width - 390)) <= 0.5)
    }

    @Test func theContentGrowingDuringARefreshMovesTheTrailerAndKeepsTheNewItemsInReach() {
        let (stage, collection, source) = makeGalleryStage(items: 70)
        let trailer = MJRefreshNormalTrailer()
        trailer.refreshingBlock = { [unowned collection, unowned trailer] in
            source.items += 14
            collection.reloadData()
            collection.layoutIfNeeded()
            trailer.endRefreshing()
        }
        collection.mj_trailer = trailer
        collection.setContentOffset(CGPoint(x: collection.contentSize.width - 390, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 80, dimension: 390))
        stage.release()
        #expect(collection.mj_totalDataCount() == 84)
        #expect(collection.contentSize.width == CGFloat(12 * 100 + 11 * 10))
        #expect(trailer.frame.minX == collection.contentSize.width)
        #expect(collection.contentInset == .zero)
        #expect((0...(collection.contentSize.width - 390)).contains(collection.contentOffset.x))
        #expect(trailer.state == .idle)
    }

    @Test func linkToAndTotalDataCount() {
        let (stage, collection, source) = makeGalleryStage(items: 5, sections: 3)
        defer { withExtendedLifetime(stage) {} }
        #expect(collection.mj_totalDataCount() == 15)
        let trailer = MJRefreshTrailer {}.link(to: collection)
        #expect(collection.mj_trailer === trailer)
        source.items = 0
        collection.reloadData()
        #expect(collection.mj_totalDataCount() == 0)
        collection.mj_trailer = nil
        #expect(trailer.superview == nil)
        #expect(trailer.scrollView == nil)
    }
}
