import MJRefresh
import SimulationTesting
import Testing

/// The trailer of a right-to-left layout ends the content at its left edge. UIKit does not mirror a horizontal
/// scroll view's coordinates, so it sits at `x = −60 − ignoredScrollViewContentInsetRight`, a drag to the right
/// pulls it once the offset goes below `−left inset`, and it writes the left inset (never the right one).
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "ar", layoutDirection: .rightToLeft))
struct RightToLeftTrailerTests {
    @Test func pullingRightPastTheStartRefreshesOnceWithOnlyTheLeftInset() {
        let host = UIEdgeInsets(top: 5, left: 9, bottom: 7, right: 11)
        let (stage, collection, trailer, counter) = makeTrailerGallery(items: 70, contentInset: host)
        #expect(trailer.frame == CGRect(x: -60, y: 0, width: 60, height: 844), "left of the content")
        #expect(!trailer.autoresizingMask.contains(.flexibleLeftMargin))
        #expect(collection.contentOffset.x == -9)
        let restY = collection.contentOffset.y

        // Pulling percent here: (−left inset − offset) / 60.
        stage.pullTrailerInStepsAndRelease(trailer, refreshes: counter, rightward: true)
        #expect(collection.contentInset == UIEdgeInsets(top: 5, left: 9 + 60, bottom: 7, right: 11))
        #expect(abs(collection.contentOffset.x + (9 + 60)) <= 0.5, "the whole trailer in view")
        #expect(collection.contentOffset.y == restY)

        trailer.endRefreshing()
        #expect(collection.contentInset == host, "given back exactly when refreshing ends")
        UISimulation.runUntilIdle()
        #expect(abs(collection.contentOffset.x + 9) <= 0.5)
        #expect(counter.count == 1)

        trailer.ignoredScrollViewContentInsetRight = 15
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.frame.minX == -75)
    }

    @Test func aPullTowardsTheContentsRightEndDoesNothing() {
        let (stage, collection, _) = makeGalleryStage(items: 70)
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        let maxX = collection.contentSize.width - 390
        collection.setContentOffset(CGPoint(x: maxX, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        #expect(trailer.state == .idle)
        #expect(trailer.pullingPercent == 0)
        stage.release()
        #expect(trailer.state == .idle)
        #expect(collection.contentInset == .zero)
    }

    @Test func narrowContentKeepsTheTrailerBeforeItsLeftEdge() {
        let (stage, collection, trailer, counter) = makeTrailerGallery(items: 14)
        #expect(collection.contentSize.width == 210)
        #expect(trailer.frame.minX == -60)
        stage.dragRight(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        stage.release()
        #expect(counter.count == 1)
        #expect(collection.contentInset == UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
        #expect(abs(collection.contentOffset.x + 60) <= 0.5)
        stage.endRefreshingAndExpectRestAtStart(trailer)
    }

    @Test func theArrowSitsRightOfTheTextPointsRightAndTurnsTheOtherWay() {
        let (stage, _, _) = makeGalleryStage(items: 14)
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        UISimulation.advance(by: 1.0 / 60)
        // Left to right: arrow centre 10 + 5, text centre (60 + 20) / 2; mirrored around 30.
        #expect(trailer.arrowView.center == CGPoint(x: 60 - 15, y: 422))
        #expect(trailer.stateLabel.center == CGPoint(x: 60 - 40, y: 422))
        #expect(abs(trailer.arrowView.transform.a + 1) <= 0.001, "the left arrow, pointing right")
        stage.dragRight(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        UISimulation.advance(by: 0.3)
        #expect(trailer.state == .pulling)
        #expect(trailer.arrowView.transform == .identity, "turned over: pointing left")
        stage.release()
        trailer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(trailer.arrowView.transform.a + 1) <= 0.001, "back for the next pull")
    }

    @Test func aDirectionChangeDuringARefreshKeepsTheEdgeUntilItEnds() {
        let (stage, collection, trailer, counter) = makeTrailerGallery(items: 70)
        defer { withExtendedLifetime(stage) {} }
        trailer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(collection.contentInset == UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
        trailer.semanticContentAttribute = .forceLeftToRight
        trailer.setNeedsLayout()
        UISimulation.runUntilIdle()
        #expect(
            collection.contentInset == UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0),
            "the refresh keeps the edge it began on")
        #expect(trailer.frame.minX == -60)
        trailer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(collection.contentInset == .zero, "ending takes the share out of that edge")
        #expect(trailer.frame.minX == collection.contentSize.width, "then it follows the new direction")
        #expect(counter.count == 1)
    }

    @Test func theTrailersOwnDirectionDecides() {
        UISimulation.userInterfaceLayoutDirection = .leftToRight
        let (stage, collection, _) = makeGalleryStage(items: 70)
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        #expect(trailer.frame.minX == collection.contentSize.width, "Arabic texts alone mirror nothing")
        trailer.semanticContentAttribute = .forceRightToLeft
        trailer.setNeedsLayout()
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.frame.minX == -60)
        #expect(abs(trailer.arrowView.transform.a + 1) <= 0.001)
    }
}
