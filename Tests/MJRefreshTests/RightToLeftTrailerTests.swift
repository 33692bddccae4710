import MJRefresh
import SimulationTesting
import XCTest

/// The trailer of a right-to-left layout ends the content at its left edge. UIKit does not mirror a horizontal
/// scroll view's coordinates, so it sits at `x = −60 − ignoredScrollViewContentInsetRight`, a drag to the right
/// pulls it once the offset goes below `−left inset`, and it writes the left inset (never the right one).
final class RightToLeftTrailerTests: SimulationTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            MJRefreshConfig.default.languageCode = "ar"
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testPullingRightPastTheStartRefreshesOnceWithOnlyTheLeftInset() {
        onMain {
            let host = UIEdgeInsets(top: 5, left: 9, bottom: 7, right: 11)
            let (stage, collection, source) = makeGalleryStage(items: 70, contentInset: host)
            defer { withExtendedLifetime((stage, source)) {} }
            let counter = CallCounter()
            let trailer = MJRefreshNormalTrailer(refreshingBlock: counter.action)
            collection.mj_trailer = trailer
            XCTAssertEqual(trailer.frame, CGRect(x: -60, y: 0, width: 60, height: 844), "left of the content")
            XCTAssertFalse(trailer.autoresizingMask.contains(.flexibleLeftMargin))
            XCTAssertEqual(collection.contentOffset.x, -9)
            let restY = collection.contentOffset.y

            stage.dragRight(Stage.fingerTravel(forOverscroll: 50, dimension: 390))
            XCTAssertEqual(trailer.state, .idle)
            XCTAssertEqual(trailer.pullingPercent, 50.0 / 60.0, accuracy: 0.02, "(−left − offset) / 60")
            stage.dragRight(
                Stage.fingerTravel(forOverscroll: 70, dimension: 390)
                    - Stage.fingerTravel(forOverscroll: 50, dimension: 390))
            XCTAssertEqual(trailer.state, .pulling)
            XCTAssertEqual(counter.count, 0)
            stage.release()
            XCTAssertEqual(trailer.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(collection.contentInset, UIEdgeInsets(top: 5, left: 9 + 60, bottom: 7, right: 11))
            XCTAssertEqual(collection.contentOffset.x, -(9 + 60), accuracy: 0.5, "the whole trailer in view")
            XCTAssertEqual(collection.contentOffset.y, restY)

            trailer.endRefreshing()
            XCTAssertEqual(collection.contentInset, host, "given back exactly when refreshing ends")
            UISimulation.runUntilIdle()
            XCTAssertEqual(collection.contentOffset.x, -9, accuracy: 0.5)
            XCTAssertEqual(counter.count, 1)

            trailer.ignoredScrollViewContentInsetRight = 15
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(trailer.frame.minX, -75)
        }
    }

    func testAPullTowardsTheContentsRightEndDoesNothing() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 70)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshNormalTrailer {}
            collection.mj_trailer = trailer
            let maxX = collection.contentSize.width - 390
            collection.setContentOffset(CGPoint(x: maxX, y: 0), animated: false)
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
            XCTAssertEqual(trailer.state, .idle)
            XCTAssertEqual(trailer.pullingPercent, 0)
            stage.release()
            XCTAssertEqual(trailer.state, .idle)
            XCTAssertEqual(collection.contentInset, .zero)
        }
    }

    func testNarrowContentKeepsTheTrailerBeforeItsLeftEdge() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 14)
            defer { withExtendedLifetime((stage, source)) {} }
            XCTAssertEqual(collection.contentSize.width, 210)
            let counter = CallCounter()
            let trailer = MJRefreshNormalTrailer(refreshingBlock: counter.action)
            collection.mj_trailer = trailer
            XCTAssertEqual(trailer.frame.minX, -60)
            stage.dragRight(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
            stage.release()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(collection.contentInset, UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
            XCTAssertEqual(collection.contentOffset.x, -60, accuracy: 0.5)
            trailer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(collection.contentInset, .zero)
            XCTAssertEqual(collection.contentOffset.x, 0, accuracy: 0.5)
        }
    }

    func testTheArrowSitsRightOfTheTextPointsRightAndTurnsTheOtherWay() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 14)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshNormalTrailer {}
            collection.mj_trailer = trailer
            UISimulation.advance(by: 1.0 / 60)
            // Left to right: arrow centre 10 + 5, text centre (60 + 20) / 2; mirrored around 30.
            XCTAssertEqual(trailer.arrowView.center, CGPoint(x: 60 - 15, y: 422))
            XCTAssertEqual(trailer.stateLabel.center, CGPoint(x: 60 - 40, y: 422))
            XCTAssertEqual(trailer.arrowView.transform.a, -1, accuracy: 0.001, "the left arrow, pointing right")
            stage.dragRight(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(trailer.state, .pulling)
            XCTAssertEqual(trailer.arrowView.transform, .identity, "turned over: pointing left")
            stage.release()
            trailer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(trailer.arrowView.transform.a, -1, accuracy: 0.001, "back for the next pull")
        }
    }

    func testADirectionChangeDuringARefreshKeepsTheEdgeUntilItEnds() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 70)
            defer { withExtendedLifetime((stage, source)) {} }
            let counter = CallCounter()
            let trailer = MJRefreshNormalTrailer(refreshingBlock: counter.action)
            collection.mj_trailer = trailer
            trailer.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(collection.contentInset, UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0))
            trailer.semanticContentAttribute = .forceLeftToRight
            trailer.setNeedsLayout()
            UISimulation.runUntilIdle()
            XCTAssertEqual(
                collection.contentInset, UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0),
                "the refresh keeps the edge it began on")
            XCTAssertEqual(trailer.frame.minX, -60)
            trailer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(collection.contentInset, .zero, "ending takes the share out of that edge")
            XCTAssertEqual(trailer.frame.minX, collection.contentSize.width, "then it follows the new direction")
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testTheTrailersOwnDirectionDecides() {
        onMain {
            UISimulation.userInterfaceLayoutDirection = .leftToRight
            let (stage, collection, source) = makeGalleryStage(items: 70)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshNormalTrailer {}
            collection.mj_trailer = trailer
            XCTAssertEqual(trailer.frame.minX, collection.contentSize.width, "Arabic texts alone mirror nothing")
            trailer.semanticContentAttribute = .forceRightToLeft
            trailer.setNeedsLayout()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(trailer.frame.minX, -60)
            XCTAssertEqual(trailer.arrowView.transform.a, -1, accuracy: 0.001)
        }
    }
}

extension Stage {
    /// Puts a finger down (unless one is) and drags it right by `distance`, pulling the content towards its start.
    func dragRight(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        if !scrollView.isTracking { scrollView.simulateTouchDown() }
        scrollView.simulateDrag(by: CGPoint(x: distance, y: 0), duration: duration)
    }
}
